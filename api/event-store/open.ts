import type { Config } from '../config.js';
import { openEsdbEventStore } from './esdb.js';
import type { EventStore } from './port.js';
import { openPgEventStore } from './postgres.js';
import { isPostgresUrl } from './postgres-pool.js';
import { openSqliteEventStore } from './sqlite.js';

/** PostgreSQL for a postgres:// EVENTSTORE_URL, EventStoreDB for any other, else the embedded SQLite log. */
export function openEventStore(config: Config, opts: { pollMs?: number } = {}): EventStore {
  if (isPostgresUrl(config.eventStoreUrl)) return openPgEventStore(config.eventStoreUrl);
  if (config.eventStoreUrl) return openEsdbEventStore(config.eventStoreUrl);
  return openSqliteEventStore(config.files.events, { pollMs: opts.pollMs ?? 250 });
}
