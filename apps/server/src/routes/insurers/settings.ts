import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { requireAdmin } from '../../auth/guards';
import type { InsurerSettings } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fieldErrors, notFound, type FieldError } from '../../http/errors';
import { dataResponse, errorResponse, idParams } from '../../http/schemas';
import { insurerRepository } from '../../repositories/insurers';
import { effectiveSetting, insurerSettingDefinitions, type EffectiveSetting, type InsurerSettingKey } from '../quotes/pricing';
import { insurerSettingsBody, insurerSettingsView } from './schemas';

const settingKeys = Object.keys(insurerSettingDefinitions) as InsurerSettingKey[];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const savedResponse = z.object({ success: z.literal(true), message: z.string(), data: insurerSettingsView });

interface SettingState<T> {
  value: T;
  source: 'insurer' | 'default';
  invalid: boolean;
  stored?: unknown;
  errors?: FieldError[];
}

function settingState<T>(settings: InsurerSettings, key: InsurerSettingKey, effective: EffectiveSetting<T>): SettingState<T> {
  if (effective.source === 'insurer' || !effective.invalid) return { value: effective.value, source: effective.source, invalid: false };
  // Field paths as PUT would report them, so a screen shows them on the same fields.
  const issues = effective.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));
  return { value: effective.value, source: effective.source, invalid: true, stored: settings[key], errors: fieldErrors(issues) };
}

/** Each pricing key as pricing reads it: the value used, whether it is the insurer's own, and whether what is stored is broken. */
const settingsView = (settings: InsurerSettings) => ({
  rates: settingState(settings, 'rates', effectiveSetting(settings, 'rates')),
  rating_table: settingState(settings, 'rating_table', effectiveSetting(settings, 'rating_table')),
  underwriting_limits: settingState(settings, 'underwriting_limits', effectiveSetting(settings, 'underwriting_limits')),
});

/** The pricing keys alone, as stored (null when absent): what the audit log keeps. */
const storedPricing = (settings: InsurerSettings) => Object.fromEntries(settingKeys.map((key) => [key, settings[key] ?? null]));

/** An insurer's own pricing data (`insurers.settings`), read and changed by admins. */
const insurerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/insurers/:id/settings',
    {
      preHandler: requireAdmin,
      schema: { tags: ['insurers'], summary: "An insurer's rates, rating table and underwriting limits as pricing uses them", security, params: idParams, response: { 200: dataResponse(insurerSettingsView), ...errors } },
    },
    async (request) => {
      const settings = await insurerRepository(app.db).findSettings(request.params.id);
      if (!settings) throw notFound('Insurer not found');
      return { success: true as const, data: settingsView(settings) };
    },
  );

  app.put(
    '/insurers/:id/settings',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['insurers'],
        summary: "Change any of an insurer's rates, rating table and underwriting limits (null: back to the default)",
        security,
        params: idParams,
        body: insurerSettingsBody,
        response: { 200: savedResponse, ...errors },
      },
    },
    async (request) => {
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
        await audit(tx, request, { action: 'settings', entity: 'insurer', entityId: id, before: storedPricing(before), after: storedPricing(after) });
        return settingsView(after);
      });
      return { success: true as const, message: 'Insurer settings updated successfully!', data };
    },
  );
};

export default insurerSettingsRoutes;
