import type { ReadModel } from '../../projections/read-db.js';
import { FORUM_POSTS_PAGE_SIZE } from '../../schemas/forum/messages.js';
import { MEMBER_POSTS_PAGE_SIZE, type MemberPostDto, type MemberPostKind, type MemberPostsPage, type MemberProfileDto } from '../../schemas/members/queries.js';

/*
 * A member's recent posts (issue 29): their article comments, forum replies, reviews and threads,
 * newest first, seek-paged across the four tables. Each table is read through its
 * (author_id, created_at) index from the cursor on, at most a page and one row each, and the
 * four are merged: a page costs the same for a member with ten posts and one with ten thousand
 * (CROSS JOIN keeps the author's table the outer loop, so the planner never walks the articles,
 * threads or products instead).
 * Public lists leave out anonymous posts and what a moderator hid (threads with their replies,
 * replies, reviews); the member's own list has them, anonymous ones marked (their author still
 * sees what was hidden).
 * Deleted or erased posts and comments on unpublished articles are left out of both.
 */

/** The order of kinds among posts made in the same millisecond: the seek key is (createdAt, kind, id). */
const KIND_ORDER: Record<MemberPostKind, number> = { comment: 0, reply: 1, review: 2, thread: 3 };

interface Row {
  id: number;
  title: string | null;
  text: string | null;
  created_at: string;
  anonymous: number;
  where_id: number | string | null;
  seq: number | null;
}

/** Each kind's rows by one author from the seek position on; `@anon` 0 leaves anonymous posts out. */
const SELECTS: Record<MemberPostKind, string> = {
  comment: `SELECT c.id, a.title, substr(c.content, 1, 400) AS text, c.created_at, 0 AS anonymous, a.slug AS where_id, NULL AS seq
    FROM comments c INDEXED BY comments_author_time CROSS JOIN articles a ON a.id = c.article_id
    WHERE c.author_id = @author AND c.deleted = 0 AND c.hidden = 0 AND c.content IS NOT NULL AND a.published = 1 AND SEEK(c)
    ORDER BY c.created_at DESC, c.id DESC LIMIT @limit + 0`,
  reply: `SELECT p.id, t.title, substr(p.content, 1, 400) AS text, p.created_at, p.anonymous, p.thread_id AS where_id, p.seq
    FROM forum_posts p INDEXED BY forum_posts_author_time CROSS JOIN forum_threads t ON t.id = p.thread_id
    WHERE p.author_id = @author AND p.deleted = 0 AND t.deleted = 0 AND (@anon = 1 OR (t.hidden_slot IS NULL AND p.hidden = 0)) AND p.content IS NOT NULL AND p.anonymous <= @anon AND SEEK(p)
    ORDER BY p.created_at DESC, p.id DESC LIMIT @limit + 0`,
  review: `SELECT r.id, pr.name AS title, substr(coalesce(r.title || ': ', '') || r.content, 1, 400) AS text, r.created_at, 0 AS anonymous, r.product_id AS where_id, NULL AS seq
    FROM product_reviews r INDEXED BY product_reviews_author_time CROSS JOIN products pr ON pr.id = r.product_id
    WHERE r.author_id = @author AND (@anon = 1 OR r.hidden = 0) AND r.content IS NOT NULL AND SEEK(r)
    ORDER BY r.created_at DESC, r.id DESC LIMIT @limit + 0`,
  thread: `SELECT t.id, t.title, substr(t.content, 1, 400) AS text, t.created_at, t.anonymous, t.id AS where_id, NULL AS seq
    FROM forum_threads t INDEXED BY forum_threads_author_time
    WHERE t.author_id = @author AND t.deleted = 0 AND (@anon = 1 OR t.hidden_slot IS NULL) AND t.content IS NOT NULL AND t.anonymous <= @anon AND SEEK(t)
    ORDER BY t.created_at DESC, t.id DESC LIMIT @limit + 0`,
};

/**
 * The seek condition for one kind against the cursor (createdAt, kind order, id): a kind ordered
 * before the cursor's takes its own millisecond too, one after it does not, and the cursor's own
 * kind continues below its id. No cursor: from the newest.
 */
