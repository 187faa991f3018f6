import { join } from 'node:path';
import pg from 'pg';
import { openPgEventStore } from '../../../api/event-store/postgres.js';
import { pgTarget } from '../../../api/event-store/postgres-pool.js';
import { derivedEventId } from '../../../api/shared/command.js';
import { idempotencyStream } from '../../../api/shared/idempotency.js';
import type { MasterKeys } from '../../../api/shared/master-key.js';
import { openPgKeyStore } from '../../../api/shared/personal-data-pg.js';
import { rebuildReadModel } from '../../../projections/rebuild.js';
import { digest, type ReadModelDigest } from '../synthetic.js';
import type { Op } from './client.js';

/**
 * SECURITY G's checker (checker.ts) over a PostgreSQL log: every acknowledged op's events are in
 * the log exactly once, consecutively; no stream has a revision gap; and a fresh replay of the
 * log (with the keys from the database) gives the digest every node's read model must equal.
 */
export interface PgCheckReport {
  acknowledged: number;
  lost: Op[];
  duplicated: Op[];
  gaps: { stream_id: string; n: string }[];
  events: number;
  fresh: ReadModelDigest;
  head: string | null;
}

export async function checkPgRun(opts: { url: string; master: MasterKeys; scratch: string; history: Op[] }): Promise<PgCheckReport> {
  const target = pgTarget(opts.url);
  const db = new pg.Client({ connectionString: target.url, options: `-c search_path=${target.schema}` });
  await db.connect();
  const lost: Op[] = [];
  const duplicated: Op[] = [];
  const acked = opts.history.filter((op) => op.status !== null && op.status >= 200 && op.status < 300);
  const stream = async (id: string) =>
    (await db.query<{ revision: number; event_id: string; data: string }>('SELECT revision::int AS revision, event_id, data FROM events WHERE stream_id = $1 ORDER BY revision', [id])).rows;
  try {
    for (const op of acked) {
      const ctx = { actorId: op.actorId } as Parameters<typeof derivedEventId>[0];
      const record = (await stream(idempotencyStream(op.actorId, op.key))).at(-1);
      const targetStream = record ? (JSON.parse(record.data) as { streamId: string }).streamId : `user-${op.actorId}`;
      const rows = await stream(targetStream);
      const first = rows.find((r) => r.event_id === derivedEventId(ctx, op.key, targetStream, 0));
      if (!first) {
        lost.push(op);
        continue;
      }
      const mine = rows.filter((r) => Array.from({ length: 8 }, (_, i) => derivedEventId(ctx, op.key, targetStream, i)).includes(r.event_id));
      if (!mine.every((r, i) => r.revision === first.revision + i && r.event_id === derivedEventId(ctx, op.key, targetStream, i))) duplicated.push(op);
    }
    const gaps = (
      await db.query<{ stream_id: string; n: string }>(
        'SELECT stream_id, count(*)::text AS n FROM events GROUP BY stream_id HAVING min(revision) <> 0 OR max(revision) <> count(*) - 1',
      )
    ).rows;
    const events = Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows[0]!.n);
    const store = openPgEventStore(opts.url, { max: 2 });
    const keys = await openPgKeyStore(store.pool, target, opts.master);
    try {
      const res = await rebuildReadModel({ store, keys, dir: opts.scratch });
      return { acknowledged: acked.length, lost, duplicated, gaps, events, fresh: digest(join(opts.scratch, res.generation)), head: await store.head() };
    } finally {
      keys.close();
      await store.close();
    }
  } finally {
    await db.end();
  }
}
