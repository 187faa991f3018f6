import type { AccountEvent } from '../../schemas/account/events.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import { defineProjection } from '../projection.js';
import { commentCounts } from './comment-counts.js';
import { moderationQueue, moderationQueueReadIndexes, moderationQueueSchema, NEW_COMMENT_QUEUE } from './moderation-queue.js';
import { exhaustive } from '../../api/shared/exhaustive.js';

/**
 * Article comments with their votes, shaped so one page costs the same whatever the
 * article's size: `seq` numbers an article's top-level comments 1..n in event order (stable,
 * hidden ones included), so a page at any offset is found by seeking a seq, not by skipping
 * entries (see api/comments/queries.ts); `root_id` names each comment's top-level ancestor (a page's replies are
 * one indexed range per thread), `hidden` marks comments a reader cannot see (rejected,
 * or under a rejected ancestor), and `comment_counts` keeps each article's totals.
 * `queue`, `comment_flags` and the queue totals serve moderation (moderation-queue.ts).
 * Every write is idempotent (T33): counts and scores move only on a real change of state
 * (a row inserted, a vote changed, a comment's visibility flipped), so applying an event
 * twice changes nothing.
 * AccountDeletionRequested blanks the member's comments and report reasons (by author and
 * reporter index), as a replay after their key is destroyed would: the content NULL (read as
 * '[deleted]' by '[deleted]'), and each comment they reported keeps the latest reason left.
 */
