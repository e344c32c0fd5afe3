import { z } from 'zod';
import { stateCodes } from '../reference/states';

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

/** A percentage 0–100 with up to 2 decimals, from a number or text; out as a decimal string ("12.5"). */
const percentage = (label: string, rangeMessage: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((v) => String(v).trim())
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: `${label} is required` });
      else if (!/^-?\d+(\.\d+)?$/.test(v)) ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      else if (Number(v) < 0 || Number(v) > 100) ctx.addIssue({ code: 'custom', message: rangeMessage });
      else if (!/^\d+(\.\d{1,2})?$/.test(v)) ctx.addIssue({ code: 'custom', message: `${label} can have at most 2 decimals` });
    });

/** Insurer create / update fields (the modal's form), validated the same in the browser and the API. */
export const insurerSchema = z.object({
  name: required('Name'),
  email: required('Email', 254).pipe(z.email(insurerMessages.emailInvalid)),
  contact_no: required('Contact number', 30).refine((v) => /^\+?\d{10,15}$/.test(v.replace(/\s+/g, '')), insurerMessages.contactInvalid),
  street: required('Street'),
  suburb: required('Suburb', 100),
  postcode: required('Postcode', 10).refine((v) => /^\d{4}$/.test(v), insurerMessages.postcode),
  state: z.enum(stateCodes, { error: 'State is required' }),
  country: required('Country', 100).default('AU'),
  abn: required('ABN', 20)
    .refine((v) => /^[\d ]+$/.test(v), insurerMessages.abnDigits)
    .refine((v) => !/^[\d ]+$/.test(v) || v.replace(/ /g, '').length === 11, insurerMessages.abnLength),
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
