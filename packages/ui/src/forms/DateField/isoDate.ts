import { parseDate, type CalendarDate } from '@internationalized/date';

/** "2025-03-01" → a CalendarDate; null for "" or anything that is not a real yyyy-mm-dd date. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    // parseDate clamps ("2025-02-31" → 28th); a clamped date is not what was given.
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}
