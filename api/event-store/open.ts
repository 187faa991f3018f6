import type { Config } from '../config.js';
import { openEsdbEventStore } from './esdb.js';
import type { EventStore } from './port.js';
import { openSqliteEventStore } from './sqlite.js';

/** EventStoreDB when EVENTSTORE_URL is set, else the embedded SQLite log. */
export function openEventStore(config: Config, opts: { pollMs?: number } = {}): EventStore {
  if (config.eventStoreUrl) return openEsdbEventStore(config.eventStoreUrl);
  return openSqliteEventStore(config.files.events, { pollMs: opts.pollMs ?? 250 });
}
