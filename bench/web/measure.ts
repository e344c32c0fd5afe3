import type { Browser, Locator, Page } from 'playwright-core';

/** What one cold load of a page fetched and when it painted. */
export interface LoadMeasure {
  /** JavaScript and CSS bytes as they came over the wire (the encoding the server chose), and decoded. */
  jsTransfer: number;
  jsDecoded: number;
  cssTransfer: number;
  /** Every request of the load, the document included. */
  requests: number;
  /** Same-origin script URLs, for measuring their gzip copies. */
  scriptUrls: string[];
  lcp: number;
}

/** Everything before the page's own URL: a login for the back-office list, nothing elsewhere. */
export type Prepare = (page: Page) => Promise<void>;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Opens `url` and waits until it has settled: painted, its app's script added, then no request for
 * 500 ms. A prerendered page asks for its scripts only once it has painted (packages/ui/src/hydration/loadAfterFirstPaint.ts),
 * which at 4x CPU can be after Playwright's own network idle (500 ms without a request from the HTML on).
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  let inflight = 0;
  let lastActivity = Date.now();
  const started = (): void => {
    inflight += 1;
    lastActivity = Date.now();
  };
  const ended = (): void => {
    inflight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Painted, and an app page's module script added (the static page and a page's script-free copy have no script).
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        (document.querySelector('script[type="module"][src]') !== null || document.scripts.length === 0),
    );
    const giveUp = Date.now() + 30_000;
    while ((inflight > 0 || Date.now() - lastActivity < 500) && Date.now() < giveUp) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Loads `url` in a fresh context with an empty cache and the CPU slowed `cpuSlowdown` times (Chrome
 * DevTools' CPU throttling), waits until it has settled (openSettled), and reads the page's own performance
 * entries: resource sizes and the last largest-contentful-paint candidate.
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  prepare?: Prepare,
): Promise<LoadMeasure> {
  const context = await browser.newContext({
    baseURL: new URL(url).origin,
    viewport: { width: 412, height: 823 },
    locale: 'en-AU',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (prepare) {
      await prepare(page);
      await cdp.send('Network.clearBrowserCache');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await openSettled(page, url);
    const measured = await page.evaluate(
      () =>
        new Promise<Omit<LoadMeasure, 'scriptUrls'> & { scripts: string[] }>((resolve) => {
          // LCP entries are only handed to an observer; `buffered` replays those of the load.
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const js = resources.filter((r) => /\.m?js(\?|$)/.test(r.name));
            const css = resources.filter((r) => /\.css(\?|$)/.test(r.name));
            resolve({
              jsTransfer: js.reduce((sum, r) => sum + r.encodedBodySize, 0),
              jsDecoded: js.reduce((sum, r) => sum + r.decodedBodySize, 0),
              cssTransfer: css.reduce((sum, r) => sum + r.encodedBodySize, 0),
              requests: resources.length + 1,
              scripts: js.map((r) => r.name).filter((name) => name.startsWith(location.origin)),
              lcp: entries.at(-1)?.startTime ?? Number.NaN,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { scripts, ...rest } = measured;
    return { ...rest, scriptUrls: scripts };
  } finally {
    await context.close();
  }
}

/** Bytes of the gzip copies of these scripts as the server sends them to a browser that takes only gzip. */
export async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes the body; the wire size is the Content-Length of the encoded answer.
    const length = Number(response.headers.get('content-length'));
    const encoding = response.headers.get('content-encoding');
    const body = await response.arrayBuffer();
    total += encoding === 'gzip' && length > 0 ? length : body.byteLength;
  }
  return total;
}

/** What the benchmark types, into each of these fields in turn: the three the form and the static page share. */
export const typedText = 'Alexandra Fitzgerald-Nguyen builds';
export const typedFields = (page: Page): Locator[] => [
  page.getByRole('textbox', { name: 'First name' }).first(),
  page.getByRole('textbox', { name: 'Surname' }).first(),
  page.getByRole('textbox', { name: /^Email/ }).first(),
];

/**
 * Key → next paint while typing `text` into each of `fields` of an already loaded page, one after
 * the other as a customer fills them in (a click into each, the blur of the one before included):
 * for each key, from the keydown event's timestamp to the first task after the next animation frame
 * (the frame that paints the key's effect), with the CPU slowed `cpuSlowdown` times while typing.
 * Returns one value per key. Three fields of 34 keys give the p95 a hundred samples: over one field's
 * 34 it was the second-slowest key, a single stray pause.
 */
export async function keyToPaint(fields: readonly Locator[], text: string, cpuSlowdown: number): Promise<number[]> {
  const page = fields[0]!.page();
  await page.evaluate(() => {
    const delays: number[] = [];
    (window as unknown as { keyToPaint: number[] }).keyToPaint = delays;
    document.addEventListener(
      'keydown',
      (event) => {
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => delays.push(performance.now() - event.timeStamp);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  const cdp = await page.context().newCDPSession(page);
  for (const field of fields) {
    await field.click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // A steady typist: one key every 120 ms leaves each key its own frames.
    await page.keyboard.type(text, { delay: 120 });
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return page.evaluate(() => (window as unknown as { keyToPaint: number[] }).keyToPaint);
}

/**
 * Runs every measure once a round, `rounds` times: in the given order in even rounds and in reverse in
 * odd ones, so the static page (first in the list) is measured right before the page beside it in one
 * round and right after it in the next, and a slow minute of a shared machine lands on both sides of a
 * round's ratio. Returns each round's values, by measure.
 */
export async function interleavedRounds<T>(
  rounds: number,
  measures: readonly (readonly [string, () => Promise<T>])[],
  onRound?: (round: number) => void,
): Promise<Map<string, T>[]> {
  const sampled = await sampledRounds(rounds, measures, { times: 1, only: [] }, onRound);
  return sampled.map((round) => new Map([...round].map(([name, values]) => [name, values[0]!])));
}

/**
 * interleavedRounds, with the measures named in `repeat.only` taken `repeat.times` times a round: the
 * round's pass over every measure, then passes over those alone, the whole round's order reversed in
 * odd rounds. Returns each round's values, by measure, in the order taken.
 */
export async function sampledRounds<T>(
  rounds: number,
  measures: readonly (readonly [string, () => Promise<T>])[],
  repeat: { times: number; only: readonly string[] },
  onRound?: (round: number) => void,
): Promise<Map<string, T[]>[]> {
  const repeated = measures.filter(([name]) => repeat.only.includes(name));
  const pass = [...measures, ...Array.from({ length: Math.max(0, repeat.times - 1) }, () => repeated).flat()];
  const result: Map<string, T[]>[] = [];
  for (let round = 0; round < rounds; round += 1) {
    onRound?.(round);
    const values = new Map<string, T[]>();
    for (const [name, measure] of round % 2 === 0 ? pass : [...pass].reverse()) {
      const value = await measure();
      values.set(name, [...(values.get(name) ?? []), value]);
    }
    result.push(values);
  }
  return result;
}

/** Per round, `value` of the page over `value` of the static page in the same round; and the median of those ratios. */
export function roundRatios<T>(
  rounds: readonly Map<string, T>[],
  page: string,
  ceiling: string,
  value: (measured: T) => number,
): { ratios: number[]; median: number } {
  const ratios = rounds.map((round) => value(round.get(page)!) / value(round.get(ceiling)!));
  return { ratios, median: median(ratios) };
}
