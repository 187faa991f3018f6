import type { Db } from '../read-db.js';

/** Ids per counting bucket of a queue: a page at offset k reads at most n/BUCKET bucket rows plus BUCKET index entries. */
export const QUEUE_BUCKET = 1024;
export const queueBucket = (commentId: number) => Math.floor(commentId / QUEUE_BUCKET);

/** The index the moderation tabs page by (api/comments/admin.queries.ts); no projection statement uses it. */
export const moderationQueueReadIndexes = 'CREATE INDEX IF NOT EXISTS comments_queue ON comments (queue, id);';

/** Tables of the moderation queue, part of the comments projection's schema. */
export const moderationQueueSchema = `
    CREATE TABLE IF NOT EXISTS comment_flags (
      comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, seq INTEGER NOT NULL, reason TEXT, at TEXT NOT NULL,
      PRIMARY KEY (comment_id, user_id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS comment_flags_recent ON comment_flags (comment_id, seq);
    CREATE INDEX IF NOT EXISTS comment_flags_user ON comment_flags (user_id);
    CREATE TABLE IF NOT EXISTS comment_queue_counts (queue TEXT PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS comment_queue_buckets (
      queue TEXT NOT NULL, bucket INTEGER NOT NULL, n INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (queue, bucket)
    ) WITHOUT ROWID;`;

/** The tab a new comment is listed under: its status is 'pending' until moderated. */
export const NEW_COMMENT_QUEUE = 'pending';

interface QueueRow {
  status: string;
  open_flags: number;
  deleted: number;
  queue: string | null;
}

/**
 * Which moderation tab each comment is listed under (`comments.queue`), and the totals that
 * page those tabs without counting rows. A comment is under 'flagged' when members reported it
 * since the last moderation and it is not 'rejected'; otherwise under the status an admin last
 * set ('pending' until then). Deleted comments are under none (NULL): there is nothing left to
 * moderate. `comment_queue_counts` holds each tab's total; `comment_queue_buckets` the same
 * split by id range, so a page at any offset is found by summing buckets from the newest
 * (see api/comments/admin.queries.ts). Counts move only when a comment really changes tab, so
 * applying an event twice changes nothing.
 */
export function moderationQueue(db: Db) {
  const row = db.prepare<[number], QueueRow>('SELECT status, open_flags, deleted, queue FROM comments WHERE id = ?');
  const setQueue = db.prepare('UPDATE comments SET queue = ? WHERE id = ?');
  const total = db.prepare(`INSERT INTO comment_queue_counts (queue, n) VALUES (?, ?)
    ON CONFLICT(queue) DO UPDATE SET n = n + excluded.n`);
  const bucket = db.prepare(`INSERT INTO comment_queue_buckets (queue, bucket, n) VALUES (?, ?, ?)
    ON CONFLICT(queue, bucket) DO UPDATE SET n = n + excluded.n`);
  const addFlag = db.prepare(`INSERT INTO comment_flags (comment_id, user_id, seq, reason, at)
    VALUES (@commentId, @userId, (SELECT flag_count + 1 FROM comments WHERE id = @commentId), @reason, @at)
    ON CONFLICT(comment_id, user_id) DO NOTHING`);
  const flagged = db.prepare(`UPDATE comments SET flag_count = flag_count + 1, open_flags = open_flags + 1,
    last_flag_reason = COALESCE(?, last_flag_reason) WHERE id = ?`);
  const reviewed = db.prepare('UPDATE comments SET open_flags = 0 WHERE id = ?');

  const move = (queue: string, id: number, n: number) => {
    total.run(queue, n);
    bucket.run(queue, queueBucket(id), n);
  };

  /** Puts the comment under the tab its row now calls for. */
  function requeue(id: number): void {
    const r = row.get(id);
    if (!r) return;
    const next = r.deleted ? null : r.open_flags > 0 && r.status !== 'rejected' ? 'flagged' : r.status;
    if (next === r.queue) return;
    setQueue.run(next, id);
    if (r.queue) move(r.queue, id, -1);
    if (next) move(next, id, 1);
  }

  /** A member's report: counted once per member; the latest reason given is kept. */
  function flag(commentId: number, userId: number, reason: string | null, at: string): void {
    if (!row.get(commentId)) return;
    if (addFlag.run({ commentId, userId, reason, at }).changes === 0) return;
    flagged.run(reason, commentId);
    requeue(commentId);
  }

  /** A moderation reviews every report before it. */
  function review(commentId: number): void {
    reviewed.run(commentId);
    requeue(commentId);
  }

  /**
   * A comment just inserted under NEW_COMMENT_QUEUE (a new comment is pending, unreported and
   * not deleted): counted there, without reading back and rewriting the row requeue() would.
   */
  const added = (id: number) => move(NEW_COMMENT_QUEUE, id, 1);

  return { requeue, flag, review, added };
}
