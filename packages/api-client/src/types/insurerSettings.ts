/** GET/PUT /api/v1/insurers/{id}/settings: shapes from the API contract. */
export type { InsurerPricingSettings, InsurerPricingSettingsInput, InsurerSettingState } from '@buildcover/domain/api';
