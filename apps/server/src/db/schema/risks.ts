import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { quotes } from './quotes';

export const claimRisks = pgTable(
  'claim_risks',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    is_claimed_in_last_three_year: boolean('is_claimed_in_last_three_year'),
    clt_insurer: text('clt_insurer'),
    clt_claimed_date: date('clt_claimed_date', { mode: 'string' }),
    clt_total_claims: money('clt_total_claims'),
    clt_claimed_address: text('clt_claimed_address'),
    clt_claimed_for: text('clt_claimed_for'),
    is_claimed_over_ten_thousand: boolean('is_claimed_over_ten_thousand'),
    clf_insurer: text('clf_insurer'),
    clf_claimed_date: date('clf_claimed_date', { mode: 'string' }),
    clf_total_claims: money('clf_total_claims'),
    clf_claimed_address: text('clf_claimed_address'),
    clf_claimed_for: text('clf_claimed_for'),
    is_claimed_rejected: boolean('is_claimed_rejected'),
    clr_insurer: text('clr_insurer'),
    clr_occurred_date: date('clr_occurred_date', { mode: 'string' }),
    clr_rejected_for: text('clr_rejected_for'),
    clr_insurance_type: text('clr_insurance_type'),
    is_suffered_loss: boolean('is_suffered_loss'),
    suffered_loss_details: text('suffered_loss_details'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('claim_risks_quote_id').on(t.quote_id)],
);

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    claim_risk_id: integer('claim_risk_id')
      .notNull()
      .references(() => claimRisks.id, { onDelete: 'cascade' }),
    insurer: text('insurer'),
    claim_date: date('claim_date', { mode: 'string' }),
    cost: money('cost'),
    claimed_for: text('claimed_for'),
    address: text('address'),
    created_at: createdAt(),
  },
  (t) => [index('claims_claim_risk_id').on(t.claim_risk_id)],
);

export const propertyHolderRisks = pgTable(
  'property_holder_risks',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    is_declared_bankrupt: boolean('is_declared_bankrupt'),
    bankrupt_occurred: date('bankrupt_occurred', { mode: 'string' }),
    arrangement_period: text('arrangement_period'),
    arrangement_ended: date('arrangement_ended', { mode: 'string' }),
    is_discharged_from_bankruptcy: boolean('is_discharged_from_bankruptcy'),
    is_convicted_criminal: boolean('is_convicted_criminal'),
    when_occurred: date('when_occurred', { mode: 'string' }),
    criminal_offense: text('criminal_offense'),
    offense_outcome: text('offense_outcome'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('property_holder_risks_quote_id').on(t.quote_id)],
);

/** Project risks; the *_plans / *_report columns hold file keys of the uploaded documents. */
export const propertyRisks = pgTable(
  'property_risks',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    is_excavation_deeper_than_five_meter: boolean('is_excavation_deeper_than_five_meter'),
    is_work_involve_piling: boolean('is_work_involve_piling'),
    piling_plans: text('piling_plans'),
    is_risk_of_water_flood: boolean('is_risk_of_water_flood'),
    water_flood_plans: text('water_flood_plans'),
    demolition_above_ten_meters: boolean('demolition_above_ten_meters'),
    involves_asbestos: boolean('involves_asbestos'),
    confirmed_asbestos_contractor: boolean('confirmed_asbestos_contractor'),
    amount_of_asbestos_in: text('amount_of_asbestos_in'),
    desc_asbestos_location: text('desc_asbestos_location'),
    work_involves_heritage_building: boolean('work_involves_heritage_building'),
    heritage_plans: text('heritage_plans'),
    heritage_report: text('heritage_report'),
    heritage_eng_plans: text('heritage_eng_plans'),
    property_relocating: boolean('property_relocating'),
    experimental_methods: boolean('experimental_methods'),
    experimental_plans: text('experimental_plans'),
    involves_bales: boolean('involves_bales'),
    bales_plans: text('bales_plans'),
    is_multi_stories: boolean('is_multi_stories'),
    stories_plans: text('stories_plans'),
    stories_eng_plans: text('stories_eng_plans'),
    stories_report: text('stories_report'),
    work_outside_mn_tas: boolean('work_outside_mn_tas'),
    swimming_pool_contracts: boolean('swimming_pool_contracts'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('property_risks_quote_id').on(t.quote_id)],
);
