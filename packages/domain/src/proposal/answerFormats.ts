import type { z } from 'zod';
import { formatProblem, hasFormat, selectOptions } from './checks';
import { longTextMaxLength, proposalFields, textMaxLength, type ProposalFieldDef } from './fields';
import { phonePattern, postcodePattern, abnPattern, amountPattern, isoDatePrefixPattern } from './patterns';

/** JSON Schema keywords for one answer of the quote request (what the OpenAPI document states). */
export type AnswerFormat = Record<string, unknown>;

/** Accepts the pattern or a blank answer (blank is "unanswered": required only when the question is shown). */
const orBlank = (pattern: RegExp): string => `^\\s*$|${pattern.source}`;

/** What `checkField` (checks.ts) accepts for a non-blank answer of this kind, as JSON Schema. */
function formatOf(def: ProposalFieldDef): AnswerFormat {
  switch (def.kind) {
    case 'text':
      return { maxLength: textMaxLength };
    case 'longText':
      return { maxLength: longTextMaxLength };
    case 'select':
      return def.options ? { enum: [...selectOptions[def.options], null] } : {};
    case 'phone':
      return { pattern: orBlank(phonePattern) };
    case 'postcode':
      return { pattern: orBlank(postcodePattern) };
    case 'abn':
      return { pattern: orBlank(abnPattern) };
    case 'email':
    case 'confirmEmail':
      return { format: 'email', maxLength: 254 };
    case 'money':
      return { pattern: orBlank(amountPattern) };
    case 'pastDate':
    case 'startDate':
      // A stored date may come with its time: the day is the first ten characters.
      return { pattern: orBlank(isoDatePrefixPattern) };
    default:
      return {};
  }
}

/** A field's payload path with any list index as `*`: "covers.0.cover" → "covers.*.cover". */
const listPath = (path: string): string => path.replace(/\.\d+\./g, '.*.');

const byApiPath = new Map(proposalFields.filter((def) => def.api).map((def) => [listPath(def.api as string), def]));

/**
 * The stated format of the answer at a payload path ("insured.contact_no", "claim_risk.claims.*.cost"):
 * its label, whether it is required when shown, and its format. Undefined when no field sends it.
 */
export function answerFormat(apiPath: string): AnswerFormat | undefined {
  const def = byApiPath.get(listPath(apiPath));
  if (!def) return undefined;
  const when = def.optional ? 'optional' : 'required when the question is shown';
  return { description: `${def.label} (${when})`, ...formatOf(def) };
}

/**
 * `schema`, the answer at a payload path, with its format stated for the OpenAPI document and, for a
 * typed answer (phone, ABN, postcode, e-mail, amount, text), checked by the schema itself with the form's
 * words (`formatProblem`, checks.ts) — wherever it stands, shown or hidden question alike.
 */
export function withAnswerFormat<S extends z.ZodType>(apiPath: string, schema: S): S {
  const def = byApiPath.get(listPath(apiPath));
  const format = answerFormat(apiPath);
  if (!def || !format) return schema;
  const stated = schema.meta(format);
  if (!hasFormat(def)) return stated;
  return stated.superRefine((value, ctx) => {
    const problem = typeof value === 'string' && value.trim() !== '' ? formatProblem(def, value.trim()) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The rules across answers, which JSON Schema cannot state: the server checks them with the form's words. */
export const crossAnswerRules = [
  'Rules across answers, checked by the server with the proposal form’s messages (400 lists each field):',
  'a question is required only when it is shown — the answers before it decide (for example add_holder only with an additional policy holder, commenced_date only when work has commenced); send null for a hidden question: an answer sent anyway must still have its stated format;',
  'every shown question is required unless it says optional; a blank string counts as unanswered;',
  'proposed_start_date is today or later (Australia/Sydney); other dates are no later than yesterday; dates are real calendar days from 1900;',
  'the construction value must be more than $0; amounts have at most two decimals;',
  'with claims in the last three years, at least 2 claims are listed.',
].join(' ');
