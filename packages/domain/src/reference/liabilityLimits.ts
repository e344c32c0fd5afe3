/**
 * Public liability indemnity limits. `value` is the limit in whole dollars as text; it is what the
 * payload sends in `covers[0].cover`. $5 million is the usual residential limit; $10M or $20M when a
 * certifier, council or lender asks.
 */
export const liabilityLimits = [
  { value: '5000000', label: '$5 Million' },
  { value: '10000000', label: '$10 Million' },
  { value: '20000000', label: '$20 Million' },
] as const;
export type LiabilityLimit = (typeof liabilityLimits)[number]['value'];
// map() keeps the values but not the tuple's non-emptiness, which z.enum needs; the list above is non-empty.
export const liabilityLimitValues = liabilityLimits.map((l) => l.value) as unknown as readonly [
  LiabilityLimit,
  ...LiabilityLimit[],
];

/** '$10 Million' for '10000000'; the value itself when it is not one of ours. */
export function liabilityLimitLabel(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = String(value).replace(/\.0+$/, '');
  return liabilityLimits.find((l) => l.value === text)?.label ?? text;
}
