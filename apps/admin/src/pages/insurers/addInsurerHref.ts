/** The parameter InsurersPage opens Add Insurer on, and then removes. */
export const addInsurerParam = 'new';
/**
 * `/admin/insurers?new`: the panel with Add Insurer open, as the dashboard's first-run notice links
 * to it. Its own module, so the dashboard does not load the insurers screen to link to it.
 */
export const addInsurerHref = `/insurers?${addInsurerParam}`;
