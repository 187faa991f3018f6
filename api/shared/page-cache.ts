/**
 * Entries least recently used first out, bounded by what they weigh (`sizeOf`: bytes, or one an entry
 * for a count, as the search answers are). Rendered pages are bounded by the bytes of HTML held, keyed by
 * path and normalised query (pageUrl). Whether an entry is still current is the renderer's question: it checks
 * the entry's data digest whenever the read model has moved (api/ssr/renderer.ts). Also the API's answer
 * cache (answer-cache.ts), with its own measure of an entry's bytes.
 */
export const htmlBytes = (v: { html: string }) => Buffer.byteLength(v.html);

export class PageCache<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (v: V) => number,
  ) {}

  get(key: string): V | undefined {
    const v = this.entries.get(key);
    if (v === undefined) return undefined;
    // Re-inserting moves the entry to the young end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, v);
    return v;
  }

  set(key: string, v: V): void {
    const size = this.sizeOf(v);
    if (size > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, v);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(old);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(old);
  }
}

/** `/articles?page=2&category=x&utm=1` -> `/articles?category=x&page=2`: only the parameters the page reads, sorted. */
export function pageUrl(path: string, search: URLSearchParams, params: readonly string[]): string {
  const kept = [...params].sort().flatMap((p) => search.getAll(p).map((v) => [p, v] as [string, string]));
  const query = new URLSearchParams(kept).toString();
  return `${path}${query ? `?${query}` : ''}`;
}
