import type { Db } from '../read-db.js';

/**
 * Which member reported which thread or reply (issue 29: ForumThreadReported, ForumReplyReported),
 * for the forum projection: one row per (reporter, item), so a member's thread page shows
 * 'Reported' for what they reported (GET /_api/forum/thread/mine, signed-in and never cached).
 * A reply's row names the reply only; its thread is read from `forum_posts` when asked, so a reply
 * that moves with a merged thread stays reported where it lands. Ids only: nothing to erase.
 */
export const reportersSchema = `
    CREATE TABLE IF NOT EXISTS forum_reporters (
      reporter_id INTEGER NOT NULL, item_type TEXT NOT NULL, item_id INTEGER NOT NULL,
      PRIMARY KEY (reporter_id, item_type, item_id)) WITHOUT ROWID;`;

export function reporters(db: Db) {
  const add = db.prepare("INSERT INTO forum_reporters (reporter_id, item_type, item_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
  return {
    thread: (d: { threadId: number; reporterId: number }) => void add.run(d.reporterId, 'thread', d.threadId),
    reply: (d: { postId: number; reporterId: number }) => void add.run(d.reporterId, 'reply', d.postId),
  };
}
