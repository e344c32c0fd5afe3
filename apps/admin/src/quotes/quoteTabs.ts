/**
 * The quote editor's tabs in the spec's order (back-office §2 Quote detail); each has its own URL,
 * /admin/quotes/:id/:tab, so a reload or a shared link opens the same tab.
 */
export const quoteTabs = [
  { id: 'basic', label: 'Basic Details' },
  { id: 'premium', label: 'Premium' },
  { id: 'policy-holder', label: 'Policy Holder', section: 'policyHolder' },
  { id: 'property-location', label: 'Property Location', section: 'propertyLocation' },
  { id: 'coverage', label: 'Coverage', section: 'coverage' },
  { id: 'project-details', label: 'Project Details', section: 'projectDetails' },
  { id: 'previous-claims', label: 'Previous Claims', section: 'previousClaims' },
  { id: 'property-holder-risk', label: 'Property Holder Risk', section: 'propertyHolderRisk' },
  { id: 'property-risk', label: 'Property Risk', section: 'propertyRisk' },
  { id: 'notes', label: 'Notes' },
  { id: 'documents', label: 'Documents' },
  { id: 'history', label: 'History' },
] as const;

export type QuoteTabId = (typeof quoteTabs)[number]['id'];
export const defaultQuoteTab: QuoteTabId = 'basic';

export function isQuoteTab(value: string | undefined): value is QuoteTabId {
  return quoteTabs.some((t) => t.id === value);
}

/** The path of a quote's tab under /admin (the router's base). */
export function quoteTabPath(quoteId: number | string, tab: QuoteTabId): string {
  return tab === defaultQuoteTab ? `/quotes/${quoteId}` : `/quotes/${quoteId}/${tab}`;
}
