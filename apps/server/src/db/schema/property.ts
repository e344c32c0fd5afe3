import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { quotes } from './quotes';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    street: text('street'),
    suburb: text('suburb'),
    state: text('state'),
    postcode: text('postcode'),
    country: text('country').notNull().default('AU'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('addresses_state').on(t.state)],
);

/** The construction project: one per quote. */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    address_id: integer('address_id').references(() => addresses.id),
    valuation: money('valuation'),
    is_victorian_project: boolean('is_victorian_project'),
    is_property_signed_and_owned: boolean('is_property_signed_and_owned'),
    will_photographic_survey_conducted: boolean('will_photographic_survey_conducted'),
    proposed_start_date: date('proposed_start_date', { mode: 'string' }),
    is_project_work_commenced: boolean('is_project_work_commenced'),
    is_commenced_year_ago: boolean('is_commenced_year_ago'),
    commenced_date: date('commenced_date', { mode: 'string' }),
    completed_works: text('completed_works'),
    completed_work_value: money('completed_work_value'),
    is_claims_or_reported_losses: boolean('is_claims_or_reported_losses'),
    claims_or_reported_losses: text('claims_or_reported_losses'),
    insure_existing_structure: boolean('insure_existing_structure'),
    exs_replacement_value: money('exs_replacement_value'),
    is_non_combustible_material_used: boolean('is_non_combustible_material_used'),
    mat_used_in_structure: text('mat_used_in_structure'),
    is_structurally_unsound: boolean('is_structurally_unsound'),
    is_mortgage_on_property: boolean('is_mortgage_on_property'),
    mortgagor: text('mortgagor'),
    mortgagor_other: text('mortgagor_other'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('properties_quote_id').on(t.quote_id)],
);

/** Public liability cover and construction type chosen for the quote. */
export const covers = pgTable(
  'covers',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    cover: text('cover'),
    construction_type: text('construction_type'),
    construction_type_other: text('construction_type_other'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('covers_quote_id').on(t.quote_id)],
);
