import type { Db } from '../read-db.js';
import type { threadList } from './thread-list.js';

interface Row {
  category_id: number;
  author_id: number;
  slot: number;
  pinned: number;
  anonymous: number;
  deleted: number;
  hidden_slot: number | null;
}

/**
 * Threads a moderator hid (issue 29: ContentHidden / ContentUnhidden on the moderation stream), for
 * the forum projection. A hidden thread leaves its category's list and counts, and its author's
 * public thread count, as a removed one does, but its rows stay: `hidden_slot` keeps the list slot
 * it held (NULL while visible) and `slot` becomes `-id`, below every list's range, so no page,
 * block total or slot lookup meets it. Its author and staff still read it (api/forum/queries.ts).
 * A reply to it moves `hidden_slot` (its activity), a pin sets the flag only; showing it again puts
 * it back at `hidden_slot` with the counts. Each change happens once: hiding a hidden thread, or
 * showing a visible one, changes nothing.
 *
 * A hidden reply (`forum_posts.hidden`) keeps its place in its thread's numbering (pages stay seq
 * ranges) and is left out of what readers are shown: `forum_threads.hidden_posts` counts them, so
 * the reply count readers see is `reply_count - hidden_replies - hidden_posts`, and its author's
 * public reply count drops with it. `hidden_reason` is the moderator's word to the author (NULL
 * when none was given, and once shown again).
 */
export function hiddenThreads(db: Db, list: ReturnType<typeof threadList>) {
  const q = {
    thread: db.prepare<[number], Row>('SELECT category_id, author_id, slot, pinned, anonymous, deleted, hidden_slot FROM forum_threads WHERE id = ?'),
    hide: db.prepare('UPDATE forum_threads SET hidden_slot = slot, slot = -id WHERE id = ?'),
    show: db.prepare('UPDATE forum_threads SET slot = hidden_slot, hidden_slot = NULL WHERE id = ?'),
    count: db.prepare('UPDATE forum_categories SET thread_count = thread_count + @n, pinned_count = pinned_count + @pinned WHERE id = @category'),
    authored: db.prepare('UPDATE forum_authors SET threads = threads + ? WHERE author_id = ?'),
    bumped: db.prepare('UPDATE forum_threads SET hidden_slot = @slot, last_activity_at = @at, reply_count = reply_count + 1 WHERE id = @id'),
    reason: db.prepare('UPDATE forum_threads SET hidden_reason = ? WHERE id = ?'),
    post: db.prepare<[number], { thread_id: number; author_id: number; anonymous: number; deleted: number; hidden: number }>(
      'SELECT thread_id, author_id, anonymous, deleted, hidden FROM forum_posts WHERE id = ?',
    ),
    setPost: db.prepare('UPDATE forum_posts SET hidden = ?, hidden_reason = ? WHERE id = ?'),
    countPosts: db.prepare('UPDATE forum_threads SET hidden_posts = hidden_posts + ? WHERE id = ?'),
    authoredReplies: db.prepare('UPDATE forum_authors SET replies = replies + ? WHERE author_id = ?'),
  };
  const move = (t: Row, n: 1 | -1, slot: number) => {
    list.place(t.category_id, t.pinned, slot, n);
    q.count.run({ n, pinned: t.pinned * n, category: t.category_id });
    if (t.anonymous === 0 && t.deleted === 0) q.authored.run(n, t.author_id);
  };
  return {
    hide(id: number, reason: string | null) {
      const t = q.thread.get(id);
      // A negative slot is out of every list already: hidden, or merged away (thread-moves.ts).
      if (!t || t.hidden_slot !== null || t.slot < 0) return;
      move(t, -1, t.slot);
      q.hide.run(id);
      q.reason.run(reason, id);
    },
    show(id: number) {
      const t = q.thread.get(id);
      if (!t || t.hidden_slot === null) return;
      move(t, 1, t.hidden_slot);
      q.show.run(id);
      q.reason.run(null, id);
    },
    /** A reply leaves what readers see (a '[deleted]' placeholder has nothing left to hide). */
    hideReply(postId: number, reason: string | null) {
      const p = q.post.get(postId);
      if (!p || p.hidden === 1 || p.deleted === 1) return;
      q.setPost.run(1, reason, postId);
      q.countPosts.run(1, p.thread_id);
      if (p.anonymous === 0) q.authoredReplies.run(-1, p.author_id);
    },
    showReply(postId: number) {
      const p = q.post.get(postId);
      if (!p || p.hidden === 0) return;
      q.setPost.run(0, null, postId);
      q.countPosts.run(-1, p.thread_id);
      if (p.anonymous === 0) q.authoredReplies.run(1, p.author_id);
    },
    /** A reply to a hidden thread: its activity moves the slot it will come back at; no list changes. */
    bumped: (id: number, slot: number, at: string) => q.bumped.run({ id, slot, at }),
  };
}
