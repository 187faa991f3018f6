import type Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { SearchMiss, SearchQuery, SearchResponse } from '../../schemas/search/queries.js';
import { serviceKey, type Services } from '../shared/services.js';
import { openSqlite } from '../shared/sqlite.js';
import { fold, terms } from './text.js';

/**
 * Searches that found nothing, counted for the editors as aggregates only (issue 26): the query
 * text normalised as the index reads it, and a count per UTC day. Nothing else is kept: no
 * address, no member, no time finer than the day; a query that looks like contact details (an
 * email address, a long number) is not counted at all, and days older than 30 are deleted.
 *
 * Counting costs the request a Map update: the counts live in memory and a timer writes them
 * (`config.searchMissFlushMs`, SEARCH_MISS_FLUSH_MS, default 60 s; and once more on shutdown) into `search-misses.db` in
 * the data directory, one transaction of upserts per flush, which also deletes what is past 30
 * days. Not the event log, as view counts are: an event is kept forever, and these must go after
 * 30 days. Not the read model either: a replay would lose them. A node that dies between
 * flushes loses at most its last interval's counts, as the view counters do.
 */
export const KEEP_DAYS = 30;
/** Distinct (day, query) pairs held between flushes; past it, new ones wait for the next interval. */
export const MAX_PENDING = 10_000;
const MAX_QUERY = 100;
const LIST_LIMIT = 500;
const DAY = 86_400_000;

/** The query as counted: the index's words (folded, stop words out) or, with none, the folded text. */
export function normaliseQuery(query: string): string {
  const words = terms(query).join(' ');
  return (words || fold(query).replace(/\s+/g, ' ').trim()).slice(0, MAX_QUERY);
}

const PERSONAL = /@|\d{6,}|\d{3}[\s.-]\d{3}[\s.-]?\d{3,}/;

export interface MissCounter {
  /** Counts one search that found nothing (in memory; written by the next flush). */
  record(query: string): void;
  flush(): void;
  /** The last 30 days, newest day first, most searched first (flushed first, so this node's counts are in). */
  list(): SearchMiss[];
  stop(): void;
}

export function createMissCounter(file: string, deps: { now(): Date; log: Pick<Logger, 'warn'> }, opts: { flushMs: number }): MissCounter {
  const db: Database.Database = openSqlite(file, 'NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS search_misses (
    day TEXT NOT NULL, query TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, query)) WITHOUT ROWID`);
  const upsert = db.prepare('INSERT INTO search_misses (day, query, count) VALUES (?, ?, ?) ON CONFLICT (day, query) DO UPDATE SET count = count + excluded.count');
  const drop = db.prepare('DELETE FROM search_misses WHERE day < ?');
  const select = db.prepare<[string, number], SearchMiss>('SELECT day, query, count FROM search_misses WHERE day >= ? ORDER BY day DESC, count DESC, query LIMIT ? + 0');
  const dayOf = (t: Date) => t.toISOString().slice(0, 10);
  /** The oldest day kept: today and the 29 before it. */
  const firstKept = () => dayOf(new Date(deps.now().getTime() - (KEEP_DAYS - 1) * DAY));
  let pending = new Map<string, number>();
  let stopped = false;

  const write = db.transaction((counts: Map<string, number>) => {
    for (const [key, n] of counts) {
      const [day, query] = [key.slice(0, 10), key.slice(11)];
      upsert.run(day, query, n);
    }
    drop.run(firstKept());
  });

  function flush(): void {
    const counts = pending;
    pending = new Map();
    try {
      write(counts);
    } catch (err) {
      // Kept for the next flush (merged with what came since), up to the same bound.
      for (const [k, n] of counts) if (pending.has(k) || pending.size < MAX_PENDING) pending.set(k, (pending.get(k) ?? 0) + n);
      throw err;
    }
  }

  const timer = setInterval(() => {
    try {
      flush();
    } catch (err) {
      deps.log.warn({ err }, 'zero-result search counts not written; retrying at the next interval');
    }
  }, opts.flushMs);
  timer.unref();

  return {
    record(query) {
      if (stopped || PERSONAL.test(query)) return;
      const text = normaliseQuery(query);
      if (!text) return;
      const key = `${dayOf(deps.now())} ${text}`;
      const n = pending.get(key);
      if (n === undefined && pending.size >= MAX_PENDING) return;
      pending.set(key, (n ?? 0) + 1);
    },
    flush,
    list() {
      flush();
      return select.all(firstKept(), LIST_LIMIT);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      try {
        flush();
      } finally {
        db.close();
      }
    },
  };
}

export const searchMissesKey = serviceKey<MissCounter>('search.misses');

/** The node's counter, a service (api/services.ts) in the data directory, stopped with the app (its last flush). */
export function defineSearchMisses(services: Services, deps: { config: { dataDir: string; searchMissFlushMs: number }; now(): Date; log: Logger }): void {
  services.define(searchMissesKey, () => createMissCounter(join(deps.config.dataDir, 'search-misses.db'), deps, { flushMs: deps.config.searchMissFlushMs }), (c) => c.stop());
}

/** The node's counter (built with the search routes). */
export const searchMisses = (deps: { services: Services }): MissCounter => deps.services.get(searchMissesKey);

/**
 * Counts the answer if it found nothing anywhere on the site: the first page of a search of every
 * type with no category (a filter that hides what exists is not a gap in the content). A no-op
 * until the search routes built the counter (the benches, unit tests).
 */
export function noteAnswer(deps: { services: Services }, q: SearchQuery, answer: SearchResponse): void {
  if (answer.pagination.totalResults > 0 || q.page !== 1 || q.type !== 'all' || q.category) return;
  if (deps.services.has(searchMissesKey)) searchMisses(deps).record(q.query);
}
