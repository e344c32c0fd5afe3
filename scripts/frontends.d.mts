export declare const frontEndApps: readonly ['public', 'admin'];
export declare function newestMtime(path: string): number;
export declare function isStale(root: string, output: string, inputs: readonly string[]): boolean;
export declare function staleFrontEnds(root: string): Array<'public' | 'admin'>;
export declare function buildFrontEnds(
  root: string,
  apps: readonly string[],
  stdio?: 'inherit' | 'pipe',
): { ok: true } | { ok: false; app: string; output: string };
