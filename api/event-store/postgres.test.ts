import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from './contract.js';
import { openPgEventStore, toPgPosition } from './postgres.js';
import { pgSchemas, TEST_POSTGRES_URL } from './postgres.test-support.js';
import { pgTarget } from './postgres-pool.js';
import type { EventStore, NewEvent } from './port.js';

const schemas = pgSchemas();
afterAll(() => schemas.dropAll());

eventStoreContract('postgres', async () => openPgEventStore(schemas.url()));

const meta = { actorId: null, actorRole: 'system' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00Z' };
const ev = (type = 'T'): NewEvent => ({ id: randomUUID(), type, data: { n: 1 }, metadata: meta });

/** Follows the log like a projector: from its last position, in pages, until told to stop and caught up. */
async function tail(store: EventStore, done: () => boolean, expected: () => number) {
  const seen: string[] = [];
  let after: string | null = null;
  let idleSince = performance.now();
  for (;;) {
    const page = await store.readAll(after, 50);
    for (const e of page) seen.push(e.position);
    if (page.length > 0) {
      after = page[page.length - 1]!.position;
      idleSince = performance.now();
    } else if (done() && (seen.length >= expected() || performance.now() - idleSince > 2000)) return seen;
    else await new Promise((r) => setTimeout(r, 1));
  }
}

describe('postgres event log', () => {
  it('no reader skips an event: concurrent appenders, some committing long after taking their position', async () => {
    const url = schemas.url();
    const store = openPgEventStore(url, { max: 4 });
    await store.ready();
    // Appenders of their own that hold their transaction open after the append (a slow commit):
    // their global_position is taken early, their commit lands after later positions'.
    const { url: plain, schema } = pgTarget(url);
    const slow = new pg.Pool({ connectionString: plain, max: 4, options: `-c search_path=${schema}` });
    const positions: string[] = [];
    let finished = false;
    const reader = tail(store, () => finished, () => positions.length);
    const fast = Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; i < 40; i++) positions.push((await store.append(`fast-${w}`, [ev()], 'any')).position);
    });
    const slowOnes = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; i < 10; i++) {
        const c = await slow.connect();
        try {
          await c.query('BEGIN');
          const { rows } = await c.query<{ tx: string; pos: string }>(
            "SELECT tx::text, pos::text FROM osg_append($1, $2, ARRAY['Slow'], ARRAY['{}'], $3, ARRAY['2026-01-01T00:00:00Z'], -2, false, 'x')",
            [`slow-${w}`, [randomUUID()], [JSON.stringify(meta)]],
          );
          await c.query(`SELECT pg_sleep(${(Math.random() * 0.03).toFixed(3)})`);
          await c.query('COMMIT');
          positions.push(toPgPosition(rows[0]!.tx, rows[0]!.pos));
        } finally {
          c.release();
        }
      }
    });
    await Promise.all([...fast, ...slowOnes]);
    finished = true;
    const seen = await reader;
    expect(seen.length).toBe(280);
    expect([...seen].sort()).toEqual(seen);
    expect(new Set(seen)).toEqual(new Set(positions));
    await slow.end();
    await store.close();
  });

  it('wakes a subscriber on another connection (another node) through LISTEN/NOTIFY', async () => {
    const url = schemas.url();
    const a = openPgEventStore(url);
    const b = openPgEventStore(url);
    await a.ready();
    let woken = 0;
    const off = b.subscribe(() => (woken += 1));
    // The listener's own connection is up once it reports itself (a wake-up after connecting).
    await expect.poll(() => woken, { timeout: 5000 }).toBeGreaterThan(0);
    const before = woken;
    await a.append(`s-${randomUUID()}`, [ev()], 'no_stream');
    await expect.poll(() => woken, { timeout: 2000 }).toBeGreaterThan(before);
    off();
    await a.close();
    await b.close();
  });

  it('answers a lost database with a 503 error and reconnects by itself', async () => {
    const store = openPgEventStore('postgres://root@127.0.0.1:1/test', { timeoutMs: 300 });
    const err = (await store.append('s', [ev()], 'any').catch((e: unknown) => e)) as { status?: number };
    expect(err.status).toBe(503);
    await store.close();
    // A live store whose connections are killed by the server answers again on the next call.
    const url = new URL(schemas.url());
    const app = `osg-kill-${randomUUID().slice(0, 8)}`;
    url.searchParams.set('application_name', app);
    const live = openPgEventStore(url.toString());
    await live.append('s', [ev()], 'no_stream');
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    const { rows } = await admin.query('SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1', [app]);
    await admin.end();
    expect(rows[0].n).toBeGreaterThan(0);
    let ok = false;
    for (let i = 0; i < 5 && !ok; i++) ok = await live.append('s', [ev()], 'any').then(() => true, () => false);
    expect(ok).toBe(true);
    await live.close();
  });
});
