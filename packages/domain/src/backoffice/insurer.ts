import { z } from 'zod';
import { stateCodes } from '../reference/states';
import { emailAddress } from '../util/email';

/** Insurer modal messages (back-office §5). */
export const insurerMessages = {
  emailInvalid: 'Invalid email format',
  contactInvalid: 'Invalid contact number (10-15 digits)',
  abnDigits: 'ABN can only contain digits',
  abnLength: 'ABN must contain exactly 11 digits',
  postcode: 'Postcode must be 4 digits',
  commissionRange: 'Commission must be between 0 and 100',
  associateCommissionRange: 'Associate Commission must be between 0 and 100',
} as const;

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** A check that runs only while the value has no issue yet (unlike `abort`, a union still reports it). */
const unlessFailed = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A percentage 0–100 with up to 2 decimals, from a number or text; out as a decimal string ("12.5"). */
const percentage = (label: string, rangeMessage: string) => {
  const decimals = `${label} can have at most 2 decimals`;
  // In the order a person fixes them, one message at a time: given, a number, 0 to 100, two decimals.
  const text = z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(/^-?\d+(\.\d+)?$/, { error: `${label} must be a number`, ...unlessFailed })
    .regex(/^0*(\d{1,2}(\.\d+)?|100(\.0+)?)$/, { error: rangeMessage, ...unlessFailed })
    .regex(/^\d+(\.\d{1,2})?$/, { error: decimals, ...unlessFailed });
  const number = z
    .number()
    .min(0, rangeMessage)
    .max(100, rangeMessage)
    .multipleOf(0.01, { error: decimals, ...unlessFailed });
  return z.union([text, number], { error: `${label} is required` }).transform((v) => String(v).trim());
};

/** Insurer create / update fields (the modal's form), validated the same in the browser and the API. */
export const insurerSchema = z.object({
  name: required('Name'),
  email: emailAddress({
    required: 'Email is required',
    invalid: insurerMessages.emailInvalid,
    tooLong: 'Email is too long',
  }),
  // 10-15 digits, spaces between them allowed, an optional leading +.
  contact_no: required('Contact number', 30).regex(/^\+?(\s*\d){10,15}$/, insurerMessages.contactInvalid),
  street: required('Street'),
  suburb: required('Suburb', 100),
  postcode: required('Postcode', 10).regex(/^\d{4}$/, insurerMessages.postcode),
  state: z.enum(stateCodes, { error: 'State is required' }),
  country: required('Country', 100).default('AU'),
  abn: required('ABN', 20)
    .regex(/^[\d ]+$/, { error: insurerMessages.abnDigits, abort: true })
    .regex(/^\d( *\d){10}$/, insurerMessages.abnLength),
  afsl: required('AFSL', 50),
  underwriter: required('Underwriter'),
  uid: required('UID', 50),
  fsg_version: required('FSG version', 50),
  pds_version: required('PDS version', 50),
  privacy_version: required('Privacy version', 50),
  advice_type: required('Advice type'),
  advice_given: required('Advice given'),
  commission: percentage('Commission', insurerMessages.commissionRange),
  associate_commission: percentage('Associate Commission', insurerMessages.associateCommissionRange),
});

export type InsurerInput = z.input<typeof insurerSchema>;
export type InsurerFields = z.output<typeof insurerSchema>;

const countOf = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * What deleting an insurer will do, said before Confirm: one that quotes or policies name leaves the
 * panel and they keep it (an archive, not an erasure); one nothing names is deleted with its documents.
 */
export function insurerDeleteConsequence(name: string, holds: { quotes: number; policies: number }): string {
  if (holds.quotes + holds.policies === 0)
    return `No quote or policy names ${name}: it will be deleted, with its PDS and FSG documents.`;
  return `${name} will leave the panel: no new quote can choose it. ${countOf(holds.quotes, 'quote', 'quotes')} and ${countOf(holds.policies, 'policy', 'policies')} keep it as their insurer, with their documents and history.`;
}
