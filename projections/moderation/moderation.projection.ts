import type { AccountEvent } from '../../schemas/account/events.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import type { ModerationEvent, ModerationItemType } from '../../schemas/moderation/events.js';
import type { ProductEvent } from '../../schemas/products/events.js';
import { defineProjection } from '../projection.js';
import type { Db } from '../read-db.js';

type Seen = AccountEvent | CommentEvent | ForumEvent | ModerationEvent | ProductEvent;

/**
 * The moderation read model (issue 29), its own tables only:
 * - `moderation_posts`: every comment, thread, reply and review with its author and context (the
 *   article, thread or product), so a report, wherever it comes from, names whose content it is;
 *   `moderation_authors` each member's thread, reply and post totals (the trust limits read them).
 * - `moderation_items`: each reported item's queue row: `status` 'open' (reports since the last
 *   review), 'kept', 'hidden' or 'deleted'; `reports` every member who ever reported it,
 *   `open_reports` those since the last review; `last_seq` its latest report (the queue's order).
 * - `moderation_reports`: one row per member per item (a report is once per member), `seq` in log order.
 * - `moderation_members`: each member's warnings and the suspension last set (its `until` is
 *   compared with the clock when read), `moderation_actions` their history.
 * - `moderation_counts`: each (type, status)'s total, kept by triggers, so the queue's tabs count no rows.
 * - `moderation_trust`: the trust limits admins set (one row; absent means the defaults).
 * The item's text is not copied here: the queue reads it from its feature's table at query time, so
 * erasing a member (AccountDeletionRequested) blanks only what they wrote as a reporter: the details,
 * and a comment report's reason (free text there, from REPORT_REASONS for the other kinds).
 */
