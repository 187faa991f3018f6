import type { AccountEvent } from '../../schemas/account/events.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import { defineProjection } from '../projection.js';
import { viewCounts } from '../view-counts.js';
import type { ContentVisibilityEvent } from '../../schemas/moderation/content-visibility.js';
import { hiddenThreads } from './hidden-threads.js';
import { ownPosts } from './own-posts.js';
import { threadMoves } from './thread-moves.js';
import { reporters, reportersSchema } from './reporters.js';
import { threadList, threadListSchema } from './thread-list.js';
import { exhaustive } from '../../api/shared/exhaustive.js';

interface ThreadRow {
  category_id: number;
  slot: number;
  pinned: number;
  last_activity_at: string;
  reply_count: number;
  hidden_slot: number | null;
}

/**
 * The forum's read model: categories with their thread counts, threads with reply count, last
 * activity, pin, lock and view count, and replies, shaped so every page costs the same whatever
 * the forum's size.
 * - A category's list is ordered by (pinned, slot): each activity takes the category's next slot,
 *   and `forum_thread_blocks` counts live threads per block of slots (thread-list.ts), so a page
 *   at any offset is found without OFFSET.
 * - A thread's replies are numbered 1..n (`seq`) in the order they are projected (the log's
 *   commit order), so reply page p is the seq range ((p-1)*20, p*20]. A reply's `created_at` is
 *   its event's time, raised to the thread's last activity when a concurrent reply committed
 *   first with a later clock reading, so times never decrease down the page.
 * - `forum_authors` keeps each member's thread and reply counts (their profile's Threads and Posts),
 *   anonymous posts left out: a public count that moved with an anonymous post would name its author.
 * - `anonymous` (issue 13) marks a thread's opening post or a reply written as 'Anonymous member';
 *   `author_id` stays (queries drop it from public answers) for the author's own view and admins'
 *   recorded lookups, and a partial index finds a member's anonymous posts in one thread.
 * Version 2: the `anonymous` columns (issue 13).
 * Version 3: staff manage categories (issue 27): `archived` (read-only, still listed), `revision`
 *   (the category stream's, for the studio's edits), edits, moves and deletes (a category is deleted
 *   only while it has no threads; the row goes only then).
 * - Views arrive in batches (ThreadViewsCounted) on daily streams; `forum_view_streams` keeps the
 *   last revision applied per stream, so a batch delivered twice is added once.
 * Version 4: members edit and delete their threads and replies (issue 29, ./own-posts.ts):
 *   `edited_at` and `deleted` on threads and replies, `hidden_replies` (the '[deleted]' placeholders).
 * Version 5 (issue 29): `hidden_slot`, a thread a moderator hid (./hidden-threads.ts).
 * Version 6 (issue 29): replies a moderator hid (`forum_posts.hidden`, counted per thread in
 *   `hidden_posts`) and the moderator's reason for a hidden thread or reply (`hidden_reason`).
 * Version 7 (issue 29): a moderator moves a thread or merges it into another (./thread-moves.ts):
 *   `merged_into` on threads, `moved_from` on the reply a merged thread's opening post became.
 * Version 8 (issue 29): `forum_reporters`, who reported which thread or reply (./reporters.ts).
 * Every write is idempotent: counts move only when a row is really inserted or a flag really flips.
 * Member-written text is unsealed here; an erased member's text projects as NULL.
 */
