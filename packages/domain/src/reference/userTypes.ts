/** Back-office user types (back-office §3). */
export const userTypes = [
  { value: 'super_admin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'normal', label: 'Normal' },
] as const;
export type UserType = (typeof userTypes)[number]['value'];
// map() keeps the values but not the tuple's non-emptiness, which z.enum needs; the list above is non-empty.
export const userTypeValues = userTypes.map((u) => u.value) as unknown as readonly [UserType, ...UserType[]];
