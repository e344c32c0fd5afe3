import { centsToDecimal, isDecimalString, toCents } from '../money/cents';
import { digitsOnly } from '../proposal/checks';
import type { ProposalFieldDef } from '../proposal/fields';

/** The API's "no start date" value (public-site §9). */
export const noStartDate = '1900-01-01';

/** A shown form value as the payload carries it ('' → null). */
export function toApiValue(def: ProposalFieldDef, value: unknown): string | boolean | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (def.kind === 'yesno') return trimmed === 'yes' ? true : trimmed === 'no' ? false : null;
  if (trimmed === '') return null;
  switch (def.kind) {
    case 'phone':
    case 'abn':
      return digitsOnly(trimmed);
    case 'money':
      return isDecimalString(trimmed) ? centsToDecimal(toCents(trimmed)) : trimmed;
    case 'email':
      return trimmed.toLowerCase();
    default:
      return trimmed;
  }
}

/** A payload (or stored quote) value as the form holds it; tolerant of what a database returns. */
export function fromApiValue(def: ProposalFieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (def.kind === 'yesno') {
    if (value === true || value === 'yes' || value === 'true' || value === 1) return 'yes';
    if (value === false || value === 'no' || value === 'false' || value === 0) return 'no';
    return '';
  }
  if (def.kind === 'money') return moneyText(value);
  if (def.kind === 'pastDate' || def.kind === 'startDate') {
    const text = value instanceof Date ? value.toISOString() : String(value);
    const day = text.slice(0, 10);
    return day === noStartDate ? '' : day;
  }
  if (def.options === 'liabilityLimits') return String(value).replace(/\.0+$/, '');
  return typeof value === 'string' ? value : String(value);
}

function moneyText(value: unknown): string {
  try {
    if (typeof value === 'number' || typeof value === 'string') return centsToDecimal(toCents(value));
  } catch {
    // Not an amount: show it as stored so the editor's rules point at it.
  }
  return String(value);
}
