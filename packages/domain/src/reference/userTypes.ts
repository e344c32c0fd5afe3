/** Back-office user types (back-office §3). */
export const userTypes = [
  { value: 'super_admin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'normal', label: 'Normal' },
] as const;
export type UserType = (typeof userTypes)[number]['value'];
export const userTypeValues = userTypes.map((u) => u.value) as unknown as readonly [UserType, ...UserType[]];
