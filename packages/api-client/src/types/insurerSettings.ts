import type { InsurerRates, RatingTable, UnderwritingLimits } from '@buildcover/domain';
import type { FieldError } from '../core/ApiError';

/**
 * One pricing key as the server prices with it: `value` is what is used; `source` says whether it
 * is the insurer's own or the domain default; `invalid` means the insurer keeps a value that no
 * longer passes the domain schema (shown in `stored`, with its field `errors`), so the default is used.
 */
export interface InsurerSettingState<T> {
  value: T;
  source: 'insurer' | 'default';
  invalid: boolean;
  stored?: unknown;
  errors?: FieldError[];
}

/** GET/PUT /api/v1/insurers/{id}/settings `data` (admin). */
export interface InsurerPricingSettings {
  rates: InsurerSettingState<InsurerRates>;
  rating_table: InsurerSettingState<RatingTable>;
  underwriting_limits: InsurerSettingState<UnderwritingLimits>;
}

/** PUT body: any of the keys; null goes back to the domain default. */
export type InsurerPricingSettingsInput = { [K in keyof InsurerPricingSettings]?: InsurerPricingSettings[K]['value'] | null };