export const moderationProjection = defineProjection({
  name: 'moderation',
  version: 1,
  init: `
    CREATE TABLE IF NOT EXISTS moderation_posts (
      item_type TEXT NOT NULL, item_id INTEGER NOT NULL, author_id INTEGER NOT NULL, context_id INTEGER NOT NULL, anonymous INTEGER NOT NULL, deleted INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (item_type, item_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS moderation_posts_author ON moderation_posts (author_id, deleted);
    CREATE TABLE IF NOT EXISTS moderation_authors (
      author_id INTEGER PRIMARY KEY, threads INTEGER NOT NULL DEFAULT 0, replies INTEGER NOT NULL DEFAULT 0, posts INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS moderation_items (
      item_type TEXT NOT NULL, item_id INTEGER NOT NULL, author_id INTEGER, context_id INTEGER, anonymous INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL, reports INTEGER NOT NULL DEFAULT 0, open_reports INTEGER NOT NULL DEFAULT 0, last_seq INTEGER NOT NULL,
      PRIMARY KEY (item_type, item_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS moderation_items_newest ON moderation_items (status, last_seq);
    CREATE INDEX IF NOT EXISTS moderation_items_type_newest ON moderation_items (item_type, status, last_seq);
    CREATE INDEX IF NOT EXISTS moderation_items_most ON moderation_items (status, reports, last_seq);
    CREATE INDEX IF NOT EXISTS moderation_items_type_most ON moderation_items (item_type, status, reports, last_seq);
    CREATE TABLE IF NOT EXISTS moderation_counts (item_type TEXT NOT NULL, status TEXT NOT NULL, n INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (item_type, status)) WITHOUT ROWID;
    INSERT OR IGNORE INTO moderation_counts (item_type, status) SELECT t.value, s.value FROM json_each('["comment","thread","reply","review"]') t, json_each('["open","hidden","kept","deleted"]') s;
    CREATE TRIGGER IF NOT EXISTS moderation_items_counted AFTER INSERT ON moderation_items BEGIN
      UPDATE moderation_counts SET n = n + 1 WHERE item_type = NEW.item_type AND status = NEW.status; END;
    CREATE TRIGGER IF NOT EXISTS moderation_items_recounted AFTER UPDATE OF status ON moderation_items WHEN OLD.status <> NEW.status BEGIN
      UPDATE moderation_counts SET n = n - 1 WHERE item_type = OLD.item_type AND status = OLD.status;
      UPDATE moderation_counts SET n = n + 1 WHERE item_type = NEW.item_type AND status = NEW.status; END;
    CREATE TABLE IF NOT EXISTS moderation_reports (
      seq INTEGER PRIMARY KEY, item_type TEXT NOT NULL, item_id INTEGER NOT NULL, reporter_id INTEGER NOT NULL,
      author_id INTEGER, reason TEXT, details TEXT, at TEXT NOT NULL, UNIQUE (item_type, item_id, reporter_id));
    CREATE INDEX IF NOT EXISTS moderation_reports_reporter ON moderation_reports (reporter_id, seq);
    CREATE INDEX IF NOT EXISTS moderation_reports_author ON moderation_reports (author_id, seq);
    CREATE TABLE IF NOT EXISTS moderation_members (
      user_id INTEGER PRIMARY KEY, warnings INTEGER NOT NULL DEFAULT 0,
      suspended INTEGER NOT NULL DEFAULT 0, suspended_until TEXT, suspend_reason TEXT);
    CREATE TABLE IF NOT EXISTS moderation_actions (
      seq INTEGER PRIMARY KEY, event_id TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL, type TEXT NOT NULL,
      at TEXT NOT NULL, actor_id INTEGER, reason TEXT, until TEXT);
    CREATE INDEX IF NOT EXISTS moderation_actions_user ON moderation_actions (user_id, seq);
    CREATE TABLE IF NOT EXISTS moderation_trust (id INTEGER PRIMARY KEY CHECK (id = 1), limits TEXT NOT NULL);`,
  prepare: (db) => statements(db),
  apply(event, s, { unsealOpt }) {
    const e = event as unknown as Seen;
    const at = event.metadata.at;
    switch (e.type) {
      case 'CommentPosted':
        return s.post('comment', e.data.commentId, e.data.authorId, e.data.articleId, 'posts');
      case 'ThreadCreated':
        return s.post('thread', e.data.threadId, e.data.authorId, e.data.categoryId, 'threads', e.data.anonymous);
      case 'ThreadReplyPosted':
        return s.post('reply', e.data.postId, e.data.authorId, e.data.threadId, 'replies', e.data.anonymous);
      case 'ReviewSubmitted':
        return s.post('review', e.data.reviewId, e.data.authorId, e.data.productId, 'posts');
      case 'CommentFlagged':
        return s.report('comment', e.data.commentId, e.data.userId, unsealOpt(e.data.reason), null, at);
      case 'ForumThreadReported':
        return s.report('thread', e.data.threadId, e.data.reporterId, e.data.reason, unsealOpt(e.data.details), at);
      case 'ForumReplyReported':
        return s.report('reply', e.data.postId, e.data.reporterId, e.data.reason, unsealOpt(e.data.details), at);
      case 'ReviewReported':
        return s.report('review', e.data.reviewId, e.data.reporterId, e.data.reason, unsealOpt(e.data.details), at);
      case 'ReportsDismissed':
      case 'ContentUnhidden':
        return void s.setStatus.run('kept', e.data.itemType, e.data.itemId);
      case 'ContentHidden':
        return void s.setStatus.run('hidden', e.data.itemType, e.data.itemId);
      case 'ThreadMerged':
        // Its reports are settled: the thread is gone from the forum, a pointer to the target.
        return void s.setStatus.run('deleted', 'thread', e.data.threadId);
      case 'CommentModerated':
        // The comments screen's own moderation: a rejection hides, an approval keeps.
        if (e.data.status === 'rejected' || e.data.status === 'approved') s.setStatus.run(e.data.status === 'rejected' ? 'hidden' : 'kept', 'comment', e.data.commentId);
        return;
      case 'CommentDeleted':
        return s.deleted('comment', e.data.commentId);
      case 'ForumThreadDeleted':
        return s.deleted('thread', e.data.threadId);
      case 'ForumReplyDeleted':
        return s.deleted('reply', e.data.postId);
      case 'ReviewDeleted':
        return s.deleted('review', e.data.reviewId);
      case 'MemberWarned':
      case 'MemberSuspended':
      case 'MemberUnsuspended':
        return s.member(e, event.id, at, event.metadata.actorId);
      case 'TrustLimitsSet':
        return void s.trust.run(JSON.stringify(e.data));
      case 'AccountDeletionRequested':
        return void s.eraseDetails.run(e.data.userId);
      default:
        return;
    }
  },
});

