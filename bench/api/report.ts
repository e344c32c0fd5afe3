import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LoadResult } from './load';
import type { ScenarioName } from './scenarios';

export interface ScenarioResult {
  engine: 'pglite' | 'postgres';
  rows: number;
  scenario: ScenarioName;
  label: string;
  server: LoadResult;
  ceiling: LoadResult;
  /** Not judged against the aims: the same load with the cache off, or with submissions alongside. */
  forComparison: boolean;
  /** Real server req/s ÷ ceiling req/s. */
  ratio: number;
  aim: string;
  met: boolean | null;
}

/** The issue's aims: list and search p95 ≤ 30 ms up to 100k rows (≤ 50 ms beyond), ≥ 300 submissions a second. */
export function judge(
  scenario: ScenarioName,
  rows: number,
  result: LoadResult,
  forComparison = false,
): { aim: string; met: boolean | null } {
  if (forComparison) return { aim: '– (shown for comparison)', met: null };
  if (scenario === 'list' || scenario === 'search') {
    const limit = rows <= 100_000 ? 30 : 50;
    return { aim: `p95 ≤ ${limit} ms`, met: result.non2xx === 0 && result.p95 <= limit };
  }
  if (scenario === 'submit') {
    const ok = (result.requests - result.non2xx) / result.seconds;
    return { aim: '≥ 300 req/s', met: ok >= 300 };
  }
  return { aim: '–', met: null };
}

const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '–');
const perSecond = (value: number): string => Math.round(value).toLocaleString('en-AU');

/** A Markdown table: one line per engine and scenario. */
export function resultTable(results: readonly ScenarioResult[]): string {
  const lines = [
    '| engine | rows | scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx | ceiling req/s | ratio | aim | met |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of results) {
    const s = r.server;
    const codes = Object.entries(s.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, n]) => `${n}× ${code}`)
      .join(', ');
    const flags = [
      codes,
      s.errors + s.timeouts > 0 ? `${s.errors} errors, ${s.timeouts} timeouts` : '',
      s.drained ? 'sessions ran out' : '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(
      `| ${r.engine} | ${r.rows.toLocaleString('en-AU')} | ${r.label} | ${perSecond(s.reqPerSec)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.non2xx}${flags ? ` (${flags})` : ''} | ${perSecond(r.ceiling.reqPerSec)} | ${Number.isFinite(r.ratio) ? `${(r.ratio * 100).toFixed(1)} %` : '–'} | ${r.aim} | ${r.met === null ? '–' : r.met ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

export const README_START = '<!-- bench:api:start -->';
export const README_END = '<!-- bench:api:end -->';

/** Replaces the text between the markers in the README (the markers stay); the API table's by default. */
export function replaceBetweenMarkers(
  file: string,
  content: string,
  markers: { start: string; end: string } = { start: README_START, end: README_END },
): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`${file} has no ${markers.start} … ${markers.end} markers`);
  writeFileSync(file, `${text.slice(0, start + markers.start.length)}\n${content}\n${text.slice(end)}`);
}

export function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * `--quick`'s floors (npm test): far under the aims, so the noise of a shared machine cannot reach
 * them but a tenfold regression does. Req/s count the server's 2xx answers. Submissions fail only
 * under both their floors: a machine so busy that even the bare ceiling slows tenfold (seen at a
 * load average of 15 on 2 cores) is noise, not a regression, and the ratio to the ceiling measured
 * in the same run tells the two apart.
 */
export const quickFloors: Partial<Record<ScenarioName, { minPerSecond?: number; minRatio: number }>> = {
  submit: { minPerSecond: 50, minRatio: 0.001 },
  list: { minRatio: 0.05 },
  search: { minRatio: 0.05 },
};

export const describeFloors = (): string =>
  Object.entries(quickFloors)
    .map(
      ([name, floor]) =>
        `${name} ≥ ${floor.minPerSecond ? `${floor.minPerSecond}/s or ` : ''}${floor.minRatio * 100} % of the ceiling`,
    )
    .join(', ');

/** The floors a run fell below, in words (empty when none). */
export function belowFloors(results: readonly ScenarioResult[]): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const floor = r.forComparison ? undefined : quickFloors[r.scenario];
    if (!floor) continue;
    const okPerSecond = (r.server.requests - r.server.non2xx) / r.server.seconds;
    const okRatio = okPerSecond / r.ceiling.reqPerSec;
    const perSecondOk = floor.minPerSecond !== undefined && okPerSecond >= floor.minPerSecond;
    if (!perSecondOk && okRatio < floor.minRatio) {
      problems.push(
        `${r.label}: ${okPerSecond.toFixed(1)} answered a second, ${(okRatio * 100).toFixed(2)} % of the ceiling (floor: ${floor.minPerSecond ? `${floor.minPerSecond}/s or ` : ''}${floor.minRatio * 100} %)`,
      );
    }
  }
  return problems;
}
