import type { ReadModel } from '../../projections/read-db.js';
import { QUEUE_BUCKET } from '../../projections/comments/moderation-queue.js';
import {
  moderationStatuses,
  type AdminComment,
  type AdminCommentsResponse,
  type ListAdminCommentsQuery,
  type ModerationCounts,
  type ModerationStatus,
} from '../../schemas/admin/comments.js';

interface Row {
  id: number;
  content: string | null;
  status: ModerationStatus;
  queue: ModerationStatus;
  created_at: string;
  edited_at: string | null;
  author_id: number;
  article_id: number;
  parent_id: number | null;
  flag_count: number;
  open_flags: number;
  last_flag_reason: string | null;
  status_reason: string | null;
  hidden: number;
  author_name: string | null;
  author_avatar: string | null;
  article_slug: string | null;
  article_title: string | null;
}

const ROW = `SELECT c.id, c.content, c.status, c.queue, c.created_at, c.edited_at, c.author_id, c.article_id, c.parent_id,
    c.flag_count, c.open_flags, c.last_flag_reason, c.status_reason, c.hidden,
    u.display_name AS author_name, u.avatar_url AS author_avatar, a.slug AS article_slug, a.title AS article_title
  FROM comments c LEFT JOIN users u ON u.id = c.author_id LEFT JOIN articles a ON a.id = c.article_id`;

/** Newest first (ids are allocated in order). The inner select walks the (queue, id) index only. */
const PAGE = `${ROW} WHERE c.id IN (
    SELECT id FROM comments WHERE queue = @queue AND id < @upper ORDER BY id DESC LIMIT @limit + 0 OFFSET @skip + 0
  ) ORDER BY c.id DESC`;
const BUCKETS = 'SELECT bucket, n FROM comment_queue_buckets WHERE queue = ? AND n > 0 ORDER BY bucket DESC';
const COUNTS = 'SELECT queue, n FROM comment_queue_counts';
/**
 * Search reads the tab's own rows (the (queue, id) index range) and tests each text with LIKE:
 * bounded by the tab, never the whole table. A trigram FTS5 index would be cheaper per search,
 * but its pages depend on how events were batched, and replays must rebuild the read model
 * byte for byte (projections/runner.test.ts).
 */
const SEARCH = `${ROW} WHERE c.id IN (
    SELECT id FROM comments WHERE queue = @queue AND content LIKE @pattern ESCAPE '\\' ORDER BY id DESC LIMIT @limit + 0 OFFSET @offset + 0
  ) ORDER BY c.id DESC`;
const SEARCH_COUNT = `SELECT count(*) AS n FROM comments WHERE queue = @queue AND content LIKE @pattern ESCAPE '\\'`;

const toDto = (r: Row): AdminComment => ({
  id: r.id,
  content: r.content ?? '',
  status: r.queue,
  moderationStatus: r.status,
  createdAt: r.created_at,
  editedAt: r.edited_at,
  author: { id: r.author_id, displayName: r.author_name ?? '[deleted]', avatarUrl: r.author_avatar },
  article: r.article_slug !== null && r.article_title !== null ? { id: r.article_id, slug: r.article_slug, title: r.article_title } : null,
  parentCommentId: r.parent_id,
  flagCount: r.flag_count,
  openFlagCount: r.open_flags,
  lastReason: r.last_flag_reason,
  moderationReason: r.status_reason,
  visible: r.hidden === 0,
});

/** Every tab's total, kept by the projection (no rows are counted). */
export function moderationCounts(rm: ReadModel): ModerationCounts {
  const counts: ModerationCounts = { pending: 0, approved: 0, rejected: 0, flagged: 0 };
  for (const r of rm.stmt<[], { queue: string; n: number }>(COUNTS).all())
    if ((moderationStatuses as readonly string[]).includes(r.queue)) counts[r.queue as ModerationStatus] = r.n;
  return counts;
}

/**
 * The entry at `offset` of a tab (newest first) without walking the entries before it: the
 * bucket totals are summed from the newest down to the bucket holding it (n / QUEUE_BUCKET rows
 * at most), then the index skips fewer than QUEUE_BUCKET entries inside that bucket.
 */
function seek(rm: ReadModel, queue: ModerationStatus, offset: number): { upper: number; skip: number } | null {
  let before = 0;
  for (const b of rm.stmt<[string], { bucket: number; n: number }>(BUCKETS).iterate(queue)) {
    if (offset < before + b.n) return { upper: (b.bucket + 1) * QUEUE_BUCKET, skip: offset - before };
    before += b.n;
  }
  return null;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listAdminComments(rm: ReadModel, q: ListAdminCommentsQuery): AdminCommentsResponse {
  const counts = moderationCounts(rm);
  if (q.search !== undefined) {
    const pattern = likePattern(q.search);
    const rows = rm.stmt<[{ queue: string; pattern: string; limit: number; offset: number }], Row>(SEARCH).all({ queue: q.status, pattern, limit: q.limit, offset: q.offset });
    const total = rm.stmt<[{ queue: string; pattern: string }], { n: number }>(SEARCH_COUNT).get({ queue: q.status, pattern })!.n;
    return { comments: rows.map(toDto), totalCount: total, counts };
  }
  const start = q.offset < counts[q.status] ? seek(rm, q.status, q.offset) : null;
  const rows = start ? rm.stmt<[{ queue: string; upper: number; limit: number; skip: number }], Row>(PAGE).all({ queue: q.status, ...start, limit: q.limit }) : [];
  return { comments: rows.map(toDto), totalCount: counts[q.status], counts };
}

/** Open reports per comment (the moderation decision needs them; see `listedStatus`). */
export function openFlagsOf(rm: ReadModel, commentId: number): number {
  return rm.stmt<[number], { open_flags: number }>('SELECT open_flags FROM comments WHERE id = ?').get(commentId)?.open_flags ?? 0;
}
