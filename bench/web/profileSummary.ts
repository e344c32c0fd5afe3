/** A V8 CPU profile as Chrome DevTools' `Profiler.stop` returns it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const top = (totals: Map<string, number>, count: number): [string, number][] =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

/**
 * Where a profile's time went, as text: self time by script (a chunk's hash dropped; V8's own
 * `(program)` and `(garbage collector)` as they are, idle left out) and the functions with the most
 * self time. URLs are shown relative to `origin`.
 */
export function summariseProfile(profile: CpuProfile, origin: string): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    // A sample's time is the gap to the next one.
    const micros = profile.timeDeltas[i + 1] ?? 0;
    const frame = byId.get(id)!;
    if (frame.functionName === '(idle)') return;
    busy += micros;
    const script = frame.url
      ? frame.url.replace(origin, '').replace(/-[\w-]{8}\.js$/, '.js')
      : frame.functionName.startsWith('(')
        ? frame.functionName
        : '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const line = ([name, micros]: [string, number]): string => `  ${(micros / 1000).toFixed(1).padStart(7)} ms  ${name}`;
  return [
    `busy ${(busy / 1000).toFixed(1)} ms; self time by script:`,
    ...top(byScript, 12).map(line),
    'by function:',
    ...top(byFunction, 30).map(line),
  ].join('\n');
}
