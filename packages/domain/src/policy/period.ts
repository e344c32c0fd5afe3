import { noStartDate } from '../mapping/convert';
import type { QuoteRequest } from '../proposal/payload';

/** Months of cover a new owner-builder policy runs for (the construction period it is written for). */
export const policyTermMonths = 12;

export interface PolicyPeriod {
  /** yyyy-mm-dd */
  inception_date: string;
  /** yyyy-mm-dd: the same day `policyTermMonths` later (28 February when the day does not exist). */
  end_date: string;
}

/** yyyy-mm-dd plus whole months; a day past the month's end falls back to its last day. */
export function addMonthsIso(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/**
 * When a quoted proposal's cover starts and ends: from the proposed start date when the work has
 * not started (never before today), otherwise from today.
 */
export function policyPeriodFor(payload: QuoteRequest, today: string): PolicyPeriod {
  const proposed = payload.property.proposed_start_date;
  const start =
    payload.property.is_project_work_commenced !== true && proposed && proposed !== noStartDate && proposed > today
      ? proposed
      : today;
  return { inception_date: start, end_date: addMonthsIso(start, policyTermMonths) };
}
