import { z } from 'zod';
import { dataResponse, errors, nullableTimestamp } from './envelopes';
import { defineEndpoint } from './endpoint';
import { decimalAmount, isoDate } from './records';

/** The back office's figures over a date range (computed in SQL). */
export const dashboard = z.object({
  range: z.object({ from: isoDate, to: isoDate }),
  /** Live insurers on the panel: 0 means every proposal is referred. */
  panel: z.object({ insurers: z.number().int() }),
  quotes: z.object({
    total: z.number().int(),
    by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
  }),
  /** Of the quotes offered a price (quoted, payment due, paid), how many were paid; rate in percent. */
  conversion: z.object({ priced: z.number().int(), paid: z.number().int(), rate: z.string().nullable() }),
  /** Every month of the range, yyyy-mm, with the premium of the policies paid in it. */
  premium_by_month: z.array(z.object({ month: z.string(), policies: z.number().int(), premium: decimalAmount })),
  premium_total: decimalAmount,
  /** Referred quotes waiting now, by age. */
  referrals: z.object({
    total: z.number().int(),
    oldest_created_at: nullableTimestamp,
    by_age: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  }),
  latest_policies: z.array(
    z.object({
      id: z.number().int(),
      num: z.string().nullable(),
      full_name: z.string(),
      total_amount: decimalAmount.nullable(),
      paid_at: nullableTimestamp,
      status: z.string(),
    }),
  ),
  latest_payments: z.array(
    z.object({
      id: z.number().int(),
      quote_ref: z.string(),
      full_name: z.string(),
      total_amount: decimalAmount,
      status: z.string(),
      created_at: nullableTimestamp,
    }),
  ),
});
export type Dashboard = z.output<typeof dashboard>;

/** yyyy-mm-dd each; the server checks the range (default: the last twelve months). */
export const dashboardQuery = z.object({ from: z.string().optional(), to: z.string().optional() });

export const dashboardApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/dashboard',
    summary: "The back office's figures over a date range",
    tags: ['dashboard'],
    auth: 'staff',
    query: dashboardQuery,
    responses: { 200: dataResponse(dashboard), ...errors(400, 401, 403) },
  }),
};
