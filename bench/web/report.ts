import type { BundleSummary } from './bundles';
import type { LighthouseMeasure } from './lighthouse';
import type { LoadMeasure } from './measure';

/** Per round, the page's value over the static page's in the same round, and the median of those. */
export interface RoundRatios {
  ratios: number[];
  median: number;
}

export interface PageResult {
  name: string;
  path: string;
  /** Bytes and requests of the first round's first load; `lcp` the median of `lcpRuns`, a value a round (the median of its loads there). */
  load: LoadMeasure & { lcpRuns: number[] };
  lcpRatio: RoundRatios;
  jsGzip: number;
  lighthouse: LighthouseMeasure;
}

export interface Aim {
  text: string;
  value: string;
  met: boolean;
}

export interface WebResults {
  pages: PageResult[];
  /** The static ceiling page, measured the same way in the same run. */
  ceiling: PageResult;
  /** Each round's keys typed into the form and into the static page, their p95s, and the ratios of those. */
  keyToPaint: {
    rounds: { form: number[]; ceiling: number[]; formP95: number; ceilingP95: number; scriptFreeP95: number }[];
    ratio: RoundRatios;
    /** The form's page with its scripts taken out, typed in the same rounds: over the static page, and the form over it. */
    scriptFree: { overCeiling: RoundRatios; formOverIt: RoundRatios };
  };
  bundles: Record<'public' | 'admin', BundleSummary>;
  aims: Aim[];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-AU')} ms` : '–';
const s = (value: number): string => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–');
const times = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');
/** "1.20× (rounds 1.10, 1.35, 1.20)": the median the aims judge, with the spread beside it. */
const ratioWithRounds = ({ ratios, median }: RoundRatios): string =>
  `${times(median)} (rounds ${ratios.map((value) => value.toFixed(2)).join(', ')})`;

/** One Markdown table: a line per page, the static page last, ratios against it. */
export function pageTable(results: WebResults): string {
  const rounds = results.ceiling.load.lcpRuns.length;
  const lcpHeader =
    rounds === 1 ? 'LCP, 4x CPU, localhost (one round)' : `LCP, 4x CPU, localhost (median of ${rounds} rounds)`;
  const lines = [
    `| page | JS as served | JS gzip | CSS | requests | Lighthouse mobile | FCP (LH) | LCP (LH) | TBT (LH) | ${lcpHeader} | LCP ÷ static, median of the rounds' ratios |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const page of [...results.pages, results.ceiling]) {
    const { load, lighthouse } = page;
    lines.push(
      `| ${page.name} | ${kb(load.jsTransfer)} (${kb(load.jsDecoded)} decoded) | ${kb(page.jsGzip)} | ${kb(load.cssTransfer)} | ${load.requests} | ${lighthouse.score} | ${s(lighthouse.fcp)} | ${s(lighthouse.lcp)} | ${ms(lighthouse.tbt)} | ${ms(load.lcp)} (${load.lcpRuns.map((v) => Math.round(v)).join(', ')}) | ${page === results.ceiling ? '1.00×' : ratioWithRounds(page.lcpRatio)} |`,
    );
  }
  const { rounds: typing, ratio, scriptFree } = results.keyToPaint;
  lines.push(
    '',
    `Key → next paint p95, 4x CPU, form ÷ static page's input typed in the same round: ${ratioWithRounds(ratio)}; per round ${typing.map((round) => `${ms(round.formP95)} vs ${ms(round.ceilingP95)}`).join(', ')}.`,
    '',
    `The same form page without its scripts (its hydrated HTML and CSS as a static file), typed in the same rounds (no aim): ÷ static page ${ratioWithRounds(scriptFree.overCeiling)}; the form ÷ it ${ratioWithRounds(scriptFree.formOverIt)}; its p95 per round ${typing.map((round) => ms(round.scriptFreeP95)).join(', ')}.`,
  );
  return lines.join('\n');
}

export function aimLines(aims: readonly Aim[]): string {
  return aims.map((aim) => `- ${aim.met ? 'met' : 'NOT MET'}: ${aim.text} (${aim.value})`).join('\n');
}

/** Per app: each chunk, its size, and what fills it. */
export function bundleTable(bundles: WebResults['bundles']): string {
  const lines: string[] = [];
  for (const [app, summary] of Object.entries(bundles)) {
    lines.push(`**apps/${app}**`, '', '| chunk | minified | gzip | biggest parts |', '|---|---:|---:|---|');
    for (const chunk of summary.chunks) {
      lines.push(
        `| ${chunk.file} | ${kb(chunk.bytes)} | ${kb(chunk.gzip)} | ${chunk.top.map((t) => `${t.source} ${kb(t.bytes)}`).join(', ')} |`,
      );
    }
    lines.push(
      '',
      `Packages bundled twice: ${summary.twice.length === 0 ? 'none' : summary.twice.join('; ')}. Modules in more than one chunk: ${summary.sharedModules.length === 0 ? 'none' : summary.sharedModules.length}.`,
      '',
    );
  }
  return lines.join('\n').trimEnd();
}

export { kb, ms, ratioWithRounds };
