import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { PgListener } from '../event-store/postgres-listen.js';
import { createTables, followChanges, inTransaction, query, type PgTarget } from '../event-store/postgres-pool.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { keyOnFirstUse } from './key-on-first-use.js';
import { MasterKeyError, masterKeyId, unwrapKey, wrapKey, type MasterKeys } from './master-key.js';
import type { KeyStore } from './personal-data.js';
import { PendingWrites } from './pending-writes.js';

/**
 * The member keys in PostgreSQL (EVENTSTORE_URL=postgres://...), shared by every node, wrapped
 * by KEYS_MASTER_KEY exactly as keys.db's rows are (api/shared/personal-data.ts).
 *
 * KeyStore is synchronous (sealing happens inside pure deciders), so every row is held in
 * memory: loaded at open, refreshed when another node's change is announced (LISTEN) and before
 * a batch of events naming an unknown subject is projected. A key created here is written at
 * once and `flush()`ed before any append (`withKeysFlushed`), so no event sealed with a key
 * reaches the log before the key is stored. If another node stored a different key for the
 * same subject first, the flush fails as a conflict: the command decides (and seals) again.
 */
export interface PgKeyStore extends KeyStore {
  rewrapped: number;
  /** Resolves once every key created or destroyed here is stored; rejects if one could not be. */
  flush(): Promise<void>;
  /** Reads the rows changed since the last refresh (another node's keys). */
  refresh(): Promise<void>;
  knows(subject: number): boolean;
}

const TABLE = `
CREATE TABLE IF NOT EXISTS member_keys (
  subject      bigint PRIMARY KEY,
  key          bytea,
  kid          text,
  destroyed_at timestamptz,
  tx           xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX IF NOT EXISTS member_keys_tx ON member_keys (tx);`;

type Row = { subject: string; key: Buffer | null; kid: string | null };

export async function openPgKeyStore(pool: pg.Pool, target: PgTarget, master: MasterKeys): Promise<PgKeyStore> {
  const channel = `osg_keys:${target.schema ?? ''}`;
  await createTables(pool, 7_201_330_018, TABLE);
  const kid = masterKeyId(master.current);
  const masters = new Map([master.current, ...master.previous].map((k) => [masterKeyId(k), k] as const));
  const unwrap = (subject: number, row: { key: Buffer; kid: string | null }) => {
    if (row.kid === null) return row.key;
    const m = masters.get(row.kid);
    if (!m) throw new MasterKeyError(`member_keys: keys are wrapped with master key ${row.kid}, which is neither KEYS_MASTER_KEY (${kid}) nor in KEYS_MASTER_KEY_PREVIOUS`);
    return unwrapKey(m, subject, row.key);
  };
  const rewrapped = await rewrapAll(pool, kid, (subject, row) => wrapKey(master.current, subject, unwrap(subject, row)));

  /** subject → key, or null once destroyed. */
  const cache = new Map<number, Buffer | null>();
  const writes = new PendingWrites<number>();
  const apply = (r: Row) => {
    const subject = Number(r.subject);
    // A change of this process not yet stored: the row read is older than what this process holds.
    if (writes.held(subject)) return;
    cache.set(subject, r.key ? unwrap(subject, { key: r.key, kid: r.kid }) : null);
  };
  const refresh = followChanges<Row>(pool, 'SELECT subject::text, key, kid FROM member_keys WHERE tx >= $1::xid8', (rows) => rows.forEach(apply));
  await refresh();
  // Subject 0 signs confirmation links (api/auth/confirm-token.ts): stored before any node signs with it.
  if (!cache.has(0)) {
    await query(pool, 'INSERT INTO member_keys (subject, key, kid) VALUES (0, $1, $2) ON CONFLICT (subject) DO NOTHING', [wrapKey(master.current, 0, randomBytes(32)), kid]);
    await refresh();
  }

  const insert = (subject: number, key: Buffer) => async () => {
    const rows = await query(pool, 'INSERT INTO member_keys (subject, key, kid) VALUES ($1, $2, $3) ON CONFLICT (subject) DO NOTHING RETURNING subject', [subject, wrapKey(master.current, subject, key), kid]);
    await query(pool, 'SELECT pg_notify($1, $2)', [channel, String(subject)]);
    if (rows.length === 1) return;
    // Another node stored this subject's key first: ours sealed nothing durable yet; take theirs.
    const [theirs] = await query<Row>(pool, 'SELECT subject::text, key, kid FROM member_keys WHERE subject = $1', [subject]);
    if (theirs) cache.set(subject, theirs.key ? unwrap(subject, { key: theirs.key, kid: theirs.kid }) : null);
    throw new WrongExpectedRevisionError(`member-key-${subject}`, 'no_stream', 0);
  };
  const destroy = (subject: number) => async () => {
    await query(
      pool,
      `INSERT INTO member_keys (subject, key, kid, destroyed_at) VALUES ($1, NULL, NULL, now())
       ON CONFLICT (subject) DO UPDATE SET key = NULL, kid = NULL, destroyed_at = coalesce(member_keys.destroyed_at, now()), tx = pg_current_xact_id()`,
      [subject],
    );
    await query(pool, 'SELECT pg_notify($1, $2)', [channel, String(subject)]);
  };

  const listener = new PgListener(target);
  const stopListening = listener.on(channel, () => void refresh().catch(() => undefined));
  const find = (subject: number) => cache.get(subject) ?? null;
  /** A new key is used at once; `flush` awaits its row. */
  const keep = (subject: number, key: Buffer) => {
    cache.set(subject, key);
    writes.start(subject, insert(subject, key));
    return key;
  };
  return {
    rewrapped,
    knows: (subject) => cache.has(subject),
    refresh,
    // A conflict (another node stored this subject's key) is not tried again: the command decides anew.
    flush: () => writes.flush((err) => err instanceof WrongExpectedRevisionError),
    // A destroyed key stays in the cache as null: a subject the cache holds but `find` does not was erased.
    keyFor: keyOnFirstUse({ find, wasDestroyed: (subject) => cache.has(subject), keep }),
    find,
    destroyed: (subject) => cache.has(subject) && cache.get(subject) === null,
    destroy(subject) {
      cache.set(subject, null);
      writes.start(subject, destroy(subject));
    },
    close() {
      stopListening();
      listener.close();
    },
  };
}

/** Wraps, under the current master key, every live row that is not yet; returns how many. */
async function rewrapAll(pool: pg.Pool, kid: string, rewrap: (subject: number, row: { key: Buffer; kid: string | null }) => Buffer): Promise<number> {
  const stale = 'SELECT subject::text, key, kid FROM member_keys WHERE key IS NOT NULL AND (kid IS NULL OR kid <> $1)';
  if ((await query<Row>(pool, `${stale} LIMIT 1`, [kid])).length === 0) return 0;
  return inTransaction(pool, async (client) => {
    const rows = (await client.query<Row>(`${stale} FOR UPDATE`, [kid])).rows;
    for (const r of rows) await client.query('UPDATE member_keys SET key = $1, kid = $2, tx = pg_current_xact_id() WHERE subject = $3', [rewrap(Number(r.subject), { key: r.key!, kid: r.kid }), kid, r.subject]);
    return rows.length;
  });
}
