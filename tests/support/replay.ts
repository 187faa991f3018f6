import { expect } from 'vitest';
import type { Db } from '../../projections/read-db.js';
import { rebuildReadModel } from '../../projections/rebuild.js';
import type { Agent, TestApp } from './api.js';

/**
 * The replay tests' machinery (projections/<feature>/replay.test.ts and the forum's thread moves):
 * a read model's rows and a set of API answers as comparable values, and a rebuild from the log
 * that must change neither.
 */

/** Rows by table, each row as JSON, sorted: the content of those tables as one comparable value. */
export const tableRows = (db: Db, tables: string[]): Record<string, string[]> =>
  Object.fromEntries(tables.map((t) => [t, (db.prepare(`SELECT * FROM "${t}"`).all() as unknown[]).map((r) => JSON.stringify(r)).sort()]));

/** The read model's tables whose name is LIKE `pattern`, but for `except`, by name. */
export const tablesLike = (db: Db, pattern: string, except: string[] = []): string[] =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ? ORDER BY name").all(pattern) as { name: string }[]).map((r) => r.name).filter((n) => !except.includes(n));

/** A GET by `agent` (anonymous when null) as `<status> <body>`, byte for byte. */
export const getText = (t: TestApp) => async (agent: Agent | null, path: string) => {
  const res = await (agent ?? t.request()).get(path);
  return `${res.status} ${res.text}`;
};

/**
 * Rebuilds t's read model from the whole log into a new generation and follows the swap, and
 * asserts that every event was read and that `rows` and every answer of `snapshot` are the same
 * after as before. `checkBefore` asserts on what was taken before the rebuild (that it is not empty).
 */
export async function expectRebuildChangesNothing(
  t: TestApp,
  rows: (db: Db) => unknown,
  snapshot: () => Promise<Record<string, string>>,
  checkBefore: (answers: Record<string, string>, rows: unknown) => void = () => {},
): Promise<void> {
  const before = await snapshot();
  const rowsBefore = rows(t.deps.rm.connection);
  checkBefore(before, rowsBefore);
  const generation = t.deps.rm.generation;
  const res = await rebuildReadModel({ store: t.deps.store, keys: t.deps.keys, dir: t.config.files.readModelDir });
  expect(res.events).toBe(await t.eventCount());
  expect(t.deps.rm.followSwap()).toBe(true);
  expect(t.deps.rm.generation).not.toBe(generation);
  expect(t.deps.rm.generation).toBe(res.generation);
  expect(rows(t.deps.rm.connection)).toEqual(rowsBefore);
  const after = await snapshot();
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const key of Object.keys(before)) expect(after[key], key).toBe(before[key]);
}
