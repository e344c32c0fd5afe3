import { z } from 'zod';
import { addMonthsIso } from '../policy/period';
import { isIsoDate } from '../util/isoDate';

/** The dashboard's date range: calendar days in Sydney, both ends included. */
export const dashboardMaxRangeDays = 3 * 366;

const isoDate = (label: string) => z.string().refine(isIsoDate, `${label} must be a date (yyyy-mm-dd).`);

export const dashboardRangeSchema = z
  .object({ from: isoDate('From'), to: isoDate('To') })
  .refine((range) => range.from <= range.to, { message: 'From must be on or before To.', path: ['from'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < dashboardMaxRangeDays, {
    message: 'Choose a range of at most three years.',
    path: ['from'],
  });
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

/** The range the dashboard opens on: the last twelve months, this month included. */
export function defaultDashboardRange(today: string): DashboardRange {
  return { from: `${addMonthsIso(today, -11).slice(0, 7)}-01`, to: today };
}

/** How long a referral has been waiting, in the buckets the dashboard shows. */
export const referralAgeBuckets = [
  { id: 'under_1_day', label: 'Under 1 day', minDays: 0 },
  { id: 'days_1_to_3', label: '1–3 days', minDays: 1 },
  { id: 'days_3_to_7', label: '3–7 days', minDays: 3 },
  { id: 'over_7_days', label: 'Over 7 days', minDays: 7 },
] as const;
export type ReferralAgeBucket = (typeof referralAgeBuckets)[number]['id'];

export const noInsurerMessage = 'No insurer is on the panel yet, so every proposal is referred. Add an insurer to start quoting.';
