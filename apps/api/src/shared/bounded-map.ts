/**
 * A map that keeps at most `limit` entries, dropping the one written longest ago: for what a process remembers
 * per key it does not choose (a time zone, a filter), so no stream of new keys can grow its memory.
 */
export class BoundedMap<K, V> {
  private readonly kept = new Map<K, V>();

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`a BoundedMap keeps at least 1, not ${limit}`);
  }

  get size(): number {
    return this.kept.size;
  }

  get(key: K): V | undefined {
    return this.kept.get(key);
  }

  /** Writes `value` as the newest entry, dropping the oldest when over the limit. */
  set(key: K, value: V): this {
    this.kept.delete(key);
    this.kept.set(key, value);
    if (this.kept.size > this.limit) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.kept.delete(key);
  }
}
