const pad = (n: number): string => String(n).padStart(2, '0');

/** Formatters by time zone: building one costs far more than using it (profiled in quote submission). */
const calendarFormatters = new Map<string, Intl.DateTimeFormat>();
const calendarFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = calendarFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendarFormatters.set(timeZone, formatter);
  }
  return formatter;
};
// Built on first use, not when this module loads: building it (the time zone's data) took about 290 ms
// of the customer form's first-load script at 4x CPU, for a format that page never shows (bench/README.md, Web).
let sydneyDateTime: Intl.DateTimeFormat | undefined;
const sydneyDateTimeFormat = (): Intl.DateTimeFormat =>
  (sydneyDateTime ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }));

/**
 * dd/mm/yyyy, or dd/mm/yyyy hh:mm with `withTime`; '-' when empty or not a date. A plain
 * "yyyy-mm-dd" is a calendar date and is shown as written (no time-zone shift); a timestamp is
 * shown in Australian Eastern time, where the broker works (`withZone` names it: AEST or AEDT).
 */
export function formatDate(
  value: string | Date | null | undefined,
  options: { withTime?: boolean; withZone?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') {
    const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const parts = Object.fromEntries(
    sydneyDateTimeFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  if (!options.withTime) return day;
  // With `withZone`, the zone the time is in (AEST or AEDT), for a customer who may be elsewhere.
  return options.withZone
    ? `${day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`
    : `${day} ${parts.hour}:${parts.minute}`;
}

/** Today's calendar date as yyyy-mm-dd in the given time zone (Australia/Sydney by default). */
export function todayIso(now: Date = new Date(), timeZone = 'Australia/Sydney'): string {
  const parts = Object.fromEntries(
    calendarFormatter(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Adds whole days to a yyyy-mm-dd date. */
export function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
