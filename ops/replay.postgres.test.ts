import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgEventStore } from '../api/event-store/postgres.js';
import { pgSchemas } from '../api/event-store/postgres.test-support.js';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { masterKeyId, wrapKey } from '../api/shared/master-key.js';
import { openKeyStore } from '../api/shared/personal-data.js';
import { openPgKeyStore } from '../api/shared/personal-data-pg.js';
import { pgTarget } from '../api/event-store/postgres-pool.js';
import { rebuildReadModel } from '../projections/rebuild.js';
import { killAll, spawnNpm } from '../tests/support/procs.js';
import { currentReadModelFile, digest, generateSynthetic } from '../tests/support/synthetic.js';

/**
 * `npm run replay` on a PostgreSQL log (issue 30): the synthetic log and its keys copied into a
 * fresh schema, replayed with its progress bar: every table as a replay of the same log on SQLite
 * fills it, and the digest of a rebuild from the PostgreSQL log in the test's own process.
 */
const EVENTS = 5000;
const tmp = mkdtempSync(join(tmpdir(), 'osg-replay-pg-'));
const schemas = pgSchemas('osg_replay');

afterAll(async () => {
  await killAll();
  await schemas.dropAll();
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm run replay on PostgreSQL', () => {
  it('rebuilds the read model from the PostgreSQL log, with progress: every table as on SQLite, the digest of a fresh rebuild', async () => {
    const [eventsFile, keysFile] = [join(tmp, 'events.db'), join(tmp, 'keys.db')];
    await generateSynthetic({ eventsFile, keysFile, count: EVENTS, seed: 7 });
    const sqlite = openSqliteEventStore(eventsFile, { pollMs: 0 });
    const keys = openKeyStore(keysFile);
    const expected = digest(join(tmp, 'scratch', (await rebuildReadModel({ store: sqlite, keys, dir: join(tmp, 'scratch') })).generation));

    // The same log and keys in PostgreSQL, under a master key of the test's own.
    const url = schemas.url();
    const master = randomBytes(32);
    const pg = openPgEventStore(url, { max: 4 });
    await pg.ready();
    for (const e of await sqlite.readAll(null, EVENTS * 2)) await pg.append(e.streamId, [e], 'any');
    const subjects = (new Database(keysFile, { readonly: true }).prepare('SELECT subject FROM member_keys WHERE key IS NOT NULL').all() as { subject: number }[]).map((r) => r.subject);
    await openPgKeyStore(pg.pool, pgTarget(url), { current: master, previous: [] }).then((k) => k.close());
    for (const s of subjects) await pg.pool.query('INSERT INTO member_keys (subject, key, kid) VALUES ($1, $2, $3) ON CONFLICT (subject) DO UPDATE SET key = excluded.key, kid = excluded.kid', [s, wrapKey(master, s, keys.find(s)!), masterKeyId(master)]);
    // The reference on this log: a rebuild in this process (the digest holds positions, which differ between the two logs).
    const pgKeys = await openPgKeyStore(pg.pool, pgTarget(url), { current: master, previous: [] });
    const reference = digest(join(tmp, 'scratch-pg', (await rebuildReadModel({ store: pg, keys: pgKeys, dir: join(tmp, 'scratch-pg') })).generation));
    pgKeys.close();
    await pg.close();
    await sqlite.close();
    keys.close();

    const dataDir = join(tmp, 'data');
    const child = spawnNpm('npm run replay', 'replay', { DATA_DIR: dataDir, EVENTSTORE_URL: url, KEYS_MASTER_KEY: master.toString('base64') });
    const exit = await child.exited;
    const out = child.output();
    expect(exit, out).toEqual({ code: 0, signal: null });
    expect(out).toMatch(new RegExp(`replay \\[[=-]+\\] 100% \\| ${EVENTS}/${EVENTS} events`));
    expect(out).toMatch(new RegExp(`replayed ${EVENTS} events in`));
    const got = digest(currentReadModelFile(join(dataDir, 'read-model'))!);
    // Every table holds what the SQLite replay of the same log holds; the whole digest is a fresh rebuild's.
    expect(got.rows).toEqual(expected.rows);
    expect(got.digest).toBe(reference.digest);
  }, 300_000);
});
