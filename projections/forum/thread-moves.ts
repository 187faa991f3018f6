import type { ForumEvent } from '../../schemas/forum/events.js';
import type { Db } from '../read-db.js';
import type { threadList } from './thread-list.js';

type Data<T extends ForumEvent['type']> = Extract<ForumEvent, { type: T }>['data'];

interface Row {
  id: number;
  category_id: number;
  author_id: number;
  content: string | null;
  created_at: string;
  last_activity_at: string;
  edited_at: string | null;
  slot: number;
  pinned: number;
  anonymous: number;
  deleted: number;
  reply_count: number;
  hidden_replies: number;
  hidden_posts: number;
  hidden_slot: number | null;
  merged_into: number | null;
}

/** Merges a reply can be redirected through before it gives up (a chain longer than this is a cycle). */
const MAX_HOPS = 32;

/**
 * A moderator's move and merge of a thread (issue 29: ThreadMoved, ThreadMerged), for the forum
 * projection.
 * - A move takes the new category's next slot, as new activity does (`last_activity_at` becomes the
 *   move's time when later), so each list stays in activity order; both categories' counts follow.
 *   A hidden thread moves its category and the slot it comes back at only (it is in no list).
 * - A merge folds the source into the target: the source's opening post becomes the target's next
 *   reply (the event's `openingPostId`, `moved_from` naming the source), its replies and '[deleted]'
 *   placeholders follow in their order, renumbered after the target's; they keep their own times,
 *   the one place a page's times may go back. The target takes its category's next slot (activity).
 *   The source leaves its list and counts for good (`slot` = -id, as a hidden thread's) and keeps
 *   only its title and `merged_into`, the pointer its page answers with. Its author's thread
 *   becomes a reply in the public counts.
 * - Merges are decided on the source's stream, so two may race: a merge (or a reply) into a thread
 *   merged meanwhile follows `merged_into` to where that thread's posts went; into one removed
 *   meanwhile, or round a cycle, the source's posts go as they would have gone with the target.
 * Each applies once: a thread already in the category, or already merged, changes nothing.
 */
