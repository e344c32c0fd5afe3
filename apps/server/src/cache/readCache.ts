/**
 * Answers of expensive reads (list pages and their totals), kept until a table they were read from
 * changes. Each entry remembers the versions of its tables when it was read; a change notification
 * bumps a table's version, so stale entries are never served. The version is taken before the read
 * starts: a change that commits during the read leaves the entry already out of date.
 */
export class ReadCache {
  private readonly versions = new Map<string, number>();
  /** Bumped when every entry must go (a gap in the change feed). */
  private epoch = 0;
  /** Map order is use order: the first key is the least recently used. */
  private readonly entries = new Map<string, { stamp: string; value: Promise<unknown> }>();
  /** Benchmarks switch caching off to measure the uncached path. */
  enabled = true;

  /**
   * @param maxEntries least recently used entries go beyond this; 0 caches nothing
   * @param trusted while it answers false every read goes to the database (changes may be going unnoticed)
   */
  constructor(
    private readonly maxEntries: number,
    private readonly trusted: () => boolean = () => true,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** A committed change to `table`. */
  changed(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  /** Drops every entry at once. */
  changedAll(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  /**
   * The cached answer for `key` when none of `tables` changed since it was read; otherwise `load()`.
   * Concurrent misses for one key share one load, so a burst of requests costs one query.
   */
  read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!this.enabled || this.maxEntries === 0 || !this.trusted()) return load();
    const stamp = `${this.epoch}:${tables.map((t) => this.versions.get(t) ?? 0).join(',')}`;
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.stamp === stamp) {
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry = { stamp, value };
    this.entries.set(key, entry);
    // A failed read is not an answer: forget it so the next request tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
