/**
 * One entry per key, each from `valueOf`: a z.object shape or a table's columns built from a list
 * of keys, typed by those keys (Object.fromEntries alone answers a string-keyed record).
 */
export function keyed<const K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (const key of keys) record[key] = valueOf(key);
  return record;
}
