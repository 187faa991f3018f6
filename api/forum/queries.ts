import superjson from 'superjson';
import type { ForumCategoryType } from '../../schemas/forum/events.js';
import { FORUM_POSTS_PAGE_SIZE, FORUM_THREADS_PAGE_SIZE } from '../../schemas/forum/messages.js';
import type {
  ForumCategoriesResponse,
  ForumCategoryDto,
  ForumPostDto,
  ForumRole,
  ForumThreadDto,
  ForumThreadListResponse,
  ForumThreadPageResponse,
  MyThreadPostsResponse,
} from '../../schemas/forum/queries.js';
import { forumMessages } from '../../schemas/forum/messages.js';
import { SLOT_READ_SQL, startSlot, type SlotReaders } from '../../projections/forum/thread-list.js';
import type { ReadModel } from '../../projections/read-db.js';

const DELETED = '[deleted]';
const ANONYMOUS = forumMessages.anonymousName;

interface CategoryRow {
  id: number;
  name: string;
  description: string;
  category_type: ForumCategoryType;
  archived: number;
  thread_count: number;
  pinned_count: number;
}

interface ThreadRow {
  id: number;
  category_id: number;
  category_name: string;
  author_id: number;
  title: string | null;
  content: string | null;
  created_at: string;
  last_activity_at: string;
  view_count: number;
  pinned: number;
  locked: number;
  reply_count: number;
  author_name: string | null;
  author_avatar: string | null;
  author_role: ForumRole | null;
  anonymous: number;
  edited_at: string | null;
  deleted: number;
  hidden_replies: number;
  hidden_slot: number | null;
  hidden_posts: number;
  hidden_reason: string | null;
  merged_into: number | null;
  merged_title: string | null;
}

interface PostRow {
  id: number;
  author_id: number;
  content: string | null;
  created_at: string;
  author_name: string | null;
  author_avatar: string | null;
  author_role: ForumRole | null;
  author_joined: string | null;
  anonymous: number;
  edited_at: string | null;
  deleted: number;
  hidden: number;
  hidden_reason: string | null;
  moved_from: number | null;
  moved_title: string | null;
}

const CATEGORY_COLUMNS = 'id, name, description, category_type, thread_count, pinned_count, archived';
const CATEGORIES = `SELECT ${CATEGORY_COLUMNS} FROM forum_categories ORDER BY position, id`;
const CATEGORY = `SELECT ${CATEGORY_COLUMNS} FROM forum_categories WHERE id = ?`;

const THREAD_SELECT = `SELECT t.id, t.category_id, c.name AS category_name, t.author_id, t.title, t.content, t.created_at,
    t.last_activity_at, t.view_count, t.pinned, t.locked, t.reply_count, t.anonymous, t.edited_at, t.deleted, t.hidden_replies, t.hidden_slot,
    t.hidden_posts, t.hidden_reason, t.merged_into, mt.title AS merged_title,
    u.display_name AS author_name, u.avatar_url AS author_avatar, u.role AS author_role
  FROM forum_threads t JOIN forum_categories c ON c.id = t.category_id LEFT JOIN users u ON u.id = t.author_id
  LEFT JOIN forum_threads mt ON mt.id = t.merged_into`;
const THREAD = `${THREAD_SELECT} WHERE t.id = ?`;
/** One list's page from a start slot down: one range of `forum_threads_list` (a hidden thread's slot is negative: hidden-threads.ts). */
const THREAD_PAGE = `${THREAD_SELECT} WHERE t.category_id = ? AND t.pinned = ? AND t.slot BETWEEN 0 AND ? ORDER BY t.slot DESC LIMIT ? + 0`;
/** A thread's replies in [from, to] of their per-thread numbering: one range of `forum_posts_seq`. */
const POST_SELECT = `SELECT p.id, p.author_id, p.content, p.created_at, p.anonymous, p.edited_at, p.deleted, p.hidden, p.hidden_reason, p.moved_from, mf.title AS moved_title,
    u.display_name AS author_name, u.avatar_url AS author_avatar, u.role AS author_role, u.created_at AS author_joined
  FROM forum_posts p LEFT JOIN users u ON u.id = p.author_id LEFT JOIN forum_threads mf ON mf.id = p.moved_from`;
const POSTS = `${POST_SELECT} WHERE p.thread_id = ? AND p.seq BETWEEN ? AND ? ORDER BY p.seq`;
const POST = `${POST_SELECT} WHERE p.id = ?`;
/** The viewer's anonymous replies in one thread: the partial index `forum_posts_anonymous`. */
const MY_ANONYMOUS_POSTS = 'SELECT id FROM forum_posts WHERE thread_id = ? AND author_id = ? AND anonymous = 1 ORDER BY id';
const MY_ANONYMOUS_THREAD = 'SELECT anonymous, author_id FROM forum_threads WHERE id = ?';
/** Whether the viewer reported the thread: one primary-key read of `forum_reporters`. */
const MY_REPORTED_THREAD = "SELECT 1 AS yes FROM forum_reporters WHERE reporter_id = ? AND item_type = 'thread' AND item_id = ?";
/** The viewer's reported replies in one thread: their reported replies (a key range), each kept if it is in this thread. */
const MY_REPORTED_POSTS = `SELECT r.item_id AS id FROM forum_reporters r JOIN forum_posts p ON p.id = r.item_id
  WHERE r.reporter_id = ? AND r.item_type = 'reply' AND p.thread_id = ? ORDER BY r.item_id`;

