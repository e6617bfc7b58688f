/**
 * Bundled in place of `mnemonist/lru-cache` in Lambda bundles only. Its one user is the DynamoDB
 * client's endpoint-discovery cache (`@aws-sdk/endpoint-cache`: get, set, has, peek, clear), which
 * every client builds and none of ours fills (endpoint discovery is off). A Map keeps insertion
 * order, so the least recently used entry is its first.
 */
export default class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value, its place in the order unchanged. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}
