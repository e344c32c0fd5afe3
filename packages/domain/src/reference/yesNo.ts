/** A yes/no question's value as a form holds it: '' until answered. */
export type YesNo = 'yes' | 'no' | '';
export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
