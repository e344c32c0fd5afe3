/**
 * Construction project types (back-office §9), in the order the form lists them. The label is also
 * the stored value (`covers[0].construction_type`), so 'Other' is the one that asks for a custom type.
 */
export const constructionTypes = [
  'New home',
  'New home and swimming pool',
  'Extensions, alterations or additions to the existing home',
  'New pool',
  'Outdoor structures and landscaping',
  'Garage/Shed',
  'Granny Flat',
  'Non structural renovations',
  'Other',
] as const;
export type ConstructionType = (typeof constructionTypes)[number];
export const constructionTypeOther: ConstructionType = 'Other';
/** A contract for a pool alone: owner-builder cover does not insure pool work (a decline rule). */
export const poolOnlyConstructionType: ConstructionType = 'New pool';