function seek(kind: MemberPostKind, cursor: Cursor | null, alias: string): string {
  if (!cursor) return '1';
  const k = KIND_ORDER[kind];
  if (k < cursor.kind) return `${alias}.created_at <= @at`;
  if (k > cursor.kind) return `${alias}.created_at < @at`;
  return `(${alias}.created_at < @at OR (${alias}.created_at = @at AND ${alias}.id < @id))`;
}

export const MEMBER_POST_KINDS = Object.keys(SELECTS) as MemberPostKind[];

/** One kind's statement, from the newest or from a cursor (exported for the query-plan test). */
export function memberPostsSql(kind: MemberPostKind, cursor: Cursor | null): string {
  const alias = /FROM \w+ (\w)\b/.exec(SELECTS[kind])![1]!;
  return SELECTS[kind].replace(`SEEK(${alias})`, seek(kind, cursor, alias));
}

export interface Cursor {
  at: string;
  kind: number;
  id: number;
}

const parseCursor = (s: string | undefined): Cursor | null => {
  if (!s) return null;
  const [at, kind, id] = s.split('_');
  return { at: at!, kind: Number(kind), id: Number(id) };
};
const cursorOf = (p: MemberPostDto) => `${p.createdAt}_${KIND_ORDER[p.kind]}_${p.id}`;

/** Markup and runs of whitespace out, at most 200 characters (code points, whole). */
function excerptOf(text: string | null): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!).replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  return chars.length <= 200 ? plain : `${chars.slice(0, 200).join('').trimEnd()}…`;
}

function pathOf(kind: MemberPostKind, r: Row): string {
  switch (kind) {
    case 'comment':
      return `/articles/${encodeURIComponent(String(r.where_id))}`;
    case 'reply': {
      const page = Math.max(1, Math.ceil((r.seq ?? 1) / FORUM_POSTS_PAGE_SIZE));
      return `/forum/${r.where_id}${page > 1 ? `?page=${page}` : ''}#post-${r.id}`;
    }
    case 'review':
      return `/products/${r.where_id}#review-${r.id}`;
    case 'thread':
      return `/forum/${r.id}`;
  }
}

/**
 * One page of a member's posts, newest first. `own`: the member is looking at their own list,
 * anonymous posts included.
 */
export function memberPosts(rm: ReadModel, authorId: number, opts: { before?: string | undefined; own: boolean; limit?: number }): MemberPostsPage {
  const limit = opts.limit ?? MEMBER_POSTS_PAGE_SIZE;
  const cursor = parseCursor(opts.before);
  const params = { author: authorId, anon: opts.own ? 1 : 0, limit: limit + 1, at: cursor?.at ?? '', id: cursor?.id ?? 0 };
  const posts: MemberPostDto[] = [];
  for (const kind of MEMBER_POST_KINDS) {
    for (const r of rm.stmt<[typeof params], Row>(memberPostsSql(kind, cursor)).all(params))
      posts.push({ kind, id: r.id, title: r.title ?? '', excerpt: excerptOf(r.text), createdAt: r.created_at, path: pathOf(kind, r), anonymous: r.anonymous === 1 });
  }
  posts.sort((a, b) => (a.createdAt === b.createdAt ? KIND_ORDER[b.kind] - KIND_ORDER[a.kind] || b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
  const page = posts.slice(0, limit);
  return { posts: page, next: posts.length > limit ? cursorOf(page[page.length - 1]!) : null };
}

/** A member's public profile; null for no such member or a deleted account. */
export function memberProfile(rm: ReadModel, id: number): MemberProfileDto | null {
  const u = rm.stmt<[number], { id: number; email: string | null; display_name: string; avatar_url: string | null; created_at: string }>(
    'SELECT id, email, display_name, avatar_url, created_at FROM users WHERE id = ?',
  ).get(id);
  if (!u || u.email === null) return null;
  // No counts: they would include anonymous posts, and so tell who wrote them.
  return { id: u.id, displayName: u.display_name, avatarUrl: u.avatar_url, joinDate: u.created_at };
}