export const commentsProjection = defineProjection({
  name: 'comments',
  // 6: the placeholder rule of 5 taken back (a read model built at 5 is rebuilt).
  version: 6,
  init: `
    CREATE TABLE IF NOT EXISTS comments (
      id INTEGER PRIMARY KEY,
      article_id INTEGER NOT NULL,
      parent_id INTEGER,
      root_id INTEGER NOT NULL,
      seq INTEGER,
      author_id INTEGER NOT NULL,
      content TEXT,
      created_at TEXT NOT NULL,
      edited_at TEXT,
      deleted INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'pending',
      status_reason TEXT,
      hidden INTEGER NOT NULL DEFAULT 0,
      score INTEGER NOT NULL DEFAULT 0,
      flag_count INTEGER NOT NULL DEFAULT 0,
      open_flags INTEGER NOT NULL DEFAULT 0,
      last_flag_reason TEXT,
      queue TEXT
    );
    CREATE INDEX IF NOT EXISTS comments_parent ON comments (parent_id);
    CREATE INDEX IF NOT EXISTS comments_author ON comments (author_id, deleted);
    CREATE TABLE IF NOT EXISTS comment_votes (
      comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, vote INTEGER NOT NULL,
      PRIMARY KEY (comment_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS comment_counts (
      article_id INTEGER PRIMARY KEY, top_level INTEGER NOT NULL DEFAULT 0, visible INTEGER NOT NULL DEFAULT 0,
      top_seq INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS comment_authors (author_id INTEGER PRIMARY KEY, posts INTEGER NOT NULL DEFAULT 0);
    ${moderationQueueSchema}`,
  // Pages of an article's comments and replies, and the moderation list's filters and tabs.
  readIndexes: `
    CREATE INDEX IF NOT EXISTS comments_seq ON comments (article_id, hidden, seq) WHERE parent_id IS NULL;
    CREATE INDEX IF NOT EXISTS comments_thread ON comments (root_id, created_at, id) WHERE parent_id IS NOT NULL AND hidden = 0;
    CREATE INDEX IF NOT EXISTS comments_status ON comments (status, created_at);
    CREATE INDEX IF NOT EXISTS comments_author_time ON comments (author_id, created_at);
    ${moderationQueueReadIndexes}`,
  prepare: (db) => ({
    ...commentCounts(db),
    ...moderationQueue(db),
    insert: db.prepare(`INSERT INTO comments (id, article_id, parent_id, root_id, seq, author_id, content, created_at, hidden, queue)
      VALUES (@id, @articleId, @parentId, @rootId, @seq, @authorId, @content, @at, @hidden, '${NEW_COMMENT_QUEUE}') ON CONFLICT(id) DO NOTHING`),
    lastSeq: db.prepare<[number], { top_seq: number }>('SELECT top_seq FROM comment_counts WHERE article_id = ?'),
    posts: db.prepare(`INSERT INTO comment_authors (author_id, posts) VALUES (?, ?)
      ON CONFLICT(author_id) DO UPDATE SET posts = posts + excluded.posts`),
    parent: db.prepare<[number], { root_id: number; hidden: number }>('SELECT root_id, hidden FROM comments WHERE id = ?'),
    edit: db.prepare('UPDATE comments SET content = ?, edited_at = ? WHERE id = ?'),
    live: db.prepare<[number], { author_id: number }>('SELECT author_id FROM comments WHERE id = ? AND deleted = 0'),
    remove: db.prepare('UPDATE comments SET deleted = 1, content = NULL WHERE id = ?'),
    previousVote: db.prepare<[number, number], { vote: number }>('SELECT vote FROM comment_votes WHERE comment_id = ? AND user_id = ?'),
    setVote: db.prepare(`INSERT INTO comment_votes (comment_id, user_id, vote) VALUES (?, ?, ?)
      ON CONFLICT(comment_id, user_id) DO UPDATE SET vote = excluded.vote`),
    clearVote: db.prepare('DELETE FROM comment_votes WHERE comment_id = ? AND user_id = ?'),
    eraseAuthor: db.prepare('UPDATE comments SET content = NULL WHERE author_id = ? AND content IS NOT NULL'),
    reportedBy: db.prepare<[number], { comment_id: number }>('SELECT comment_id FROM comment_flags WHERE user_id = ? AND reason IS NOT NULL'),
    eraseReasons: db.prepare('UPDATE comment_flags SET reason = NULL WHERE user_id = ? AND reason IS NOT NULL'),
    lastReason: db.prepare(`UPDATE comments SET last_flag_reason =
      (SELECT reason FROM comment_flags WHERE comment_id = comments.id AND reason IS NOT NULL ORDER BY seq DESC LIMIT 1) WHERE id = ?`),
    addScore: db.prepare('UPDATE comments SET score = score + ? WHERE id = ?'),
  }),
  apply(event, s, { unseal, unsealOpt }) {
    const e = event as unknown as CommentEvent | AccountEvent;
    switch (e.type) {
      case 'CommentPosted': {
        const d = e.data;
        const top = d.parentCommentId === null;
        const parent = top ? undefined : s.parent.get(d.parentCommentId!);
        const row = {
          id: d.commentId, articleId: d.articleId, parentId: d.parentCommentId, authorId: d.authorId, content: unseal(d.content), at: event.metadata.at,
          rootId: top ? d.commentId : (parent?.root_id ?? d.parentCommentId), hidden: parent?.hidden ?? 0,
          // Given only when the row is really inserted: a redelivered post takes no second seq.
          seq: top ? (s.lastSeq.get(d.articleId)?.top_seq ?? 0) + 1 : null,
        };
        if (s.insert.run(row).changes === 0) return;
        s.count(d.articleId, top && row.hidden === 0 ? 1 : 0, row.hidden === 0 ? 1 : 0, top ? 1 : 0);
        s.posts.run(d.authorId, 1);
        s.added(d.commentId);
        return;
      }
      case 'CommentEdited':
        s.edit.run(unseal(e.data.content), event.metadata.at, e.data.commentId);
        return;
      case 'CommentDeleted': {
        // A member's post count (their profile) moves once, on the first deletion only.
        const live = s.live.get(e.data.commentId);
        s.remove.run(e.data.commentId);
        if (live) s.posts.run(live.author_id, -1);
        s.requeue(e.data.commentId);
        return;
      }
      case 'CommentVoted': {
        // The score moves by the difference to this member's previous vote (a primary-key
        // read), so a vote costs the same on any comment and a redelivered one adds 0.
        const { commentId, userId } = e.data;
        const next = e.data.vote === 'upvote' ? 1 : e.data.vote === 'downvote' ? -1 : 0;
        const delta = next - (s.previousVote.get(commentId, userId)?.vote ?? 0);
        if (next) s.setVote.run(commentId, userId, next);
        else s.clearVote.run(commentId, userId);
        if (delta) s.addScore.run(delta, commentId);
        return;
      }
      case 'CommentModerated':
        s.moderate(e.data.commentId, e.data.status, e.data.reason);
        s.review(e.data.commentId);
        return;
      case 'CommentFlagged':
        s.flag(e.data.commentId, e.data.userId, unsealOpt(e.data.reason), event.metadata.at);
        return;
      case 'AccountDeletionRequested': {
        const reported = s.reportedBy.all(e.data.userId);
        s.eraseAuthor.run(e.data.userId);
        s.eraseReasons.run(e.data.userId);
        for (const r of reported) s.lastReason.run(r.comment_id);
        return;
      }
      // Compile-time exhaustiveness; at run time every other event type (other features',
      // idempotency records on comment streams) falls here and changes nothing.
      default:
        exhaustive(e);
    }
  },
});
