import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMissCounter, MAX_PENDING, normaliseQuery, type MissCounter } from './misses.js';

/** Issue 26: searches that found nothing, counted as aggregates only, written off the request path. */
describe('zero-result search counts', () => {
  let dir: string;
  let file: string;
  let now: Date;
  let counter: MissCounter;
  const rows = () => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare('SELECT * FROM search_misses ORDER BY day, query').all();
    } finally {
      db.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-misses-'));
    file = join(dir, 'search-misses.db');
    now = new Date('2026-03-10T15:42:07.123Z');
    counter = createMissCounter(file, { now: () => now, log: pino({ level: 'silent' }) }, { flushMs: 3_600_000 });
  });
  afterEach(() => {
    counter.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts normalised query text per day and nothing else', () => {
    counter.record('Herpes  Blood Test');
    counter.record('herpes blood test');
    counter.record('HÉRPES blood test ');
    counter.record('the zzyzx');
    expect(rows()).toEqual([]);
    counter.flush();
    expect(rows()).toEqual([
      { day: '2026-03-10', query: 'herpes blood test', count: 3 },
      { day: '2026-03-10', query: 'zzyzx', count: 1 },
    ]);
    // The table holds exactly these three columns: no address, no member, no time of day.
    const db = new Database(file, { readonly: true });
    const columns = db.prepare('PRAGMA table_info(search_misses)').all().map((c) => (c as { name: string }).name);
    db.close();
    expect(columns).toEqual(['day', 'query', 'count']);
  });

  it('writes nothing until the flush: recording is a Map update on the request path', () => {
    for (let i = 0; i < 100; i++) counter.record('lost words');
    expect(rows()).toEqual([]);
    counter.flush();
    expect(rows()).toEqual([{ day: '2026-03-10', query: 'lost words', count: 100 }]);
  });

  it('adds to the day across flushes, starts a new day at midnight UTC, and drops days older than 30', () => {
    counter.record('lubricantz');
    counter.flush();
    counter.record('lubricantz');
    now = new Date('2026-03-11T00:00:01Z');
    counter.record('lubricantz');
    counter.flush();
    expect(rows()).toEqual([
      { day: '2026-03-10', query: 'lubricantz', count: 2 },
      { day: '2026-03-11', query: 'lubricantz', count: 1 },
    ]);
    now = new Date('2026-04-09T12:00:00Z');
    expect(counter.list()).toEqual([{ day: '2026-03-11', query: 'lubricantz', count: 1 }]);
    expect(rows()).toEqual([{ day: '2026-03-11', query: 'lubricantz', count: 1 }]);
  });

  it('never counts what looks like contact details, and holds a bounded number of queries between flushes', () => {
    counter.record('help me@example.com');
    counter.record('call 07700 900123');
    counter.record('0123456789');
    for (let i = 0; i < MAX_PENDING + 50; i++) counter.record(`word${i}`);
    counter.flush();
    const all = rows() as { query: string }[];
    expect(all).toHaveLength(MAX_PENDING);
    expect(all.some((r) => /@|\d{5}/.test(r.query))).toBe(false);
  });

  it('lists newest day first, most searched first, and keeps what the stop flushes', () => {
    counter.record('alpha');
    counter.record('beta');
    counter.record('beta');
    now = new Date('2026-03-12T08:00:00Z');
    counter.record('gamma');
    expect(counter.list()).toEqual([
      { day: '2026-03-12', query: 'gamma', count: 1 },
      { day: '2026-03-10', query: 'beta', count: 2 },
      { day: '2026-03-10', query: 'alpha', count: 1 },
    ]);
    counter.record('delta');
    counter.stop();
    expect(rows()).toContainEqual({ day: '2026-03-12', query: 'delta', count: 1 });
  });

  it('normalises as the index reads a query', () => {
    expect(normaliseQuery('  What is   PrEP? ')).toBe('prep');
    expect(normaliseQuery('the')).toBe('the');
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(100);
  });
});
