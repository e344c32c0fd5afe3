import { z } from 'zod';
import { withAnswerFormat } from './answerFormats';

/*
 * The POST /api/v1/quotes/get payload (public-site §3), section by section. These shapes say
 * what each field holds: yes/no answers as booleans, money as decimal strings ("450000.00"),
 * dates as yyyy-mm-dd, file uploads as stored file keys, and null for every field the form
 * did not show. Each answer states and checks its format (`stated`, from the field table); the
 * rules across answers run in `createQuoteRequestSchema`.
 */

const text = () => z.string().nullable().default(null);
const flag = () => z.boolean().nullable().default(null);

/** The shape with each answer's label and format from the field table, formats checked (answerFormats.ts). */
function stated<S extends Record<string, z.ZodType>>(prefix: string, shape: S): S {
  // Object.fromEntries loses the keys' own types; each value keeps its schema's type (withAnswerFormat returns its argument's type).
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, withAnswerFormat(`${prefix}.${key}`, schema)]),
  ) as S;
}

const holderShape = (prefix: string) =>
  stated(prefix, {
    name: text(),
    initial: text(),
    first_name: text(),
    last_name: text(),
    contact_no: text(),
    email: text(),
    wb_code: text(),
    abn: text(),
  });

export const holderPayloadSchema = z.object(holderShape('insured'));
/** The additional policy holder: the same fields, with the form's messages for them. */
export const additionalHolderPayloadSchema = z.object(holderShape('insured.add_holder'));

/**
 * `{}`. A value under any key fails at once (zod's union then reports the other branch's field
 * messages, where an empty strict object would leave only "Invalid input").
 */
export const emptyObject = z.record(z.string(), z.never());

export const insuredPayloadSchema = holderPayloadSchema.extend({
  /** null (or an empty object, read as null) when there is no additional holder. */
  add_holder: z
    .union([emptyObject.transform(() => null), additionalHolderPayloadSchema])
    .nullable()
    .default(null),
});

export const addressPayloadSchema = z.object(
  stated('property.address', {
    street: text(),
    suburb: text(),
    state: text(),
    country: z.string().default('AU'),
    postcode: text(),
  }),
);

/** Property project fields (back-office §3), without the address. */
export const projectPayloadSchema = z.object(
  stated('property', {
    valuation: text(),
    is_victorian_project: flag(),
    is_property_signed_and_owned: flag(),
    will_photographic_survey_conducted: flag(),
    /** yyyy-mm-dd; 1900-01-01 when there is no proposed start date (work has started). */
    proposed_start_date: z.string().default('1900-01-01'),
    is_project_work_commenced: flag(),
    is_commenced_year_ago: flag(),
    commenced_date: text(),
    completed_works: text(),
    completed_work_value: text(),
    is_claims_or_reported_losses: flag(),
    claims_or_reported_losses: text(),
    insure_existing_structure: flag(),
    exs_replacement_value: text(),
    is_non_combustible_material_used: flag(),
    mat_used_in_structure: text(),
    is_structurally_unsound: flag(),
    is_mortgage_on_property: flag(),
    mortgagor: text(),
    mortgagor_other: text(),
  }),
);

export const propertyPayloadSchema = projectPayloadSchema.extend({
  address: addressPayloadSchema,
});

export const claimPayloadSchema = z.object(
  stated('claim_risk.claims.*', {
    insurer: text(),
    claim_date: text(),
    claimed_for: text(),
    address: text(),
    cost: text(),
  }),
);

export const claimRiskPayloadSchema = z.object(
  stated('claim_risk', {
    is_claimed_in_last_three_year: flag(),
    clt_insurer: text(),
    clt_claimed_date: text(),
    /** Total cost of the listed claims when there are any (the list itself is `claims`). */
    clt_total_claims: text(),
    clt_claimed_address: text(),
    clt_claimed_for: text(),
    is_claimed_over_ten_thousand: flag(),
    clf_insurer: text(),
    clf_claimed_date: text(),
    clf_total_claims: text(),
    clf_claimed_address: text(),
    clf_claimed_for: text(),
    is_claimed_rejected: flag(),
    clr_insurer: text(),
    clr_occurred_date: text(),
    clr_rejected_for: text(),
    clr_insurance_type: text(),
    is_suffered_loss: flag(),
    suffered_loss_details: text(),
    claims: z.array(claimPayloadSchema).default([]),
  }),
);

export const propertyHolderRiskPayloadSchema = z.object(
  stated('property_holder_risk', {
    is_declared_bankrupt: flag(),
    bankrupt_occurred: text(),
    arrangement_period: text(),
    arrangement_ended: text(),
    is_discharged_from_bankruptcy: flag(),
    is_convicted_criminal: flag(),
    when_occurred: text(),
    criminal_offense: text(),
    offense_outcome: text(),
  }),
);

export const propertyRiskPayloadSchema = z.object(
  stated('property_risk', {
    is_excavation_deeper_than_five_meter: flag(),
    is_work_involve_piling: flag(),
    piling_plans: text(),
    is_risk_of_water_flood: flag(),
    water_flood_plans: text(),
    demolition_above_ten_meters: flag(),
    involves_asbestos: flag(),
    confirmed_asbestos_contractor: flag(),
    amount_of_asbestos_in: text(),
    desc_asbestos_location: text(),
    work_involves_heritage_building: flag(),
    heritage_plans: text(),
    heritage_report: text(),
    heritage_eng_plans: text(),
    property_relocating: flag(),
    experimental_methods: flag(),
    experimental_plans: text(),
    involves_bales: flag(),
    bales_plans: text(),
    is_multi_stories: flag(),
    stories_plans: text(),
    stories_eng_plans: text(),
    stories_report: text(),
    work_outside_mn_tas: flag(),
    swimming_pool_contracts: flag(),
  }),
);

export const coverPayloadSchema = z.object(
  stated('covers.*', {
    /** Public liability limit in whole dollars as text ("5000000"). */
    cover: text(),
    construction_type: text(),
    construction_type_other: text(),
  }),
);

export const quoteMetaSchema = z.object({
  uid: z.string({ error: 'A quote id (uid) is required.' }).min(1, 'A quote id (uid) is required.'),
});

/** The payload's shape (no business rules): what `toQuoteRequest` produces. */
export const quoteRequestShape = z.object({
  insured: insuredPayloadSchema,
  property: propertyPayloadSchema,
  claim_risk: claimRiskPayloadSchema,
  property_holder_risk: propertyHolderRiskPayloadSchema,
  property_risk: propertyRiskPayloadSchema,
  covers: z.array(coverPayloadSchema).default([]),
  meta: quoteMetaSchema,
});

export type HolderPayload = z.output<typeof holderPayloadSchema>;
export type InsuredPayload = z.output<typeof insuredPayloadSchema>;
export type AddressPayload = z.output<typeof addressPayloadSchema>;
export type ProjectPayload = z.output<typeof projectPayloadSchema>;
export type PropertyPayload = z.output<typeof propertyPayloadSchema>;
export type ClaimPayload = z.output<typeof claimPayloadSchema>;
export type ClaimRiskPayload = z.output<typeof claimRiskPayloadSchema>;
export type PropertyHolderRiskPayload = z.output<typeof propertyHolderRiskPayloadSchema>;
export type PropertyRiskPayload = z.output<typeof propertyRiskPayloadSchema>;
export type CoverPayload = z.output<typeof coverPayloadSchema>;
/** The quote request as the server has it after parsing. */
export type QuoteRequest = z.output<typeof quoteRequestShape>;
/** What a client may send (defaults fill the rest). */
export type QuoteRequestInput = z.input<typeof quoteRequestShape>;
