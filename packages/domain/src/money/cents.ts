/**
 * Money is integer cents inside BuildCover and a decimal string ("1234.50") at the edges.
 * Never binary floating point: parsing works on the digits of the string.
 */
export type Cents = number;

const decimalPattern = /^-?\d+(\.\d{1,2})?$/;

/** True for "12", "12.5", "12.50", "-3.10"; false for "", "1.234", "1e3", "$5". */
export function isDecimalString(text: string): boolean {
  return decimalPattern.test(text);
}

/** "1234.5" → 123450. Throws on anything that is not a decimal with at most two places. */
export function toCents(decimal: string | number): Cents {
  const text = typeof decimal === 'number' ? decimalFromNumber(decimal) : decimal.trim();
  if (!isDecimalString(text)) throw new RangeError(`Not a money amount: "${text}"`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: "${text}"`);
  return negative ? -cents : cents;
}

/** 123450 → "1234.50" (two decimals, no grouping): the API's text form. */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// A number given by a caller (a database numeric, a JSON number) is read through its shortest
// decimal text, which is exact for every amount with two decimals.
function decimalFromNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a money amount: ${value}`);
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`Not a money amount: ${value}`);
  return text;
}

/**
 * What a currency input keeps of what was typed or pasted: digits and one decimal point with at
 * most two decimals ("$1,200.505" → "1200.50"). Returns "" when nothing numeric is left.
 */
export function sanitizeMoneyInput(text: string): string {
  let seenPoint = false;
  let out = '';
  let decimals = 0;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals === 2) continue;
        decimals += 1;
      }
      out += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += out === '' ? '0.' : '.';
    }
  }
  // Drop leading zeros of the whole part ("007" → "7") but keep "0.5".
  return out.replace(/^0+(?=\d)/, '');
}
