import type { BundleSummary } from './bundles';
import type { LighthouseMeasure } from './lighthouse';
import type { LoadMeasure } from './measure';

export interface PageResult {
  name: string;
  path: string;
  load: LoadMeasure & { lcpRuns: number[] };
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
  keyToPaint: { form: number[]; ceiling: number[]; formP95: number; ceilingP95: number };
  bundles: Record<'public' | 'admin', BundleSummary>;
  aims: Aim[];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-AU')} ms` : '–');
const s = (value: number): string => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–');
const ratio = (value: number, ceiling: number): string => (Number.isFinite(value / ceiling) ? `${(value / ceiling).toFixed(2)}×` : '–');

/** One Markdown table: a line per page, the static page last, ratios against it. */
export function pageTable(results: WebResults): string {
  const runs = results.ceiling.load.lcpRuns.length;
  const lcpHeader = runs === 1 ? 'LCP, 4x CPU, localhost (one load)' : `LCP, 4x CPU, localhost (median of ${runs})`;
  const lines = [
    `| page | JS as served | JS gzip | CSS | requests | Lighthouse mobile | FCP (LH) | LCP (LH) | TBT (LH) | ${lcpHeader} | LCP ÷ static |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const page of [...results.pages, results.ceiling]) {
    const { load, lighthouse } = page;
    lines.push(
      `| ${page.name} | ${kb(load.jsTransfer)} (${kb(load.jsDecoded)} decoded) | ${kb(page.jsGzip)} | ${kb(load.cssTransfer)} | ${load.requests} | ${lighthouse.score} | ${s(lighthouse.fcp)} | ${s(lighthouse.lcp)} | ${ms(lighthouse.tbt)} | ${ms(load.lcp)} (${load.lcpRuns.map((v) => Math.round(v)).join(', ')}) | ${ratio(load.lcp, results.ceiling.load.lcp)} |`,
    );
  }
  const { formP95, ceilingP95 } = results.keyToPaint;
  lines.push('', `Key → next paint, 4x CPU: form p95 ${ms(formP95)}, static page's input p95 ${ms(ceilingP95)} (${ratio(formP95, ceilingP95)}).`);
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
      lines.push(`| ${chunk.file} | ${kb(chunk.bytes)} | ${kb(chunk.gzip)} | ${chunk.top.map((t) => `${t.source} ${kb(t.bytes)}`).join(', ')} |`);
    }
    lines.push(
      '',
      `Packages bundled twice: ${summary.twice.length === 0 ? 'none' : summary.twice.join('; ')}. Modules in more than one chunk: ${summary.sharedModules.length === 0 ? 'none' : summary.sharedModules.length}.`,
      '',
    );
  }
  return lines.join('\n').trimEnd();
}

export { kb, ms, ratio };
