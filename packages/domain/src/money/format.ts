import { toCents, type Cents } from './cents';

const audFormatter = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Australian dollars with two decimals: 123450 → "$1,234.50". Accepts cents or a decimal string;
 * '-' when empty. Formatting goes through whole dollars and cents separately so no float rounding
 * can change a cent.
 */
export function formatAud(amount: Cents | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const cents = typeof amount === 'string' ? toCents(amount) : amount;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = audFormatter.format(Math.trunc(abs / 100)).replace(/\.00$/, '');
  return `${sign}${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Grouped dollars without the symbol, for an input showing its value: "1200.5" → "1,200.50". */
export function formatGroupedAmount(decimal: string): string {
  if (decimal === '') return '';
  return formatAud(decimal).replace('$', '');
}
