import type { EventStore, RecordedEvent } from '../../api/event-store/port.js';
import type { ProjectionDeps } from '../../projections/projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';

/**
 * Instruments for structural cost tests: they count what a read or a decision touches (events
 * read, rows returned, statements run), which stays true on any machine, unlike a timing.
 */

/** A new view of the store (so loadState's per-store cache starts cold) counting the events readStream hands out. */
export function countingReads(store: EventStore) {
  const read = { events: 0 };
  const view: EventStore = {
    ...store,
    kind: store.kind,
    async readStream(streamId, from) {
      const events = await store.readStream(streamId, from);
      read.events += events.length;
      return events;
    },
  };
  return { view, read };
}

/** A read model whose cached statements record their SQL and the rows each call returned. */
export function spiedStatements(rm: ReadModel) {
  const runs: { sql: string; rows: number }[] = [];
  const view = {
    stmt(sql: string) {
      const s = rm.stmt(sql);
      const call = (m: 'get' | 'all') => (...args: unknown[]) => {
        const r = (s[m] as (...a: unknown[]) => unknown)(...args);
        runs.push({ sql, rows: Array.isArray(r) ? r.length : r === undefined ? 0 : 1 });
        return r;
      };
      return { get: call('get'), all: call('all') };
    },
  } as unknown as ReadModel;
  return { view, runs };
}

/** Projection deps for tests whose events carry plaintext. */
export const plainDeps: ProjectionDeps = { unseal: (v) => v, unsealOpt: (v) => v ?? null, sanitizeHtml };

/** Builds recorded events with consecutive positions, as the runner would hand them to a projection. */
export function recorder(streamOf: (data: unknown) => string, meta: Partial<RecordedEvent['metadata']> = {}) {
  let position = 0;
  /** `minute` sets the event's time (minutes after 2026-01-01); by default it follows the position. */
  return (e: { type: string; data: unknown }, minute?: number): RecordedEvent => ({
    id: `e-${++position}`,
    type: e.type,
    data: e.data,
    metadata: { actorId: 1, actorRole: 'admin', correlationId: 'c', causationId: null, at: new Date(Date.UTC(2026, 0, 1, 0, minute ?? position)).toISOString(), ...meta },
    streamId: streamOf(e.data),
    revision: 0,
    position: String(position).padStart(20, '0'),
  });
}
