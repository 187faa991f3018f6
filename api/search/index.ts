import { rmSync } from 'node:fs';
import type { Logger } from 'pino';
import type { ReadModel } from '../../projections/read-db.js';
import type { SearchDocRow } from '../../projections/search/search.projection.js';
import { serviceKey, Services } from '../shared/services.js';
import { PostingIndex, type KindCode } from './postings.js';
import { BadSnapshot, readSnapshot, writeSnapshot } from './snapshot.js';

/** Bump when the analysis (text.ts) or the documents' shape change: older snapshots are then rebuilt. */
const SNAPSHOT_FORMAT = 2;
const BATCH = 500;

export interface SearchIndexOptions {
  /** Where the snapshot lives (under the data dir); none: never saved or loaded. */
  snapshotFile?: string;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How long after the last change the snapshot is written (default 10 s). */
  saveDelayMs?: number;
}

/**
 * The web process's own search index over the read model's `search_documents`
 * (projections/search/search.projection.ts): the compact postings of titles and bodies
 * (postings.ts); suggestions rank the title field alone. `sync()` runs before every query: it
 * follows a replay (a new read-model generation means new seqs: load that generation's
 * snapshot or rebuild) and applies the rows changed since `seq`, one indexed SELECT when
 * nothing did, so a write is searchable as soon as its command has awaited the projection.
 * After changes a binary snapshot (snapshot.ts: postings, seq, generation) is written from a
 * timer, atomically; a start loads it instead of re-indexing, and ignores one that is
 * truncated, corrupt or of another generation.
 */
export class SearchIndex {
  postings = new PostingIndex();
  seq = 0;
  generation: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private compactTimer: NodeJS.Timeout | undefined;
  private dirty = false;

  constructor(
    private readonly rm: ReadModel,
    private readonly opts: SearchIndexOptions = {},
  ) {}

  /** Live documents in the index. */
  get size(): number {
    return this.postings.live;
  }

  has(docId: number): boolean {
    return this.postings.has(docId);
  }

  /** Brings the index up to date with the served read model. Synchronous: never interleaves with a query. */
  sync(): void {
    if (this.generation !== this.rm.generation) {
      this.generation = this.rm.generation;
      if (!this.loadSnapshot()) this.rebuild();
    }
    this.applyChanges();
  }

  /** Indexes every visible document of the current generation from scratch. */
  rebuild(): void {
    this.postings = new PostingIndex();
    this.seq = 0;
    this.generation = this.rm.generation;
    // Rows as arrays of the five columns indexed: a third less to read than an object per row.
    const rows = this.rm.connection
      .prepare('SELECT doc_id, title, body, category, expert_name FROM search_documents WHERE visible = 1 ORDER BY doc_id')
      .raw(true)
      .iterate() as Iterable<[number, string, string, string | null, string | null]>;
    this.postings.beginBulk();
    for (const [docId, title, body, category, expertName] of rows) this.addDoc(docId, title, body, category, expertName);
    this.postings.endBulk();
    this.seq = this.maxSeq();
    this.changed();
  }

  private maxSeq(): number {
    return this.rm.stmt<[], { seq: number | null }>('SELECT max(seq) AS seq FROM search_documents').get()?.seq ?? 0;
  }

  private applyChanges(): void {
    const next = this.rm.stmt<[number, number], SearchDocRow>('SELECT * FROM search_documents WHERE seq > ? ORDER BY seq LIMIT ? + 0');
    for (;;) {
      const rows = next.all(this.seq, BATCH);
      for (const row of rows) {
        if (row.visible) this.add(row);
        else this.postings.remove(row.doc_id);
        this.seq = row.seq;
      }
      if (rows.length > 0) this.changed();
      if (rows.length < BATCH) break;
    }
    if (this.postings.needsCompaction()) this.compactSoon();
  }

  /**
   * Compaction costs about 0.3 s at 100,000 documents: never on a request. Until it runs, dead
   * postings are skipped by the ranking and only inflate document frequencies.
   */
  private compactSoon(): void {
    if (this.compactTimer) return;
    this.compactTimer = setTimeout(() => {
      this.compactTimer = undefined;
      if (this.postings.needsCompaction()) this.postings.compact();
    }, 0);
    this.compactTimer.unref();
  }

  private add(row: SearchDocRow): void {
    this.addDoc(row.doc_id, row.title, row.body, row.category, row.expert_name);
  }

  private addDoc(docId: number, title: string, body: string, category: string | null, expertName: string | null): void {
    const kind = (docId % 4) as KindCode;
    // Only an article's category is a filter (a thread's is its forum category's name, shown only).
    this.postings.addTexts(docId, kind, kind === 1 ? category : null, [[title], expertName ? [body, expertName] : [body]]);
  }

  private changed(): void {
    if (!this.opts.snapshotFile) return;
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      try {
        this.saveSnapshot();
      } catch (err) {
        this.opts.log?.error({ err }, 'search snapshot not saved');
      }
    }, this.opts.saveDelayMs ?? 10_000);
    this.timer.unref();
  }

  /** Compacts and writes the snapshot: temp file (0600), fsync, rename. A crash leaves the old or the new, whole. */
  saveSnapshot(): void {
    const file = this.opts.snapshotFile;
    if (!file || this.generation === null) return;
    writeSnapshot(file, this.postings, { format: SNAPSHOT_FORMAT, generation: this.generation, seq: this.seq });
    this.dirty = false;
  }

  /** Loads the snapshot if it is whole and of this generation, and not ahead of it; false otherwise. */
  loadSnapshot(): boolean {
    const file = this.opts.snapshotFile;
    if (!file) return false;
    const generation = this.rm.generation;
    try {
      const got = readSnapshot(file, SNAPSHOT_FORMAT, (m) => m.generation === generation && m.seq <= this.maxSeq());
      if (!got) return false;
      this.postings = got.index;
      this.seq = got.meta.seq;
      this.generation = got.meta.generation;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') this.opts.log?.warn({ err: (err as Error).message, bad: err instanceof BadSnapshot }, 'search snapshot unreadable: rebuilding');
      return false;
    }
    this.dirty = false;
    return true;
  }

  /** Stops the timer and writes what changed since the last snapshot (shutdown). */
  close(): void {
    clearTimeout(this.compactTimer);
    this.compactTimer = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dirty) {
      try {
        this.saveSnapshot();
      } catch (err) {
        this.opts.log?.error({ err }, 'search snapshot not saved');
      }
    }
  }

  /** Removes the snapshot file (tests, forget-member: it may hold an erased member's words). */
  static removeSnapshot(file: string): void {
    rmSync(file, { force: true });
  }
}

export const searchIndexKey = serviceKey<SearchIndex>('search.index');

/**
 * The app's index, a service (api/services.ts): created (and loaded) on first use, closed with the
 * app. The benches define it the same way on services of their own.
 */
export function defineSearchIndex(services: Services, deps: { rm: ReadModel; log?: Logger; config: { files: { searchSnapshot: string } } }): void {
  services.define(searchIndexKey, () => new SearchIndex(deps.rm, { snapshotFile: deps.config.files.searchSnapshot, log: deps.log }), (index) => index.close());
}

export const searchIndexFor = (deps: { services: Services }): SearchIndex => deps.services.get(searchIndexKey);

/** Services holding the search index alone, defined as the app defines it: for the benches and tests that search without an app. */
export function searchServices(deps: Parameters<typeof defineSearchIndex>[1]): Services {
  const services = new Services();
  defineSearchIndex(services, deps);
  return services;
}
