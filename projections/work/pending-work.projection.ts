import { WORK_STREAM_PREFIX, type WorkEvent } from '../../schemas/shared/work.js';
import { defineProjection } from '../projection.js';

/**
 * A new item waits this long before any sweep may take it: the process that answered its
 * request starts it within milliseconds, and a sweep elsewhere would only contend for the claim.
 */
export const WORK_GRACE_MS = 5_000;

/**
 * `pending_work`: every acknowledged work item not yet done (schemas/shared/work.ts), with the
 * time from which a sweep may take it (its request's time plus a grace, or its claim's lease end).
 * The sweeps of api/shared/durable-work.ts read it; the item's own stream decides every claim.
 */
export const pendingWorkProjection = defineProjection({
  name: 'pending-work',
  version: 1,
  init: `
    CREATE TABLE IF NOT EXISTS pending_work (work_id TEXT PRIMARY KEY, kind TEXT NOT NULL, available_at TEXT NOT NULL) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS pending_work_available ON pending_work (available_at);`,
  prepare: (db) => ({
    add: db.prepare('INSERT INTO pending_work (work_id, kind, available_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    lease: db.prepare('UPDATE pending_work SET available_at = ? WHERE work_id = ?'),
    done: db.prepare('DELETE FROM pending_work WHERE work_id = ?'),
  }),
  apply(event, s) {
    if (!event.streamId.startsWith(WORK_STREAM_PREFIX)) return;
    const workId = event.streamId.slice(WORK_STREAM_PREFIX.length);
    const e = event as unknown as WorkEvent;
    switch (e.type) {
      case 'WorkRequested':
        s.add.run(workId, e.data.kind, new Date(Date.parse(event.metadata.at) + WORK_GRACE_MS).toISOString());
        return;
      case 'WorkClaimed':
        s.lease.run(e.data.until, workId);
        return;
      case 'WorkCompleted':
      case 'WorkAbandoned':
        s.done.run(workId);
        return;
      default:
        return;
    }
  },
});

/** Items a sweep may take at `now`, oldest first. */
export const pendingWorkSql = 'SELECT work_id FROM pending_work WHERE available_at <= ? ORDER BY available_at LIMIT ? + 0';
