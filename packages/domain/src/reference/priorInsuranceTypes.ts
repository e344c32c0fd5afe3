/** Types of insurance a customer may have had declined or cancelled (back-office §9). */
export const priorInsuranceTypes = [
  'Business',
  'Health',
  'Home',
  'Liability',
  'Motor Vehicle',
  'Personal Accident',
  'Other',
] as const;
export type PriorInsuranceType = (typeof priorInsuranceTypes)[number];
