/** Card schemes BuildCover accepts (public-site §9). */
export const cardSchemes = ['visa', 'mastercard', 'amex'] as const;
export type CardScheme = (typeof cardSchemes)[number];

export const cardSchemeLabels: Record<CardScheme, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/**
 * The scheme of a card from its BIN (the first 6–8 digits; more digits are fine). Ranges from
 * the schemes' published IIN tables: Visa 4; Mastercard 51–55 and 2221–2720; Amex 34 and 37.
 * null for any other scheme or too few digits to tell.
 */
export function detectCardScheme(bin: string): CardScheme | null {
  const digits = bin.replace(/[\s-]/g, '');
  if (!/^\d{6,19}$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (two === 34 || two === 37) return 'amex';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}
