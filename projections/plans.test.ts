import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { allProjections } from './all.js';
import { schemaOf } from './projection.js';

/**
 * A projection applies one event in constant time only if every statement it prepares finds its
 * rows through an index: a table scan per event is a quadratic replay (a publish that scanned
 * every article's list slots stalled a 100,000-article log for minutes). Checked on the query plan
 * of each statement, which holds on any machine, unlike a timing.
 */
describe('projection statements', () => {
  it('never scan a table', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE checkpoints (name TEXT PRIMARY KEY, position TEXT, version INTEGER NOT NULL)');
    for (const p of allProjections) db.exec(schemaOf(p));
    const sqls: string[] = [];
    const prepare = db.prepare.bind(db);
    const spy = Object.assign(Object.create(db) as Database.Database, {
      prepare: (sql: string) => (sqls.push(sql), prepare(sql)),
    });
    for (const p of allProjections) p.prepare(spy);
    expect(sqls.length).toBeGreaterThan(20);
    const scans = sqls.flatMap((sql) => {
      const named = [...new Set(sql.match(/@\w+/g) ?? [])];
      const plan = prepare(`EXPLAIN QUERY PLAN ${sql}`);
      const rows = (named.length
        ? plan.all(Object.fromEntries(named.map((k) => [k.slice(1), 1])))
        : plan.all(...Array((sql.match(/\?/g) ?? []).length).fill(1))) as { detail: string }[];
      // A recursive CTE scans its own working set (`t`) and the constant row that seeds it; json_each
      // walks a bound JSON array (the statement's own input, e.g. an issue's few topic ids), not a table.
      return rows.filter((r) => /^SCAN (?!CONSTANT ROW|t$|json_each VIRTUAL TABLE)/.test(r.detail)).map((r) => `${r.detail} in: ${sql.replace(/\s+/g, ' ').slice(0, 120)}`);
    });
    expect(scans).toEqual([]);
  });
});
