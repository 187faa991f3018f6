import Database from 'better-sqlite3';
import { join } from 'node:path';
import { derivedEventId } from '../../../api/shared/command.js';
import { idempotencyStream } from '../../../api/shared/idempotency.js';
import { openSqliteEventStore } from '../../../api/event-store/sqlite.js';
import { openKeyStore } from '../../../api/shared/personal-data.js';
import { rebuildReadModel } from '../../../projections/rebuild.js';
import { currentReadModelFile, digest, type ReadModelDigest } from '../synthetic.js';
import type { Op } from './client.js';

/**
 * SECURITY G's checker over a recorded history and the files a run left behind:
 * (i) every acknowledged op's events are in the log exactly once, (ii) the read model's digest
 * equals a fresh replay into an empty database, (iii) per-stream revisions run 0..n without
 * gaps, (iv) PRAGMA integrity_check is ok on every database.
 */

export interface CheckReport {
  acknowledged: number;
  /** Acknowledged ops whose first event is not in the log (must be 0). */
  lost: Op[];
  /** Acknowledged ops whose events are in the log more than once, or not consecutively. */
  duplicated: Op[];
  /** Streams whose revisions are not 0..n. */
  gaps: { stream_id: string; n: number; lo: number; hi: number }[];
  integrity: Record<string, string>;
  readModel: ReadModelDigest;
  fresh: ReadModelDigest;
  events: number;
}

const userStream = (id: number) => `user-${id}`;

function integrity(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/**
 * `dataDir`'s read model must be at the log's head and no process may be writing. The
 * target stream of a keyed create is the one its idempotency record names; the profile
 * command (no record) writes to the member's own stream.
 */
export async function checkRun(opts: { eventsFile: string; keysFile: string; readModelFile: string; scratch: string; history: Op[] }): Promise<CheckReport> {
  const log = new Database(opts.eventsFile, { readonly: true, fileMustExist: true });
  const byId = log.prepare<[string], { stream_id: string; revision: number }>('SELECT stream_id, revision FROM events WHERE event_id = ?');
  const streamRows = log.prepare<[string], { revision: number; event_id: string; data: string }>('SELECT revision, event_id, data FROM events WHERE stream_id = ? ORDER BY revision');
  const lost: Op[] = [];
  const duplicated: Op[] = [];
  const acked = opts.history.filter((op) => op.status !== null && op.status >= 200 && op.status < 300);
  for (const op of acked) {
    const ctx = { actorId: op.actorId } as Parameters<typeof derivedEventId>[0];
    const record = streamRows.all(idempotencyStream(op.actorId, op.key)).at(-1);
    const target = record ? (JSON.parse(record.data) as { streamId: string }).streamId : userStream(op.actorId);
    const first = byId.get(derivedEventId(ctx, op.key, target, 0));
    if (!first || first.stream_id !== target) {
      lost.push(op);
      continue;
    }
    // The op's events: consecutive revisions from the first, each id derived once (event_id is
    // UNIQUE in the log, so "once" means no second copy under another id either: the derived
    // ids of a later index never appear before the first or after a foreign event).
    const rows = streamRows.all(target);
    const mine = rows.filter((r) => {
      for (let i = 0; i < 8; i++) if (r.event_id === derivedEventId(ctx, op.key, target, i)) return true;
      return false;
    });
    const consecutive = mine.every((r, i) => r.revision === first.revision + i && r.event_id === derivedEventId(ctx, op.key, target, i));
    if (!consecutive) duplicated.push(op);
  }
  const gaps = log
    .prepare<[], { stream_id: string; n: number; lo: number; hi: number }>('SELECT stream_id, COUNT(*) AS n, MIN(revision) AS lo, MAX(revision) AS hi FROM events GROUP BY stream_id HAVING lo <> 0 OR hi <> n - 1')
    .all();
  const events = (log.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
  log.close();

  const readModel = digest(opts.readModelFile);
  const store = openSqliteEventStore(opts.eventsFile, { pollMs: 0 });
  const keys = openKeyStore(opts.keysFile);
  let fresh: ReadModelDigest;
  try {
    const res = await rebuildReadModel({ store, keys, dir: opts.scratch });
    fresh = digest(join(opts.scratch, res.generation));
  } finally {
    await store.close();
    keys.close();
  }
  const rebuilt = currentReadModelFile(opts.scratch);
  return {
    acknowledged: acked.length,
    lost,
    duplicated,
    gaps,
    integrity: {
      'events.db': integrity(opts.eventsFile),
      'keys.db': integrity(opts.keysFile),
      'read model': integrity(opts.readModelFile),
      ...(rebuilt ? { 'fresh replay': integrity(rebuilt) } : {}),
    },
    readModel,
    fresh,
    events,
  };
}

/** Final votes folded from the log's CommentVoted events, per comment: member -> +1 / -1. */
export function foldVotes(eventsFile: string): Map<number, Map<number, number>> {
  const log = new Database(eventsFile, { readonly: true, fileMustExist: true });
  const out = new Map<number, Map<number, number>>();
  try {
    for (const row of log.prepare("SELECT data FROM events WHERE type = 'CommentVoted' ORDER BY position").iterate() as Iterable<{ data: string }>) {
      const d = JSON.parse(row.data) as { commentId: number; userId: number; vote: 'upvote' | 'downvote' | null };
      const m = out.get(d.commentId) ?? new Map<number, number>();
      out.set(d.commentId, m);
      if (d.vote === null) m.delete(d.userId);
      else m.set(d.userId, d.vote === 'upvote' ? 1 : -1);
    }
  } finally {
    log.close();
  }
  return out;
}