export const forumProjection = defineProjection({
  name: 'forum',
  version: 8,
  init: `
    CREATE TABLE IF NOT EXISTS forum_categories (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      category_type TEXT NOT NULL,
      position INTEGER NOT NULL,
      archived INTEGER NOT NULL DEFAULT 0,
      revision INTEGER NOT NULL DEFAULT 0,
      thread_count INTEGER NOT NULL DEFAULT 0,
      pinned_count INTEGER NOT NULL DEFAULT 0,
      top_slot INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS forum_categories_order ON forum_categories (position, id);
    CREATE TABLE IF NOT EXISTS forum_threads (
      id INTEGER PRIMARY KEY,
      category_id INTEGER NOT NULL,
      author_id INTEGER NOT NULL,
      title TEXT,
      content TEXT,
      created_at TEXT NOT NULL,
      last_activity_at TEXT NOT NULL,
      slot INTEGER NOT NULL,
      pinned INTEGER NOT NULL DEFAULT 0,
      locked INTEGER NOT NULL DEFAULT 0,
      view_count INTEGER NOT NULL DEFAULT 0,
      reply_count INTEGER NOT NULL DEFAULT 0,
      anonymous INTEGER NOT NULL DEFAULT 0,
      edited_at TEXT,
      deleted INTEGER NOT NULL DEFAULT 0,
      hidden_replies INTEGER NOT NULL DEFAULT 0,
      hidden_slot INTEGER,
      hidden_posts INTEGER NOT NULL DEFAULT 0,
      hidden_reason TEXT,
      merged_into INTEGER
    );
    CREATE UNIQUE INDEX IF NOT EXISTS forum_threads_list ON forum_threads (category_id, pinned, slot);
    CREATE TABLE IF NOT EXISTS forum_posts (
      id INTEGER PRIMARY KEY,
      thread_id INTEGER NOT NULL,
      seq INTEGER NOT NULL,
      author_id INTEGER NOT NULL,
      content TEXT,
      created_at TEXT NOT NULL,
      anonymous INTEGER NOT NULL DEFAULT 0,
      edited_at TEXT,
      deleted INTEGER NOT NULL DEFAULT 0,
      hidden INTEGER NOT NULL DEFAULT 0,
      hidden_reason TEXT,
      moved_from INTEGER
    );
    CREATE UNIQUE INDEX IF NOT EXISTS forum_posts_seq ON forum_posts (thread_id, seq);
    CREATE INDEX IF NOT EXISTS forum_threads_author ON forum_threads (author_id);
    CREATE INDEX IF NOT EXISTS forum_posts_author ON forum_posts (author_id);
    CREATE INDEX IF NOT EXISTS forum_threads_author_time ON forum_threads (author_id, created_at);
    CREATE INDEX IF NOT EXISTS forum_posts_author_time ON forum_posts (author_id, created_at);
    CREATE INDEX IF NOT EXISTS forum_posts_anonymous ON forum_posts (thread_id, author_id) WHERE anonymous = 1;
    CREATE TABLE IF NOT EXISTS forum_authors (
      author_id INTEGER PRIMARY KEY, threads INTEGER NOT NULL DEFAULT 0, replies INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS forum_view_streams (stream_id TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;
    ${threadListSchema}
    ${reportersSchema}`,
  prepare: (db) => {
    const list = threadList(db);
    return {
    ...list,
    own: ownPosts(db, list),
    hiding: hiddenThreads(db, list),
    moves: threadMoves(db, list),
    reported: reporters(db),
    category: db.prepare(`INSERT INTO forum_categories (id, name, description, category_type, position)
      VALUES (@categoryId, @name, @description, @categoryType, @position) ON CONFLICT(id) DO NOTHING`),
    editCategory: db.prepare(
      'UPDATE forum_categories SET name = @name, description = @description, category_type = @categoryType, revision = @revision WHERE id = @categoryId',
    ),
    moveCategory: db.prepare('UPDATE forum_categories SET position = ?, revision = ? WHERE id = ?'),
    archiveCategory: db.prepare('UPDATE forum_categories SET archived = @archived, revision = @revision WHERE id = @categoryId'),
    deleteCategory: db.prepare('DELETE FROM forum_categories WHERE id = ? AND thread_count = 0'),
    takeSlot: db.prepare<[number], { top_slot: number }>('UPDATE forum_categories SET top_slot = top_slot + 1 WHERE id = ? RETURNING top_slot'),
    countThread: db.prepare('UPDATE forum_categories SET thread_count = thread_count + 1 WHERE id = ?'),
    countPinned: db.prepare('UPDATE forum_categories SET pinned_count = pinned_count + ? WHERE id = ?'),
    hasCategory: db.prepare<[number], { id: number }>('SELECT id FROM forum_categories WHERE id = ?'),
    insertThread: db.prepare(`INSERT INTO forum_threads (id, category_id, author_id, title, content, created_at, last_activity_at, slot, anonymous)
      VALUES (@id, @categoryId, @authorId, @title, @content, @at, @at, @slot, @anonymous) ON CONFLICT(id) DO NOTHING`),
    thread: db.prepare<[number], ThreadRow>('SELECT category_id, slot, pinned, last_activity_at, reply_count, hidden_slot FROM forum_threads WHERE id = ?'),
    insertPost: db.prepare(`INSERT INTO forum_posts (id, thread_id, seq, author_id, content, created_at, anonymous)
      VALUES (@id, @threadId, @seq, @authorId, @content, @at, @anonymous) ON CONFLICT(id) DO NOTHING`),
    bump: db.prepare('UPDATE forum_threads SET slot = @slot, last_activity_at = @at, reply_count = reply_count + 1 WHERE id = @id'),
    setPinned: db.prepare('UPDATE forum_threads SET pinned = ? WHERE id = ?'),
    setLocked: db.prepare('UPDATE forum_threads SET locked = ? WHERE id = ?'),
    authored: db.prepare(`INSERT INTO forum_authors (author_id, threads, replies) VALUES (@author, @threads, @replies)
      ON CONFLICT(author_id) DO UPDATE SET threads = threads + excluded.threads, replies = replies + excluded.replies`),
    views: viewCounts(db, { streams: 'forum_view_streams', counted: 'forum_threads' }),
    // Account deletion: the member's text goes (anonymous posts too: the row keeps the real author).
    eraseThreads: db.prepare('UPDATE forum_threads SET title = NULL, content = NULL WHERE author_id = ?'),
    erasePosts: db.prepare('UPDATE forum_posts SET content = NULL WHERE author_id = ?'),
    };
  },
  apply(event, s, { unseal }) {
    const e = event as unknown as ForumEvent | AccountEvent | ContentVisibilityEvent;
    const at = event.metadata.at;
    switch (e.type) {
      // The statements' parameters are the payload's own fields.
      case 'ForumCategoryCreated':
        s.category.run(e.data);
        return;
      case 'ForumCategoryEdited':
        s.editCategory.run({ ...e.data, revision: event.revision });
        return;
      case 'ForumCategoryMoved':
        s.moveCategory.run(e.data.position, event.revision, e.data.categoryId);
        return;
      case 'ForumCategoryArchived':
      case 'ForumCategoryUnarchived':
        s.archiveCategory.run({ ...e.data, archived: e.type === 'ForumCategoryArchived' ? 1 : 0, revision: event.revision });
        return;
      case 'ForumCategoryDeleted':
        s.deleteCategory.run(e.data.categoryId);
        return;
      case 'ThreadCreated': {
        const d = e.data;
        // Commands refuse an unknown category; a thread without one has no list to sit in.
        if (!s.hasCategory.get(d.categoryId) || s.thread.get(d.threadId)) return;
        const slot = s.takeSlot.get(d.categoryId)!.top_slot;
        const anonymous = d.anonymous === true ? 1 : 0;
        s.insertThread.run({ id: d.threadId, categoryId: d.categoryId, authorId: d.authorId, title: unseal(d.title), content: unseal(d.content), at, slot, anonymous });
        s.countThread.run(d.categoryId);
        s.place(d.categoryId, 0, slot, 1);
        if (!anonymous) s.authored.run({ author: d.authorId, threads: 1, replies: 0 });
        return;
      }
      case 'ThreadReplyPosted': {
        const d = e.data;
        // A reply decided before its thread was merged away lands where the thread's posts went.
        const threadId = s.moves.home(d.threadId);
        const t = threadId === null ? undefined : s.thread.get(threadId);
        if (!t || threadId === null) return;
        const time = at > t.last_activity_at ? at : t.last_activity_at;
        const anonymous = d.anonymous === true ? 1 : 0;
        const row = { id: d.postId, threadId, seq: t.reply_count + 1, authorId: d.authorId, content: unseal(d.content), at: time, anonymous };
        if (s.insertPost.run(row).changes === 0) return;
        const slot = s.takeSlot.get(t.category_id)!.top_slot;
        if (t.hidden_slot !== null) s.hiding.bumped(threadId, slot, time);
        else {
          s.place(t.category_id, t.pinned, t.slot, -1);
          s.place(t.category_id, t.pinned, slot, 1);
          s.bump.run({ id: threadId, slot, at: time });
        }
        if (!anonymous) s.authored.run({ author: d.authorId, threads: 0, replies: 1 });
        return;
      }
      case 'ThreadPinned':
      case 'ThreadUnpinned': {
        const t = s.thread.get(e.data.threadId);
        const pinned = e.type === 'ThreadPinned' ? 1 : 0;
        if (!t || t.pinned === pinned) return;
        // A hidden thread is in no list and no count: only its flag moves (hidden-threads.ts counts it back).
        if (t.hidden_slot !== null) return void s.setPinned.run(pinned, e.data.threadId);
        s.place(t.category_id, t.pinned, t.slot, -1);
        s.place(t.category_id, pinned, t.slot, 1);
        s.setPinned.run(pinned, e.data.threadId);
        s.countPinned.run(pinned ? 1 : -1, t.category_id);
        return;
      }
      case 'ThreadLocked':
      case 'ThreadUnlocked':
        s.setLocked.run(e.type === 'ThreadLocked' ? 1 : 0, e.data.threadId);
        return;
      case 'ThreadMoved':
        s.moves.moved(e.data, at);
        return;
      case 'ThreadMerged':
        s.moves.merged(e.data, at);
        return;
      case 'ThreadViewsCounted':
        s.views(event, e.data.counts.map((c) => ({ id: c.threadId, views: c.views })));
        return;
      case 'AccountDeletionRequested':
        s.eraseThreads.run(e.data.userId);
        s.erasePosts.run(e.data.userId);
        return;
      case 'ForumThreadEdited':
        s.own.threadEdited(e.data, at, unseal);
        return;
      case 'ForumReplyEdited':
        s.own.replyEdited(e.data, at, unseal);
        return;
      case 'ForumThreadDeleted':
        // A hidden thread is shown first, so its deletion moves the counts it really holds.
        s.hiding.show(e.data.threadId);
        s.own.threadDeleted(e.data);
        return;
      case 'ForumReplyDeleted':
        // As for a thread: a hidden reply is shown first, so its deletion moves what it really holds.
        s.hiding.showReply(e.data.postId);
        s.own.replyDeleted(e.data);
        return;
      case 'ForumThreadReported':
        // The queue is the moderation projection's; here only who reported what, for their own page.
        s.reported.thread(e.data);
        return;
      case 'ForumReplyReported':
        s.reported.reply(e.data);
        return;
      case 'ContentHidden':
      case 'ContentUnhidden':
        if (e.data.itemType === 'thread') {
          if (e.type === 'ContentHidden') s.hiding.hide(e.data.itemId, e.data.reason);
          else s.hiding.show(e.data.itemId);
        } else if (e.data.itemType === 'reply') {
          if (e.type === 'ContentHidden') s.hiding.hideReply(e.data.itemId, e.data.reason);
          else s.hiding.showReply(e.data.itemId);
        }
        return;
      // The category's own concern (it can no longer be deleted); the thread's event counts it here.
      case 'ForumCategoryUsed':
      // The audit projection's concern only.
      case 'AnonymousAuthorViewed':
        return;
      default:
        exhaustive(e);
    }
  },
});
