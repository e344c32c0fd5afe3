import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money as numeric(12,2): drizzle reads numeric back as a decimal string, never a float. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Percentages such as insurer commission: 0.00–100.00, read back as a string. */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
