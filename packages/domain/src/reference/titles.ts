/** Titles offered for a policy holder (back-office §9). The payload keeps the title in `initial`. */
export const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;
export type Title = (typeof titles)[number];
