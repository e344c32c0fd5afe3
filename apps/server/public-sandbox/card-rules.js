// Card checks of the sandbox payment gateway, shared by its hosted card fields (browser, loaded as
// an ES module) and its server side (imported by TypeScript through card-rules.d.ts). Plain JS so
// the iframe needs no build step.

/** Card scheme from the leading digits; null when the gateway does not accept the card. */
export function detectScheme(digits) {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  return null;
}

/** Digits only ("4242 4242-4242" → "424242424242"). */
export function cardDigits(text) {
  return String(text ?? '').replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test. */
export function luhnValid(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Length of a card number per scheme: Amex 15, others 16 (Visa also 13 and 19). */
export function numberLengthValid(digits, scheme) {
  if (scheme === 'amex') return digits.length === 15;
  if (scheme === 'visa') return [13, 16, 19].includes(digits.length);
  return digits.length === 16;
}

/** "MM/YY" or "MM/YYYY" → { month, year } (four-digit year), or null. */
export function parseExpiry(text) {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(text ?? ''));
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * The expiry field as the customer types it: the slash comes by itself after the month, and a slash
 * typed there too is absorbed by it, so "12/30", "1230" and "12/2030" (typed or pasted) all read as
 * printed on the card. A single-digit month closed by a slash gets its zero ("1/" → "01/"). While
 * deleting, nothing is added back, so a backspace can remove the automatic slash.
 */
export function formatExpiryTyping(text, deleting = false) {
  const typed = String(text ?? '').replace(/[^\d/]/g, '');
  if (deleting) return typed.replace(/\/+/g, '/').slice(0, 7);
  const singleMonth = /^(\d)\//.exec(typed);
  const digits = (singleMonth ? `0${typed}` : typed).replace(/\D/g, '').slice(0, 6);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A card is valid through the last day of its expiry month. */
export function expiryInFuture(month, year, now = new Date()) {
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year > thisYear + 20) return false;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

/** CVC digits per scheme: 4 for American Express, 3 for the others. */
export function cvcLength(scheme) {
  return scheme === 'amex' ? 4 : 3;
}

/** "4242424242424242" → "424242******4242". */
export function maskCardNumber(digits) {
  if (digits.length < 10) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/**
 * Checks what the customer typed in the hosted fields. Returns { valid, errors, scheme, bin } where
 * errors maps a field (number, expiry, cvc, name) to its message.
 */
export function validateCard(input, now = new Date()) {
  const errors = {};
  const digits = cardDigits(input.number);
  const scheme = detectScheme(digits);
  if (digits === '') errors.number = 'Enter the card number.';
  else if (!/^\d+$/.test(digits)) errors.number = 'The card number can only contain digits.';
  else if (!scheme) errors.number = 'We accept Visa, Mastercard and American Express.';
  else if (!numberLengthValid(digits, scheme) || !luhnValid(digits)) errors.number = 'The card number is not valid.';

  const expiry = parseExpiry(input.expiry);
  if (String(input.expiry ?? '').trim() === '') errors.expiry = 'Enter the expiry date.';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY or MM/YYYY.';
  else if (!expiryInFuture(expiry.month, expiry.year, now)) errors.expiry = 'The card has expired.';

  const cvc = String(input.cvc ?? '').trim();
  const wanted = cvcLength(scheme);
  if (cvc === '') errors.cvc = 'Enter the security code (CVC).';
  else if (!new RegExp(`^\\d{${wanted}}$`).test(cvc)) errors.cvc = `The security code (CVC) must be ${wanted} digits.`;

  const name = String(input.name ?? '').trim();
  if (name === '') errors.name = 'Enter the name on the card.';
  else if (name.length > 60) errors.name = 'The name on the card can be at most 60 characters.';

  return {
    valid: Object.keys(errors).length === 0,
    errors,
    scheme,
    bin: /^\d{6}/.test(digits) ? digits.slice(0, 6) : null,
    expiry,
  };
}
