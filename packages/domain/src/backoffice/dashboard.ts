import { addMonthsIso } from '../policy/period';
import { isIsoDate } from '../util/isoDate';

/** The dashboard's date range: calendar days in Sydney, both ends included. */
export const dashboardMaxRangeDays = 3 * 366;

/** The dashboard's range: two yyyy-mm-dd days. */
export interface DashboardRange {
  from: string;
  to: string;
}

/** What is wrong with a range, on the field to show it by. */
export interface DashboardRangeProblem {
  field: keyof DashboardRange;
  message: string;
}

/** The range's problem; undefined for a range the dashboard takes. */
export function dashboardRangeProblem(range: DashboardRange): DashboardRangeProblem | undefined {
  if (!isIsoDate(range.from)) return { field: 'from', message: 'From must be a date (yyyy-mm-dd).' };
  if (!isIsoDate(range.to)) return { field: 'to', message: 'To must be a date (yyyy-mm-dd).' };
  if (range.from > range.to) return { field: 'from', message: 'From must be on or before To.' };
  if ((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 >= dashboardMaxRangeDays)
    return { field: 'from', message: 'Choose a range of at most three years.' };
  return undefined;
}

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

export const noInsurerMessage =
  'No insurer is on the panel yet, so every proposal is referred. Add an insurer to start quoting.';
