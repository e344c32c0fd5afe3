import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives, in a few words: a package, or a file of ours. */
function placeOf(url: string): string {
  if (!url) return '(native / VM)';
  if (url.startsWith('wasm://')) return 'PGlite WebAssembly';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1]!;
  const ours = url.match(/\/(apps|packages|bench)\/(.*)$/);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url.startsWith('node:') ? url : url.replace(/^.*\//, '');
}

/** Self time by place (package or file), largest first, as shares of the sampled time. */
export function selfTimeByPlace(profile: Profile): { place: string; share: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const delta = profile.timeDeltas[i] ?? 0;
    const place =
      node.callFrame.functionName === '(idle)'
        ? '(idle)'
        : node.callFrame.functionName === '(garbage collector)'
          ? '(garbage collector)'
          : placeOf(node.callFrame.url);
    totals.set(place, (totals.get(place) ?? 0) + delta);
    all += delta;
  });
  return [...totals].map(([place, t]) => ({ place, share: t / all })).sort((a, b) => b.share - a.share);
}

/** CPU profiles of this process around a piece of work (node:inspector), saved as .cpuprofile. */
export function cpuProfiler() {
  const session = new Session();
  session.connect();
  return {
    async start(): Promise<void> {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    },
    async stop(file: string): Promise<void> {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      writeFileSync(file, JSON.stringify(profile));
      console.log(`   profile ${file}; self time by place:`);
      for (const { place, share } of selfTimeByPlace(profile).slice(0, 14))
        console.log(`     ${(share * 100).toFixed(1).padStart(5)} %  ${place}`);
    },
  };
}