function statements(db: Db) {
  const addPost = db.prepare('INSERT INTO moderation_posts (item_type, item_id, author_id, context_id, anonymous) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const author = db.prepare('INSERT INTO moderation_authors (author_id) VALUES (?) ON CONFLICT DO NOTHING');
  const counters = {
    threads: db.prepare('UPDATE moderation_authors SET threads = threads + 1, posts = posts + 1 WHERE author_id = ?'),
    replies: db.prepare('UPDATE moderation_authors SET replies = replies + 1, posts = posts + 1 WHERE author_id = ?'),
    posts: db.prepare('UPDATE moderation_authors SET posts = posts + 1 WHERE author_id = ?'),
  };
  const postOf = db.prepare<[string, number], { author_id: number; context_id: number; anonymous: number }>('SELECT author_id, context_id, anonymous FROM moderation_posts WHERE item_type = ? AND item_id = ?');
  const addReport = db.prepare(`INSERT INTO moderation_reports (item_type, item_id, reporter_id, author_id, reason, details, at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  // A new report reopens a kept item; a hidden or deleted one keeps its status (and counts the report).
  const reported = db.prepare(`INSERT INTO moderation_items (item_type, item_id, author_id, context_id, anonymous, status, reports, open_reports, last_seq)
    VALUES (@type, @id, @authorId, @contextId, @anonymous, 'open', 1, 1, @seq)
    ON CONFLICT(item_type, item_id) DO UPDATE SET reports = reports + 1, open_reports = open_reports + 1, last_seq = excluded.last_seq,
      status = CASE WHEN status = 'kept' THEN 'open' ELSE status END`);
  const deletedItem = db.prepare("UPDATE moderation_items SET status = 'deleted', open_reports = 0 WHERE item_type = ? AND item_id = ?");
  const deletedPost = db.prepare('UPDATE moderation_posts SET deleted = 1 WHERE item_type = ? AND item_id = ?');
  const member = db.prepare('INSERT INTO moderation_members (user_id) VALUES (?) ON CONFLICT DO NOTHING');
  const insertAction = db.prepare(`INSERT INTO moderation_actions (event_id, user_id, type, at, actor_id, reason, until)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(event_id) DO NOTHING`);
  const warned = db.prepare('UPDATE moderation_members SET warnings = warnings + 1 WHERE user_id = ?');
  const suspended = db.prepare('UPDATE moderation_members SET suspended = 1, suspended_until = ?, suspend_reason = ? WHERE user_id = ?');
  const unsuspended = db.prepare('UPDATE moderation_members SET suspended = 0, suspended_until = NULL, suspend_reason = NULL WHERE user_id = ?');
  return {
    post(type: ModerationItemType, id: number, authorId: number, contextId: number, kind: keyof typeof counters, anonymous = false) {
      if (addPost.run(type, id, authorId, contextId, anonymous ? 1 : 0).changes === 0) return;
      author.run(authorId);
      counters[kind].run(authorId);
    },
    report(type: ModerationItemType, id: number, reporterId: number, reason: string | null, details: string | null, at: string) {
      const post = postOf.get(type, id);
      // An anonymous post's report names no author: a member's page must not tell who wrote it (issue 13).
      const res = addReport.run(type, id, reporterId, post?.anonymous ? null : (post?.author_id ?? null), reason, details, at);
      if (res.changes === 1) reported.run({ type, id, authorId: post?.author_id ?? null, contextId: post?.context_id ?? null, anonymous: post?.anonymous ?? 0, seq: res.lastInsertRowid });
    },
    setStatus: db.prepare("UPDATE moderation_items SET status = ?, open_reports = 0 WHERE item_type = ? AND item_id = ? AND status <> 'deleted'"),
    deleted(type: ModerationItemType, id: number) {
      deletedItem.run(type, id);
      deletedPost.run(type, id);
    },
    member(e: Extract<Seen, { type: 'MemberWarned' | 'MemberSuspended' | 'MemberUnsuspended' }>, eventId: string, at: string, actorId: number | null) {
      const d = e.data;
      if (insertAction.run(eventId, d.userId, e.type, at, actorId, d.reason, e.type === 'MemberSuspended' ? e.data.until : null).changes === 0) return;
      member.run(d.userId);
      if (e.type === 'MemberWarned') warned.run(d.userId);
      else if (e.type === 'MemberSuspended') suspended.run(e.data.until, d.reason, d.userId);
      else unsuspended.run(d.userId);
    },
    trust: db.prepare('INSERT INTO moderation_trust (id, limits) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET limits = excluded.limits'),
    // A comment's report reason is free text the reporter wrote (the other kinds' are from a list).
    eraseDetails: db.prepare("UPDATE moderation_reports SET details = NULL, reason = CASE item_type WHEN 'comment' THEN NULL ELSE reason END WHERE reporter_id = ?"),
  };
}