/** Every statement the forum's reads run (projections/forum/plans.test.ts checks each uses an index). */
export const FORUM_READ_SQL = { CATEGORIES, CATEGORY, THREAD, THREAD_PAGE, POSTS, POST, MY_ANONYMOUS_POSTS, MY_ANONYMOUS_THREAD, MY_REPORTED_THREAD, MY_REPORTED_POSTS, ...SLOT_READ_SQL } as const;

/**
 * Who a public answer says wrote a post. An anonymous post names nobody: no id, avatar, role or
 * join date ('[deleted]' still replaces it once the author is erased, like any other post).
 */
const author = (r: { author_id: number; author_name: string | null; author_avatar: string | null; author_role: ForumRole | null; anonymous: number; deleted: number }) => {
  if (r.author_name === null || r.deleted === 1) return { id: null, displayName: DELETED, avatarUrl: null, role: 'user' as ForumRole };
  if (r.anonymous === 1) return { id: null, displayName: ANONYMOUS, avatarUrl: null, role: 'user' as ForumRole };
  return { id: r.author_id, displayName: r.author_name, avatarUrl: r.author_avatar, role: r.author_role ?? 'user' };
};

/** Issue 29: a moderator hid it; only its author and staff are shown it, marked, with the moderator's reason when one was given. */
const hiddenMark = (hidden: boolean, reason: string | null) => (hidden ? { hidden: true as const, ...(reason !== null ? { hiddenReason: reason } : {}) } : {});

const toCategory = (r: CategoryRow): ForumCategoryDto => ({
  id: r.id,
  name: r.name,
  description: r.description,
  categoryType: r.category_type,
  threadCount: r.thread_count,
  // Only when true (issue 27): an archived category is read-only and the forms leave it out.
  ...(r.archived === 1 ? { archived: true as const } : {}),
});

const toThread = (r: ThreadRow): ForumThreadDto => {
  const a = author(r);
  return {
    id: r.id,
    categoryId: r.category_id,
    categoryName: r.category_name,
    title: r.title ?? DELETED,
    content: r.content ?? DELETED,
    viewCount: r.view_count,
    pinned: r.pinned === 1,
    locked: r.locked === 1,
    createdAt: r.created_at,
    lastActivityAt: r.last_activity_at,
    // What readers see: the '[deleted]' placeholders and the replies a moderator hid are not counted.
    replyCount: r.reply_count - r.hidden_replies - r.hidden_posts,
    authorId: a.id,
    authorDisplayName: a.displayName,
    authorAvatarUrl: a.avatarUrl,
    authorRole: a.role,
    anonymous: r.anonymous === 1,
    editedAt: r.deleted === 1 ? null : r.edited_at,
    deleted: r.deleted === 1,
    ...hiddenMark(r.hidden_slot !== null, r.hidden_reason),
    ...(r.merged_into !== null ? { mergedInto: { threadId: r.merged_into, title: r.merged_title ?? DELETED } } : {}),
  };
};

const toPost = (r: PostRow): ForumPostDto => ({
  id: r.id,
  content: r.content ?? DELETED,
  createdAt: r.created_at,
  updatedAt: r.edited_at ?? r.created_at,
  editedAt: r.deleted === 1 ? null : r.edited_at,
  deleted: r.deleted === 1,
  anonymous: r.anonymous === 1,
  author: { ...author(r), createdAt: r.anonymous === 1 ? r.created_at : (r.author_joined ?? r.created_at) },
  ...hiddenMark(r.hidden === 1, r.hidden_reason),
  ...(r.moved_from !== null ? { movedFrom: { threadId: r.moved_from, title: r.moved_title ?? DELETED } } : {}),
});

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Categories in their display order, with their thread counts (kept by the projection). */
export function listCategories(rm: ReadModel): ForumCategoryDto[] {
  return rm.stmt<[], CategoryRow>(CATEGORIES).all().map(toCategory);
}

/** GET /_api/forum/categories answers this: superjson's encoding of `listCategories` (SPEC 7). */
export function categoriesResponse(rm: ReadModel): ForumCategoriesResponse {
  return superjson.serialize(listCategories(rm)) as ForumCategoriesResponse;
}

export function categoryById(rm: ReadModel, id: number): ForumCategoryDto | null {
  const r = rm.stmt<[number], CategoryRow>(CATEGORY).get(id);
  return r ? toCategory(r) : null;
}

export function threadById(rm: ReadModel, id: number): ForumThreadDto | null {
  const r = rm.stmt<[number], ThreadRow>(THREAD).get(id);
  return r ? toThread(r) : null;
}

