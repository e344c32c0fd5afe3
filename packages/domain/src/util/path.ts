/** Reads a dotted path ("claims.0.insurer") from plain data; undefined when any step is missing. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Writes a dotted path, creating objects (or arrays for numeric keys) on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
    if (current[key] === null || typeof current[key] !== 'object') current[key] = nextIsIndex ? [] : {};
    current = current[key] as Record<string, unknown>;
  });
}
