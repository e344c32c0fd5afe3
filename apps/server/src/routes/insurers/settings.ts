import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { requireAdmin } from '../../auth/guards';
import type { InsurerSettings } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fieldErrors, notFound, type FieldError } from '../../http/errors';
import { insurerRepository } from '../../repositories/insurers';
import {
  effectiveSetting,
  insurerSettingDefinitions,
  type EffectiveSetting,
  type InsurerSettingKey,
} from '../quotes/pricing';
import { route } from '../../http/route';

const settingKeys = Object.keys(insurerSettingDefinitions) as InsurerSettingKey[];

interface SettingState<T> {
  value: T;
  source: 'insurer' | 'default';
  invalid: boolean;
  stored?: unknown;
  errors?: FieldError[];
}

function settingState<T>(
  settings: InsurerSettings,
  key: InsurerSettingKey,
  effective: EffectiveSetting<T>,
): SettingState<T> {
  if (effective.source === 'insurer' || !effective.invalid)
    return { value: effective.value, source: effective.source, invalid: false };
  // Field paths as PUT would report them, so a screen shows them on the same fields.
  const issues = effective.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));
  return {
    value: effective.value,
    source: effective.source,
    invalid: true,
    stored: settings[key],
    errors: fieldErrors(issues),
  };
}

/** Each pricing key as pricing reads it: the value used, whether it is the insurer's own, and whether what is stored is broken. */
const settingsView = (settings: InsurerSettings) => ({
  rates: settingState(settings, 'rates', effectiveSetting(settings, 'rates')),
  rating_table: settingState(settings, 'rating_table', effectiveSetting(settings, 'rating_table')),
  underwriting_limits: settingState(settings, 'underwriting_limits', effectiveSetting(settings, 'underwriting_limits')),
});

/** The pricing keys alone, as stored (null when absent): what the audit log keeps. */
const storedPricing = (settings: InsurerSettings) =>
  Object.fromEntries(settingKeys.map((key) => [key, settings[key] ?? null]));

/** An insurer's own pricing data (`insurers.settings`), read and changed by admins. */
const insurerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.insurers.settings),
    preHandler: requireAdmin,
    handler: async (request) => {
      const settings = await insurerRepository(app.db).findSettings(request.params.id);
      if (!settings) throw notFound('Insurer not found');
      return { success: true as const, data: settingsView(settings) };
    },
  });

  app.route({
    ...route(api.insurers.updateSettings),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const data = await inTransaction(app.db, async (tx) => {
        const repo = insurerRepository(tx);
        const before = await repo.findSettings(id, { forUpdate: true });
        if (!before) throw notFound('Insurer not found');
        const after: InsurerSettings = { ...before };
        for (const key of settingKeys) {
          const value = request.body[key];
          if (value === null) delete after[key];
          else if (value !== undefined) after[key] = value;
        }
        await repo.saveSettings(id, after);
        await audit(tx, request, {
          action: 'settings',
          entity: 'insurer',
          entityId: id,
          before: storedPricing(before),
          after: storedPricing(after),
        });
        return settingsView(after);
      });
      return { success: true as const, message: 'Insurer settings updated successfully!', data };
    },
  });
};

export default insurerSettingsRoutes;
