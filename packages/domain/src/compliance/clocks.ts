import { addDaysIso, todayIso } from '../format/date';
import { complaintClockRules, complianceTimeZone, tmdDealingReportRule } from './rules';

const hourMs = 60 * 60 * 1000;

/** Milliseconds the zone's wall clock is ahead of UTC at that instant (Sydney: +10 h or +11 h in daylight time). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (instant.getTime() - instant.getMilliseconds());
}

/** The instant a calendar day (yyyy-mm-dd) starts in the zone. */
export function startOfDayIn(isoDate: string, timeZone = complianceTimeZone): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(y, m - 1, d);
  // Two passes: the offset at the first guess may differ from the offset at midnight (a DST change that day).
  let instant = wallMidnight - zoneOffsetMs(new Date(wallMidnight), timeZone);
  instant = wallMidnight - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export type ClockState = 'open' | 'overdue' | 'met' | 'late';

export interface Clock {
  /** The last moment the step is on time (exclusive): done before it is met. */
  dueAt: Date;
  doneAt: Date | null;
  state: ClockState;
}

function clock(dueAt: Date, doneAt: Date | null, now: Date): Clock {
  if (doneAt) return { dueAt, doneAt, state: doneAt.getTime() <= dueAt.getTime() ? 'met' : 'late' };
  return { dueAt, doneAt: null, state: now.getTime() > dueAt.getTime() ? 'overdue' : 'open' };
}

export interface ComplaintClockInput {
  receivedAt: Date;
  acknowledgedAt?: Date | null;
  finalResponseAt?: Date | null;
}

export interface ComplaintClocks {
  acknowledge: Clock;
  /** Due at the end of the 30th calendar day after the day of receipt, in Sydney. */
  finalResponse: Clock;
  /** True when a step still open is past its due time. */
  overdue: boolean;
}

/** RG 271's two clocks for one complaint, read at `now` (a clock the caller sets). */
export function complaintClocks(input: ComplaintClockInput, now: Date): ComplaintClocks {
  const acknowledgeDue = new Date(input.receivedAt.getTime() + complaintClockRules.acknowledgeWithinHours * hourMs);
  const receivedDay = todayIso(input.receivedAt, complianceTimeZone);
  const finalDue = startOfDayIn(
    addDaysIso(receivedDay, complaintClockRules.finalResponseWithinCalendarDays + 1),
    complianceTimeZone,
  );
  const acknowledge = clock(acknowledgeDue, input.acknowledgedAt ?? null, now);
  const finalResponse = clock(finalDue, input.finalResponseAt ?? null, now);
  return {
    acknowledge,
    finalResponse,
    overdue: acknowledge.state === 'overdue' || finalResponse.state === 'overdue',
  };
}

/** The earliest due time among the steps still open; null when both are done. */
function nextDue(clocks: ComplaintClocks): number | null {
  const open = [clocks.acknowledge, clocks.finalResponse].filter((c) => c.doneAt === null);
  return open.length === 0 ? null : Math.min(...open.map((c) => c.dueAt.getTime()));
}

/** Register order: overdue first, then open by the soonest due step, then those fully answered. */
export function byComplaintUrgency<T>(items: T[], clocksOf: (item: T) => ComplaintClocks): T[] {
  const rank = (item: T): [number, number] => {
    const c = clocksOf(item);
    const due = nextDue(c);
    if (c.overdue) return [0, due ?? 0];
    if (due !== null) return [1, due];
    return [2, 0];
  };
  return [...items].sort((a, b) => {
    const [ra, da] = rank(a);
    const [rb, db] = rank(b);
    return ra - rb || da - db;
  });
}

/** yyyy-mm-dd plus whole business days (Monday to Friday). */
export function addBusinessDaysIso(isoDate: string, businessDays: number): string {
  let day = isoDate;
  let left = businessDays;
  while (left > 0) {
    day = addDaysIso(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** The last day (Sydney calendar date) to report a dealing outside the TMD the broker became aware of at `awareAt`. */
export function tmdDealingReportDue(awareAt: Date): string {
  return addBusinessDaysIso(todayIso(awareAt, complianceTimeZone), tmdDealingReportRule.withinBusinessDays);
}