export function threadMoves(db: Db, list: ReturnType<typeof threadList>) {
  const q = {
    thread: db.prepare<[number], Row>(`SELECT id, category_id, author_id, content, created_at, last_activity_at, edited_at, slot, pinned, anonymous, deleted,
      reply_count, hidden_replies, hidden_posts, hidden_slot, merged_into FROM forum_threads WHERE id = ?`),
    hasCategory: db.prepare<[number], { id: number }>('SELECT id FROM forum_categories WHERE id = ?'),
    takeSlot: db.prepare<[number], { top_slot: number }>('UPDATE forum_categories SET top_slot = top_slot + 1 WHERE id = ? RETURNING top_slot'),
    count: db.prepare('UPDATE forum_categories SET thread_count = thread_count + @n, pinned_count = pinned_count + @pinned WHERE id = @category'),
    listed: db.prepare('UPDATE forum_threads SET category_id = @category, slot = @slot, last_activity_at = @at WHERE id = @id'),
    hiddenAt: db.prepare('UPDATE forum_threads SET category_id = @category, hidden_slot = @slot, last_activity_at = @at WHERE id = @id'),
    authored: db.prepare(`INSERT INTO forum_authors (author_id, threads, replies) VALUES (@author, @threads, @replies)
      ON CONFLICT(author_id) DO UPDATE SET threads = threads + excluded.threads, replies = replies + excluded.replies`),
    merged: db.prepare(`UPDATE forum_threads SET merged_into = @target, slot = -id, hidden_slot = NULL, content = NULL, reply_count = 0, hidden_replies = 0, hidden_posts = 0
      WHERE id = @id`),
    opening: db.prepare(`INSERT INTO forum_posts (id, thread_id, seq, author_id, content, created_at, anonymous, edited_at, deleted, moved_from)
      VALUES (@id, @threadId, @seq, @authorId, @content, @at, @anonymous, @editedAt, @deleted, @from) ON CONFLICT(id) DO NOTHING`),
    follow: db.prepare('UPDATE forum_posts SET thread_id = @target, seq = seq + @offset WHERE thread_id = @id'),
    replies: db.prepare('UPDATE forum_threads SET reply_count = reply_count + @n, hidden_replies = hidden_replies + @hidden, hidden_posts = hidden_posts + @moderated WHERE id = @id'),
    replyAuthors: db.prepare<[number], { author_id: number; n: number }>(
      'SELECT author_id, count(*) AS n FROM forum_posts WHERE thread_id = ? AND deleted = 0 AND anonymous = 0 GROUP BY author_id',
    ),
    dropPosts: db.prepare('DELETE FROM forum_posts WHERE thread_id = ?'),
  };

  /** Counts a visible thread out of (`n` = -1) or into (1) its category's list at `slot`. */
  const listed = (t: Row, category: number, slot: number, n: 1 | -1) => {
    list.place(category, t.pinned, slot, n);
    q.count.run({ n, pinned: t.pinned * n, category });
  };

  /** New activity in `category` at `at`: the thread takes its next slot (a hidden one keeps it for its return). */
  const bump = (t: Row, category: number, at: string) => {
    const slot = q.takeSlot.get(category)!.top_slot;
    const time = at > t.last_activity_at ? at : t.last_activity_at;
    if (t.hidden_slot !== null) return void q.hiddenAt.run({ id: t.id, category, slot, at: time });
    listed(t, t.category_id, t.slot, -1);
    listed(t, category, slot, 1);
    q.listed.run({ id: t.id, category, slot, at: time });
  };

  /** Where a thread's posts are now: itself, or the end of its chain of merges (null: a cycle). */
  function home(id: number): number | null {
    let at = id;
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const next = q.thread.get(at)?.merged_into ?? null;
      if (next === null) return at;
      at = next;
    }
    return null;
  }

  /** The source's posts land after the target's last reply, its opening post first. */
  function fold(s: Row, target: Row, openingPostId: number) {
    const offset = target.reply_count + 1;
    const opening = { id: openingPostId, threadId: target.id, seq: offset, authorId: s.author_id, content: s.content, at: s.created_at };
    q.opening.run({ ...opening, anonymous: s.anonymous, editedAt: s.edited_at, deleted: s.deleted, from: s.id });
    q.follow.run({ id: s.id, target: target.id, offset });
    // Replies a moderator hid stay hidden where they land, counted there.
    q.replies.run({ id: target.id, n: s.reply_count + 1, hidden: s.hidden_replies + s.deleted, moderated: s.hidden_posts });
    if (s.deleted === 0 && s.anonymous === 0) q.authored.run({ author: s.author_id, threads: 0, replies: 1 });
  }

  return {
    home,
    moved(d: Data<'ThreadMoved'>, at: string) {
      const t = q.thread.get(d.threadId);
      if (!t || t.merged_into !== null || t.category_id === d.categoryId || !q.hasCategory.get(d.categoryId)) return;
      bump(t, d.categoryId, at);
    },
    merged(d: Data<'ThreadMerged'>, at: string) {
      const s = q.thread.get(d.threadId);
      if (!s || s.merged_into !== null) return;
      const targetId = home(d.targetThreadId);
      const target = targetId === null || targetId === s.id ? undefined : q.thread.get(targetId);
      // Out of its list for good; its author's thread count goes (a hidden thread's went already).
      if (s.hidden_slot === null) {
        listed(s, s.category_id, s.slot, -1);
        if (s.deleted === 0 && s.anonymous === 0) q.authored.run({ author: s.author_id, threads: -1, replies: 0 });
      }
      if (target) {
        fold(s, target, d.openingPostId);
        bump(target, target.category_id, at);
      } else {
        for (const r of q.replyAuthors.all(s.id)) q.authored.run({ author: r.author_id, threads: 0, replies: -r.n });
        q.dropPosts.run(s.id);
      }
      q.merged.run({ id: s.id, target: targetId ?? d.targetThreadId });
    },
  };
}
