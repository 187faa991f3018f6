import type pg from 'pg';
import type { Config } from '../config.js';
import { openEventStore } from '../event-store/open.js';
import type { EventStore } from '../event-store/port.js';
import { openPgEventStore } from '../event-store/postgres.js';
import { isPostgresUrl, pgTarget } from '../event-store/postgres-pool.js';
import { masterKeysFor } from './master-key.js';
import { openKeyStore, type KeyStore } from './personal-data.js';
import { openPgKeyStore, type PgKeyStore } from './personal-data-pg.js';
import { flushFiles } from './shared-files.js';
import { openPgFileMirror } from './shared-files-pg.js';

type InfoLog = { info(o: object, msg: string): void; warn?(o: object, msg: string): void };

/**
 * What nodes share: the event log, the member keys and the uploaded files. With a postgres://
 * EVENTSTORE_URL all three live in that database (one pool), so nodes need no shared disk;
 * otherwise the log as configured, keys.db (KEYS_FILE) and the data directory's files.
 */
export async function openSharedStores(config: Config, log?: InfoLog, opts: { pollMs?: number } = {}): Promise<{ store: EventStore; keys: KeyStore; pool?: pg.Pool }> {
  if (!isPostgresUrl(config.eventStoreUrl)) {
    return { store: openEventStore(config, opts), keys: openKeyStore(config.files.keys, masterKeysFor(config, log)) };
  }
  const target = pgTarget(config.eventStoreUrl);
  const pg = openPgEventStore(config.eventStoreUrl);
  try {
    await pg.ready();
    if (!config.masterKeys) log?.warn?.({}, 'EVENTSTORE_URL is PostgreSQL but KEYS_MASTER_KEY is not set: every node must be given the same KEYS_MASTER_KEY');
    const keys = await openPgKeyStore(pg.pool, target, masterKeysFor(config, log));
    const files = await openPgFileMirror(pg.pool, target, config.dataDir);
    return { store: withSharedKeys(pg, keys, config.dataDir, files.close), keys, pool: pg.pool };
  } catch (err) {
    await pg.close();
    throw err;
  }
}

/**
 * The log as the application sees it beside PostgreSQL-held keys: an append waits until every
 * key this process created is stored (nothing sealed with an unstored key reaches the log), and
 * every batch read reads the keys changed since the last batch before it is projected (a key is
 * stored before any event sealed with it, by whichever node sealed it).
 */
export function withSharedKeys(store: EventStore, keys: PgKeyStore, dataDir: string, closeFiles: () => void): EventStore {
  return {
    ...store,
    kind: store.kind,
    async append(streamId, events, expected) {
      // The uploaded files an event names are stored before it, like the keys it was sealed with.
      await Promise.all([keys.flush(), flushFiles(dataDir)]);
      return store.append(streamId, events, expected);
    },
    async readAll(after, limit) {
      const events = await store.readAll(after, limit);
      // Not only when a batch names an unknown subject: a value may be sealed for a subject its
      // event does not list, and a destroyed key must stop opening here before its erasure projects.
      if (events.length > 0) await keys.refresh();
      return events;
    },
    async close() {
      await Promise.all([keys.flush(), flushFiles(dataDir)]).catch(() => undefined);
      closeFiles();
      await store.close();
    },
  };
}
