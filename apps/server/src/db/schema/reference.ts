import { pgTable, text } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  state_code: text('state_code').primaryKey(),
  name: text('name').notNull(),
});
