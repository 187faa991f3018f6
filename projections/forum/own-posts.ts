import type { ForumEvent } from '../../schemas/forum/events.js';
import type { Db } from '../read-db.js';
import type { threadList } from './thread-list.js';

type Data<T extends ForumEvent['type']> = Extract<ForumEvent, { type: T }>['data'];

interface ThreadRow {
  category_id: number;
  author_id: number;
  slot: number;
  pinned: number;
  anonymous: number;
  deleted: number;
  reply_count: number;
  hidden_replies: number;
  hidden_posts: number;
}

/**
 * Edits and deletions of threads and replies (issue 29), for the forum projection.
 * - A thread its author deletes while it has replies stays listed as '[deleted]' (its text goes);
 *   without replies, or removed by staff, it leaves its category's list with its replies.
 * - Replies are numbered 1..reply_count (`seq`, pages are ranges). A deleted reply that others
 *   follow stays as a '[deleted]' placeholder (`forum_threads.hidden_replies` counts them), so the
 *   numbering keeps its ranges; a deleted last reply leaves, with any placeholders just before
 *   it, and the numbering shrinks. What readers see as the reply count is
 *   `reply_count - hidden_replies - hidden_posts` (the last: replies a moderator hid, ./hidden-threads.ts).
 * - A '[deleted]' thread whose last visible reply goes leaves the list too.
 * - Each member's thread and reply counts (`forum_authors`) drop with their deleted posts.
 * Every change is idempotent: a row already gone or already deleted changes nothing.
 */
export function ownPosts(db: Db, list: ReturnType<typeof threadList>) {
  const q = {
    thread: db.prepare<[number], ThreadRow>(
      'SELECT category_id, author_id, slot, pinned, anonymous, deleted, reply_count, hidden_replies, hidden_posts FROM forum_threads WHERE id = ?',
    ),
    editThread: db.prepare('UPDATE forum_threads SET title = coalesce(@title, title), content = coalesce(@content, content), edited_at = @at WHERE id = @id AND deleted = 0'),
    markThread: db.prepare('UPDATE forum_threads SET deleted = 1, title = NULL, content = NULL WHERE id = ?'),
    uncount: db.prepare('UPDATE forum_categories SET thread_count = thread_count - 1, pinned_count = pinned_count - ? WHERE id = ?'),
    replyAuthors: db.prepare<[number], { author_id: number; n: number }>(
      'SELECT author_id, count(*) AS n FROM forum_posts WHERE thread_id = ? AND deleted = 0 AND hidden = 0 AND anonymous = 0 GROUP BY author_id',
    ),
    dropPosts: db.prepare('DELETE FROM forum_posts WHERE thread_id = ?'),
    dropThread: db.prepare('DELETE FROM forum_threads WHERE id = ?'),
    authored: db.prepare('UPDATE forum_authors SET threads = threads - @threads, replies = replies - @replies WHERE author_id = @author'),
    post: db.prepare<[number], { thread_id: number; seq: number; author_id: number; anonymous: number; deleted: number }>(
      'SELECT thread_id, seq, author_id, anonymous, deleted FROM forum_posts WHERE id = ?',
    ),
    editPost: db.prepare('UPDATE forum_posts SET content = @content, edited_at = @at WHERE id = @id AND deleted = 0'),
    markPost: db.prepare('UPDATE forum_posts SET deleted = 1, content = NULL WHERE id = ?'),
    dropPost: db.prepare('DELETE FROM forum_posts WHERE id = ?'),
    lastPost: db.prepare<[number], { id: number; seq: number; deleted: number }>('SELECT id, seq, deleted FROM forum_posts WHERE thread_id = ? ORDER BY seq DESC LIMIT 1'),
    replies: db.prepare('UPDATE forum_threads SET reply_count = ?, hidden_replies = ? WHERE id = ?'),
  };

  /** The replies readers see. */
  const visible = (t: Pick<ThreadRow, 'reply_count' | 'hidden_replies' | 'hidden_posts'>) => t.reply_count - t.hidden_replies - t.hidden_posts;

  /** The thread leaves its list with its replies; the counts of what was still shown drop. */
  function removeThread(id: number, t: ThreadRow) {
    list.place(t.category_id, t.pinned, t.slot, -1);
    q.uncount.run(t.pinned, t.category_id);
    if (t.deleted === 0 && t.anonymous === 0) q.authored.run({ author: t.author_id, threads: 1, replies: 0 });
    for (const r of q.replyAuthors.all(id)) q.authored.run({ author: r.author_id, threads: 0, replies: r.n });
    q.dropPosts.run(id);
    q.dropThread.run(id);
  }

  return {
    threadEdited(d: Data<'ForumThreadEdited'>, at: string, unseal: (v: string) => string | null) {
      q.editThread.run({ id: d.threadId, title: d.title === undefined ? null : unseal(d.title), content: d.content === undefined ? null : unseal(d.content), at });
    },
    threadDeleted(d: Data<'ForumThreadDeleted'>) {
      const t = q.thread.get(d.threadId);
      if (!t) return;
      if (d.by === 'staff' || visible(t) === 0) return removeThread(d.threadId, t);
      if (t.deleted === 1) return;
      q.markThread.run(d.threadId);
      if (t.anonymous === 0) q.authored.run({ author: t.author_id, threads: 1, replies: 0 });
    },
    replyEdited(d: Data<'ForumReplyEdited'>, at: string, unseal: (v: string) => string | null) {
      q.editPost.run({ id: d.postId, content: unseal(d.content), at });
    },
    replyDeleted(d: Data<'ForumReplyDeleted'>) {
      const p = q.post.get(d.postId);
      // The reply's thread now: a merge (thread-moves.ts) may have moved it from the one its stream names.
      const threadId = p?.thread_id ?? d.threadId;
      const t = q.thread.get(threadId);
      if (!p || p.deleted === 1 || !t) return;
      if (p.anonymous === 0) q.authored.run({ author: p.author_id, threads: 0, replies: 1 });
      let { reply_count: count, hidden_replies: hidden } = t;
      if (p.seq === count) {
        // The last reply leaves, and with it the placeholders it was the only reason for.
        q.dropPost.run(d.postId);
        let last = q.lastPost.get(threadId);
        while (last && last.deleted === 1) {
          q.dropPost.run(last.id);
          hidden -= 1;
          last = q.lastPost.get(threadId);
        }
        count = last?.seq ?? 0;
      } else {
        q.markPost.run(d.postId);
        hidden += 1;
      }
      q.replies.run(count, hidden, threadId);
      const after = { ...t, reply_count: count, hidden_replies: hidden };
      if (t.deleted === 1 && visible(after) === 0) removeThread(threadId, after);
    },
  };
}