export function postById(rm: ReadModel, id: number): ForumPostDto | null {
  const r = rm.stmt<[number], PostRow>(POST).get(id);
  return r ? toPost(r) : null;
}

const slotReaders = (rm: ReadModel): SlotReaders => ({
  blocks: rm.stmt(SLOT_READ_SQL.blocks) as unknown as SlotReaders['blocks'],
  slotAt: rm.stmt(SLOT_READ_SQL.slotAt) as unknown as SlotReaders['slotAt'],
});

/**
 * A category's threads, pinned first, then newest activity first, 20 a page; null when the
 * category does not exist. A page past the end is empty. The page's first entry is found from
 * the block totals (thread-list.ts) and the rows are one index range per list, so any page costs
 * the same whatever its offset or the category's size.
 */
export function listThreads(rm: ReadModel, q: { categoryId: number; page: number }): ForumThreadListResponse | null {
  const c = rm.stmt<[number], CategoryRow>(CATEGORY).get(q.categoryId);
  if (!c) return null;
  const limit = FORUM_THREADS_PAGE_SIZE;
  const offset = (q.page - 1) * limit;
  const page = rm.stmt<[number, number, number, number], ThreadRow>(THREAD_PAGE);
  const readers = slotReaders(rm);
  const rows: ThreadRow[] = [];
  const unpinnedOffset = offset - c.pinned_count;
  if (unpinnedOffset < 0) {
    const start = startSlot(readers, c.id, 1, offset);
    if (start !== null) rows.push(...page.all(c.id, 1, start, limit));
  }
  if (rows.length < limit && offset + rows.length < c.thread_count) {
    // The rest of the page continues in the unpinned list, from its top or from the offset.
    const start = startSlot(readers, c.id, 0, Math.max(0, unpinnedOffset));
    if (start !== null) rows.push(...page.all(c.id, 0, start, limit - rows.length));
  }
  return {
    category: toCategory(c),
    threads: rows.map(toThread),
    pagination: { page: q.page, totalPages: totalPages(c.thread_count, limit), total: c.thread_count, limit },
  };
}

/** Who reads a thread: what a moderator hid is shown only to its author and to staff who moderate (issue 29). */
export type ThreadViewer = { id: number; moderates: boolean } | null;

const sees = (viewer: ThreadViewer, authorId: number) => viewer !== null && (viewer.moderates || viewer.id === authorId);

/**
 * A thread with one page of its replies (oldest first, 20 a page); null when it does not exist, or
 * when a moderator hid it and the viewer is neither its author nor staff. Replies are numbered per
 * thread, so page p is one index range; a hidden reply keeps its number and is on the page only for
 * its author and staff (marked), so a reader's page may hold fewer than 20. Anonymous readers (the
 * answer cache, the server's render) all get the same answer.
 */
export function threadPage(rm: ReadModel, q: { threadId: number; page: number }, viewer: ThreadViewer = null): ForumThreadPageResponse | null {
  const r = rm.stmt<[number], ThreadRow>(THREAD).get(q.threadId);
  if (!r || (r.hidden_slot !== null && !sees(viewer, r.author_id))) return null;
  const limit = FORUM_POSTS_PAGE_SIZE;
  const from = (q.page - 1) * limit + 1;
  const posts = from <= r.reply_count ? rm.stmt<[number, number, number], PostRow>(POSTS).all(q.threadId, from, from + limit - 1) : [];
  return {
    thread: toThread(r),
    posts: posts.filter((p) => p.hidden === 0 || sees(viewer, p.author_id)).map(toPost),
    // Pages are ranges of the reply numbering ('[deleted]' placeholders hold their places); the total is what readers see.
    pagination: { page: q.page, totalPages: totalPages(r.reply_count, limit), totalPosts: r.reply_count - r.hidden_replies - r.hidden_posts, limit },
  };
}

/**
 * What in a thread is the viewer's alone (signed-in only, never cached, never in a public page):
 * their anonymous posts and what they reported; null when the thread does not exist. Primary-key
 * reads and index ranges: the thread's size does not matter, and the reported replies cost one
 * row for each reply the viewer ever reported.
 */
export function myThreadPosts(rm: ReadModel, threadId: number, viewerId: number): MyThreadPostsResponse | null {
  const t = rm.stmt<[number], { anonymous: number; author_id: number }>(MY_ANONYMOUS_THREAD).get(threadId);
  if (!t) return null;
  const ids = (sql: string, ...args: [number, number]) => rm.stmt<[number, number], { id: number }>(sql).all(...args).map((p) => p.id);
  return {
    threadId,
    thread: t.anonymous === 1 && t.author_id === viewerId,
    postIds: ids(MY_ANONYMOUS_POSTS, threadId, viewerId),
    reported: { thread: rm.stmt<[number, number], { yes: number }>(MY_REPORTED_THREAD).get(viewerId, threadId) !== undefined, postIds: ids(MY_REPORTED_POSTS, viewerId, threadId) },
  };
}
