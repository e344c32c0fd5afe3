/** The eight Australian states and territories, in the order customers expect to read them. */
export const australianStates = [
  { state_code: 'ACT', name: 'Australian Capital Territory' },
  { state_code: 'NSW', name: 'New South Wales' },
  { state_code: 'NT', name: 'Northern Territory' },
  { state_code: 'QLD', name: 'Queensland' },
  { state_code: 'SA', name: 'South Australia' },
  { state_code: 'TAS', name: 'Tasmania' },
  { state_code: 'VIC', name: 'Victoria' },
  { state_code: 'WA', name: 'Western Australia' },
] as const;

export type StateCode = (typeof australianStates)[number]['state_code'];
export interface StateOption {
  state_code: string;
  name: string;
}
// map() keeps the values but not the tuple's non-emptiness, which z.enum needs; the list above is non-empty.
export const stateCodes = australianStates.map((s) => s.state_code) as unknown as readonly [StateCode, ...StateCode[]];
