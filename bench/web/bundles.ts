import { readFileSync } from 'node:fs';

/** The parts of rollup-plugin-visualizer's `raw-data` output this report reads. */
interface RawData {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface ChunkSummary {
  file: string;
  bytes: number;
  gzip: number;
  /** Biggest sources in the chunk: a package, or a folder of the monorepo. */
  top: { source: string; bytes: number }[];
  /** Every module in the chunk (ids as the bundler saw them). */
  modules: string[];
}

export interface BundleSummary {
  chunks: ChunkSummary[];
  /** Packages bundled from more than one place in node_modules (two copies or two versions). */
  twice: string[];
  /** Modules rendered into more than one chunk. */
  sharedModules: string[];
}

/** "react-dom" for …/node_modules/react-dom/…, "packages/ui" or "apps/public/src/form" for our own code. */
function sourceOf(id: string): string {
  const packages = [...id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length > 0) return packages.at(-1)![1]!;
  const ours = /(packages\/[^/]+|apps\/[^/]+\/src\/[^/]+)/.exec(id);
  return ours ? ours[1]!.replace(/\.[tj]sx?$/, '') : id.replace(/^\0/, '');
}

function packageCopy(id: string): { name: string; path: string } | null {
  const at = id.lastIndexOf('node_modules/');
  if (at === -1) return null;
  const name = /^((?:@[^/]+\/)?[^/]+)/.exec(id.slice(at + 'node_modules/'.length))?.[1];
  return name ? { name, path: id.slice(0, at + 'node_modules/'.length + name.length) } : null;
}

/** Reads the report the build wrote (BUNDLE_REPORT_DIR) and sums it per chunk and per source. */
export function summariseBundle(rawDataFile: string): BundleSummary {
  const data = JSON.parse(readFileSync(rawDataFile, 'utf8')) as RawData;
  const chunks = new Map<string, { bytes: number; gzip: number; sources: Map<string, number>; modules: string[] }>();
  const chunksOfModule = new Map<string, Set<string>>();
  const copies = new Map<string, Set<string>>();
  for (const meta of Object.values(data.nodeMetas)) {
    const copy = packageCopy(meta.id);
    if (copy) copies.set(copy.name, (copies.get(copy.name) ?? new Set()).add(copy.path));
    for (const [file, partId] of Object.entries(meta.moduleParts)) {
      const part = data.nodeParts[partId];
      if (!part) continue;
      const chunk = chunks.get(file) ?? { bytes: 0, gzip: 0, sources: new Map<string, number>(), modules: [] };
      chunk.modules.push(meta.id);
      chunk.bytes += part.renderedLength;
      chunk.gzip += part.gzipLength;
      const source = sourceOf(meta.id);
      chunk.sources.set(source, (chunk.sources.get(source) ?? 0) + part.renderedLength);
      chunks.set(file, chunk);
      if (part.renderedLength > 0) chunksOfModule.set(meta.id, (chunksOfModule.get(meta.id) ?? new Set()).add(file));
    }
  }
  return {
    chunks: [...chunks.entries()]
      .map(([file, chunk]) => ({
        file,
        bytes: chunk.bytes,
        gzip: chunk.gzip,
        top: [...chunk.sources.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([source, bytes]) => ({ source, bytes })),
        modules: chunk.modules,
      }))
      .sort((a, b) => b.bytes - a.bytes),
    twice: [...copies.entries()]
      .filter(([, paths]) => paths.size > 1)
      .map(([name, paths]) => `${name} (${[...paths].join(', ')})`),
    sharedModules: [...chunksOfModule.entries()].filter(([, files]) => files.size > 1).map(([id]) => id),
  };
}
