/** One event of a Chrome DevTools timeline trace (`Tracing.start` with the devtools.timeline categories). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { type?: string };
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    src_func?: string;
  };
}

interface Span {
  name: string;
  start: number;
  end: number;
  event: TraceEvent;
}

/** What the main thread did between one key's keydown and the next key's, summed over the keys. */
export interface KeyCosts {
  keys: number;
  /**
   * Milliseconds per key by event name (overlapping events of one name counted once); EventDispatch also
   * by event type, and the main thread's tasks by what posted them (`task FormControlDidChange` is autofill's).
   */
  perKey: Map<string, number>;
  /** Style recalculations per key, and the elements they recalculated. */
  styleRecalcs: number;
  styleElements: number;
  layouts: number;
  layoutDirtyObjects: number;
  layoutTotalObjects: number;
  /** Median milliseconds from keydown to the end of the first Paint after it. */
  keyToPaintMedian: number;
}

const measured = [
  'RunTask',
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MajorGC',
  'MinorGC',
];

/** Complete (`X`) events as they are and `B`/`E` pairs joined, on the thread that dispatched the keys. */
function spansOf(events: readonly TraceEvent[], pid: number, tid: number): Span[] {
  const spans: Span[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of [...events].filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X') spans.push({ name: event.name, start: event.ts, end: event.ts + (event.dur ?? 0), event });
    else if (event.ph === 'B') open.set(event.name, [...(open.get(event.name) ?? []), event]);
    else if (event.ph === 'E') {
      const begun = open.get(event.name)?.pop();
      if (begun) spans.push({ name: begun.name, start: begun.ts, end: event.ts, event: begun });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** What posted a main-thread task, by the Chromium function that posted it; the three that matter for a key named. */
const taskSources: Record<string, string> = {
  PostTaskToMainThread: 'input events',
  ScheduledActionSendBeginMainFrame: 'frame',
  FormControlDidChange: 'autofill',
};
const taskSource = (task: Span): string => {
  const posted = task.event.args?.src_func ?? '?';
  return taskSources[posted] ?? 'other';
};

/** Length of the union of the spans (nested or overlapping ones counted once), in microseconds. */
function unionLength(spans: readonly Span[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const span of spans) {
    const from = Math.max(span.start, reach);
    if (span.end > from) total += span.end - from;
    reach = Math.max(reach, span.end);
  }
  return total;
}

/**
 * Sums a trace of typing per key: the time from one keydown's dispatch to the next is that key's,
 * the last key's ending `tailMs` after its keydown. The main thread is the one that dispatched the keydowns.
 */
export function summariseTrace(events: readonly TraceEvent[], tailMs = 120): KeyCosts {
  const keydowns = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  const first = keydowns[0];
  if (!first) throw new Error('no keydown in the trace');
  const spans = spansOf(events, first.pid, first.tid);
  const bounds = keydowns.map((k, i) => [k.ts, keydowns[i + 1]?.ts ?? k.ts + tailMs * 1000] as const);
  const totals = new Map<string, number>();
  const add = (name: string, micros: number): void => void totals.set(name, (totals.get(name) ?? 0) + micros);
  const costs: KeyCosts = {
    keys: keydowns.length,
    perKey: totals,
    styleRecalcs: 0,
    styleElements: 0,
    layouts: 0,
    layoutDirtyObjects: 0,
    layoutTotalObjects: 0,
    keyToPaintMedian: 0,
  };
  const toPaint: number[] = [];
  for (const [from, to] of bounds) {
    const inKey = spans.filter((s) => s.start >= from && s.start < to);
    for (const name of measured) add(name, unionLength(inKey.filter((s) => s.name === name)));
    const dispatches = inKey.filter((s) => s.name === 'EventDispatch');
    for (const type of new Set(dispatches.map((s) => s.event.args?.data?.type ?? '?')))
      add(`EventDispatch ${type}`, unionLength(dispatches.filter((s) => s.event.args?.data?.type === type)));
    const tasks = inKey.filter((s) => s.name === 'ThreadControllerImpl::RunTask');
    for (const source of new Set(tasks.map(taskSource)))
      add(`task: ${source}`, unionLength(tasks.filter((s) => taskSource(s) === source)));
    for (const recalc of inKey.filter((s) => s.name === 'UpdateLayoutTree')) {
      costs.styleRecalcs += 1;
      costs.styleElements += recalc.event.args?.elementCount ?? 0;
    }
    for (const layout of inKey.filter((s) => s.name === 'Layout')) {
      costs.layouts += 1;
      costs.layoutDirtyObjects += layout.event.args?.beginData?.dirtyObjects ?? 0;
      costs.layoutTotalObjects += layout.event.args?.beginData?.totalObjects ?? 0;
    }
    const paint = inKey.find((s) => s.name === 'Paint');
    if (paint) toPaint.push((paint.end - from) / 1000);
  }
  for (const [name, micros] of totals) totals.set(name, micros / 1000 / keydowns.length);
  toPaint.sort((a, b) => a - b);
  costs.keyToPaintMedian = toPaint[Math.floor(toPaint.length / 2)] ?? Number.NaN;
  return costs;
}

/** The summaries side by side, one line per event: per key in each, as text. */
export function formatKeyCosts(columns: readonly [string, KeyCosts][]): string {
  const names = [...new Set(columns.flatMap(([, c]) => [...c.perKey.keys()]))].filter((name) =>
    columns.some(([, c]) => (c.perKey.get(name) ?? 0) >= 0.05),
  );
  const width = Math.max(12, ...columns.map(([label]) => label.length + 2));
  const cell = (value: number): string => value.toFixed(2).padStart(width);
  const per = (c: KeyCosts, value: number): number => value / c.keys;
  return [
    `${'ms per key'.padEnd(40)}${columns.map(([label]) => label.padStart(width)).join('')}`,
    ...names.map((name) => `${name.padEnd(40)}${columns.map(([, c]) => cell(c.perKey.get(name) ?? 0)).join('')}`),
    `${'style recalcs per key'.padEnd(40)}${columns.map(([, c]) => cell(per(c, c.styleRecalcs))).join('')}`,
    `${'elements recalculated per key'.padEnd(40)}${columns.map(([, c]) => cell(per(c, c.styleElements))).join('')}`,
    `${'layouts per key'.padEnd(40)}${columns.map(([, c]) => cell(per(c, c.layouts))).join('')}`,
    `${'layout dirty objects per key'.padEnd(40)}${columns.map(([, c]) => cell(per(c, c.layoutDirtyObjects))).join('')}`,
    `${'layout total objects per key'.padEnd(40)}${columns.map(([, c]) => cell(per(c, c.layoutTotalObjects))).join('')}`,
    `${'keydown → Paint end, median'.padEnd(40)}${columns.map(([, c]) => cell(c.keyToPaintMedian)).join('')}`,
    `keys traced: ${columns.map(([label, c]) => `${label} ${c.keys}`).join(', ')}`,
  ].join('\n');
}
