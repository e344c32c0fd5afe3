import { centsToDecimal, formatGroupedAmount, isDecimalString, sanitizeMoneyInput, toCents } from '@buildcover/domain';

/** Whole-dollar digits kept: enough for any construction value, and safe as integer cents. */
export const MAX_WHOLE_DIGITS = 12;

export interface CurrencyEdit {
  /** What the input shows while focused ("1200.", "0.5"). */
  text: string;
  /** The exact decimal string handed to onChange ("1200", "0.5", ""). */
  value: string;
  /** Where the caret belongs in `text` after the edit, so stripping characters never makes it jump. */
  caret: number;
}

function keep(raw: string): string {
  const clean = sanitizeMoneyInput(raw);
  const [whole = '', ...rest] = clean.split('.');
  const fraction = rest.length > 0 ? `.${rest.join('')}` : '';
  return whole.slice(0, MAX_WHOLE_DIGITS) + fraction;
}

/** Reads typed or pasted text ("$1,200.505", "abc") into what the input keeps. */
export function readCurrencyText(raw: string, caret: number = raw.length): CurrencyEdit {
  const text = keep(raw);
  const value = text.endsWith('.') ? text.slice(0, -1) : text;
  const caretAt = Math.min(keep(raw.slice(0, caret)).length, text.length);
  return { text, value, caret: caretAt };
}

/** "1200.5" → "1200.50": the API's two-decimal form; anything not a decimal is returned as is. */
export function canonicalDecimal(value: string): string {
  if (!isDecimalString(value)) return value;
  return centsToDecimal(toCents(value));
}

/** What the input shows when not focused: grouped dollars ("1,200.50"). */
export function displayCurrency(value: string): string {
  if (!isDecimalString(value)) return value;
  return formatGroupedAmount(value);
}
