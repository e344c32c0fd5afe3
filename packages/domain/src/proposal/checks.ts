// Only zod's e-mail pattern (what z.email() checks with), not a schema: this module runs on the
// form's first keystroke, and building a zod schema here would pull all of zod into the first load.
import { regexes } from 'zod/v4/core';
import { addDaysIso } from '../format/date';
import { toCents } from '../money/cents';
import { constructionTypes } from '../reference/constructionTypes';
import { liabilityLimitValues } from '../reference/liabilityLimits';
import { mortgageLenders } from '../reference/mortgageLenders';
import { priorInsuranceTypes } from '../reference/priorInsuranceTypes';
import { stateCodes } from '../reference/states';
import { titles } from '../reference/titles';
import { isIsoDate } from '../util/isoDate';
import {
  invalidDateMessage,
  longTextMaxLength,
  longTextTooLongMessage,
  pastDateMessage,
  textMaxLength,
  textTooLongMessage,
  type ProposalFieldDef,
  type SelectOptionsKey,
} from './fields';
import { abnPattern, amountPattern, phonePattern, postcodePattern } from './patterns';

export const selectOptions: Record<SelectOptionsKey, readonly string[]> = {
  titles,
  states: stateCodes,
  liabilityLimits: liabilityLimitValues,
  constructionTypes,
  mortgageLenders,
  priorInsuranceTypes,
};

/** Digits only: phone numbers and ABNs may be typed with spaces ("0412 345 678"). */
export function digitsOnly(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isValidEmail(text: string): boolean {
  return text.length <= 254 && regexes.email.test(text.trim());
}

export interface CheckContext {
  /** Today in Australia/Sydney, yyyy-mm-dd. */
  today: string;
  /** The editor keeps a stored start date that has since passed; the public form does not. */
  startDateFromToday: boolean;
  /** Reads another field (confirm e-mail compares with its e-mail). */
  read: (path: string) => unknown;
  /** The values were parsed by a payload schema that checked each answer's format (answerFormats.ts): not again here. */
  formatsChecked?: boolean;
}

/** The kinds whose answer has a format of its own, checked on the trimmed text by `formatProblem`. */
export type FormattedKind = 'text' | 'longText' | 'phone' | 'postcode' | 'abn' | 'email' | 'money';
const formattedKinds: readonly ProposalFieldDef['kind'][] = [
  'text',
  'longText',
  'phone',
  'postcode',
  'abn',
  'email',
  'money',
] satisfies FormattedKind[];
export const hasFormat = (def: ProposalFieldDef): def is ProposalFieldDef & { kind: FormattedKind } =>
  formattedKinds.includes(def.kind);

/**
 * The one format rule of a typed answer (its trimmed, non-blank text): `checkField` applies it to
 * the form's values, and the payload schemas apply the same function to each answer wherever it
 * stands (answerFormats.ts), so the form and the API refuse the same text with the same words.
 */
export function formatProblem(def: ProposalFieldDef & { kind: FormattedKind }, value: string): string | undefined {
  switch (def.kind) {
    case 'text':
      return value.length > textMaxLength ? textTooLongMessage : undefined;
    case 'longText':
      return value.length > longTextMaxLength ? longTextTooLongMessage : undefined;
    case 'phone':
      return phonePattern.test(value) ? undefined : def.invalid;
    case 'postcode':
      return postcodePattern.test(value) ? undefined : def.invalid;
    case 'abn':
      return abnPattern.test(value) ? undefined : def.invalid;
    case 'email':
      return isValidEmail(value) ? undefined : def.invalid;
    case 'money':
      return amountPattern.test(value) && fitsInCents(value) ? undefined : def.invalid;
  }
}

function fitsInCents(value: string): boolean {
  try {
    toCents(value);
    return true;
  } catch {
    return false;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first message for a shown field's value, or undefined when it is fine. */
export function checkField(def: ProposalFieldDef, raw: unknown, ctx: CheckContext): string | undefined {
  if (def.kind === 'declaration') return raw === true ? undefined : def.required;
  const value = text(raw).trim();
  if (value === '') return def.optional ? undefined : def.required;
  if (hasFormat(def)) {
    const problem = formatProblem(def, value);
    // Reported by the payload schema already when it checked the formats.
    if (problem) return ctx.formatsChecked ? undefined : problem;
    return def.kind === 'money' && def.positive && toCents(value) === 0 ? def.positive : undefined;
  }
  switch (def.kind) {
    case 'select':
      return def.options && !selectOptions[def.options].includes(value) ? def.required : undefined;
    case 'yesno':
      return value === 'yes' || value === 'no' ? undefined : def.required;
    case 'confirmEmail': {
      if (!isValidEmail(value)) return def.invalid;
      const original = text(ctx.read(def.confirms ?? '')).trim();
      return original.toLowerCase() === value.toLowerCase() ? undefined : def.mismatch;
    }
    case 'pastDate':
      if (!isIsoDate(value)) return invalidDateMessage;
      return value > addDaysIso(ctx.today, -1) ? pastDateMessage : undefined;
    case 'startDate':
      if (!isIsoDate(value)) return invalidDateMessage;
      return ctx.startDateFromToday && value < ctx.today ? def.invalid : undefined;
    case 'file':
      return undefined;
  }
}
