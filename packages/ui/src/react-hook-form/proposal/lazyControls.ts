import { preloadableLazy } from './preloadableLazy';

// Dates (with their calendar), money, the declaration's checkbox and the claims list: no first
// section asks them, so their code loads when a section that does is drawn (inside
// ProposalSectionFields' <Suspense>), or earlier with preloadProposalControls.
export const dateField = /* @__PURE__ */ preloadableLazy(async () => (await import('../FormDateField')).FormDateField);
export const currencyInput = /* @__PURE__ */ preloadableLazy(
  async () => (await import('../FormCurrencyInput')).FormCurrencyInput,
);
export const checkbox = /* @__PURE__ */ preloadableLazy(async () => (await import('../FormCheckbox')).FormCheckbox);
export const claimsField = /* @__PURE__ */ preloadableLazy(async () => (await import('./ClaimsField')).ClaimsField);

/**
 * Starts loading the controls of the later sections (for example at the first Next), so a section
 * opened later draws at once, with no wait for its code and no empty moment. Settles when all have
 * loaded or failed (a failed one loads again when its section is drawn).
 */
export function preloadProposalControls(): Promise<unknown> {
  return Promise.allSettled([dateField.preload(), currencyInput.preload(), checkbox.preload(), claimsField.preload()]);
}
