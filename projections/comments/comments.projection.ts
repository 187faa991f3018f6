import type { CommentEvent } from '../../schemas/comments/events.js';
import { defineProjection } from '../projection.js';

/**
 * Article comments with their votes. The score is recomputed from the votes table on every
 * vote event, so applying an event twice cannot double-count (T33).
 */
export const commentsProjection = defineProjection({
  name: 'comments',
  version: 1,
  init: `
    CREATE TABLE IF NOT EXISTS comments (
      id INTEGER PRIMARY KEY,
      article_id INTEGER NOT NULL,
      parent_id INTEGER,
      author_id INTEGER NOT NULL,
      content TEXT,
      created_at TEXT NOT NULL,
      edited_at TEXT,
      deleted INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'pending',
      status_reason TEXT,
      score INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS comments_article ON comments (article_id, parent_id, created_at);
    CREATE INDEX IF NOT EXISTS comments_status ON comments (status, created_at);
    CREATE INDEX IF NOT EXISTS comments_author ON comments (author_id, deleted);
    CREATE TABLE IF NOT EXISTS comment_votes (
      comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, vote INTEGER NOT NULL,
      PRIMARY KEY (comment_id, user_id)
    );`,
  prepare: (db) => ({
    insert: db.prepare(`INSERT INTO comments (id, article_id, parent_id, author_id, content, created_at)
      VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`),
    edit: db.prepare('UPDATE comments SET content = ?, edited_at = ? WHERE id = ?'),
    remove: db.prepare('UPDATE comments SET deleted = 1, content = NULL WHERE id = ?'),
    setVote: db.prepare(`INSERT INTO comment_votes (comment_id, user_id, vote) VALUES (?, ?, ?)
      ON CONFLICT(comment_id, user_id) DO UPDATE SET vote = excluded.vote`),
    clearVote: db.prepare('DELETE FROM comment_votes WHERE comment_id = ? AND user_id = ?'),
    rescore: db.prepare('UPDATE comments SET score = (SELECT COALESCE(SUM(vote), 0) FROM comment_votes WHERE comment_id = @id) WHERE id = @id'),
    moderate: db.prepare('UPDATE comments SET status = ?, status_reason = ? WHERE id = ?'),
  }),
  apply(event, s, { unseal }) {
    const e = event as unknown as CommentEvent;
    switch (e.type) {
      case 'CommentPosted':
        s.insert.run(e.data.commentId, e.data.articleId, e.data.parentCommentId, e.data.authorId, unseal(e.data.content), event.metadata.at);
        return;
      case 'CommentEdited':
        s.edit.run(unseal(e.data.content), event.metadata.at, e.data.commentId);
        return;
      case 'CommentDeleted':
        s.remove.run(e.data.commentId);
        return;
      case 'CommentVoted':
        if (e.data.vote) s.setVote.run(e.data.commentId, e.data.userId, e.data.vote === 'upvote' ? 1 : -1);
        else s.clearVote.run(e.data.commentId, e.data.userId);
        s.rescore.run({ id: e.data.commentId });
        return;
      case 'CommentModerated':
        s.moderate.run(e.data.status, e.data.reason, e.data.commentId);
        return;
      default: {
        const never: never = e;
        void never;
      }
    }
  },
});
