import type { ReadModel } from '../../projections/read-db.js';
import type { ModerationItemType } from '../../schemas/moderation/events.js';
import { QUEUE_PAGE, QUEUE_STATUSES, type QueueItem, type QueueQuery, type QueueResponse, type QueueStatus } from '../../schemas/moderation/queue.js';

type ItemRow = { item_type: ModerationItemType; item_id: number; author_id: number | null; context_id: number | null; anonymous: number; status: QueueStatus; reports: number; open_reports: number; last_seq: number };

/**
 * Seek pages over the (type,) status and order indexes: newest by the latest report, or most
 * reported first (ties newest first). The cursor is the last row's `last_seq` (and `reports`).
 */
function page(rm: ReadModel, q: QueueQuery): ItemRow[] {
  const [a, b] = (q.cursor ?? '').split(':').map(Number);
  const typed = q.type ? 'item_type = @type AND ' : '';
  const params = { type: q.type ?? null, status: q.status, limit: QUEUE_PAGE + 1 };
  if (q.sort === 'newest') {
    const seq = q.cursor ? a! : Number.MAX_SAFE_INTEGER;
    return rm.stmt<[typeof params & { seq: number }], ItemRow>(`SELECT * FROM moderation_items WHERE ${typed}status = @status AND last_seq < @seq ORDER BY last_seq DESC LIMIT @limit + 0`).all({ ...params, seq });
  }
  const reports = q.cursor && b !== undefined ? a! : Number.MAX_SAFE_INTEGER;
  const seq = q.cursor && b !== undefined ? b : Number.MAX_SAFE_INTEGER;
  return rm
    .stmt<[typeof params & { reports: number; seq: number }], ItemRow>(
      `SELECT * FROM moderation_items WHERE ${typed}status = @status AND (reports < @reports OR (reports = @reports AND last_seq < @seq))
        ORDER BY reports DESC, last_seq DESC LIMIT @limit + 0`,
    )
    .all({ ...params, reports, seq });
}

type Shown = { text: string | null; title: string | null; href: string | null };
/** The reported text and where it is, from the item's own feature table (one primary-key read). */
const SHOWN: Record<ModerationItemType, string> = {
  comment: `SELECT c.content AS text, a.title, '/articles/' || a.slug || '#comment-' || c.id AS href FROM comments c LEFT JOIN articles a ON a.id = c.article_id WHERE c.id = ?`,
  thread: `SELECT coalesce(t.title || char(10) || t.content, t.title, t.content) AS text, t.title, '/forum/' || t.id AS href FROM forum_threads t WHERE t.id = ?`,
  reply: `SELECT p.content AS text, t.title, '/forum/' || p.thread_id || '#post-' || p.id AS href FROM forum_posts p LEFT JOIN forum_threads t ON t.id = p.thread_id WHERE p.id = ?`,
  review: `SELECT coalesce(r.title || char(10) || r.content, r.title, r.content) AS text, pr.name AS title, '/products/' || r.product_id AS href FROM product_reviews r LEFT JOIN products pr ON pr.id = r.product_id WHERE r.id = ?`,
};

function toItem(rm: ReadModel, r: ItemRow): QueueItem {
  const shown = rm.stmt<[number], Shown>(SHOWN[r.item_type]).get(r.item_id);
  const name = r.author_id === null || r.anonymous ? null : rm.stmt<[number], { display_name: string }>('SELECT display_name FROM users WHERE id = ?').get(r.author_id)?.display_name;
  const reasons = rm
    .stmt<[string, number], { reason: string; count: number }>(
      `SELECT coalesce(reason, 'unspecified') AS reason, count(*) AS count FROM moderation_reports WHERE item_type = ? AND item_id = ? GROUP BY 1 ORDER BY 2 DESC, 1`,
    )
    .all(r.item_type, r.item_id);
  const details = rm
    .stmt<[string, number], { details: string }>('SELECT details FROM moderation_reports WHERE item_type = ? AND item_id = ? AND details IS NOT NULL ORDER BY seq DESC LIMIT 3')
    .all(r.item_type, r.item_id)
    .map((d) => d.details);
  const last = rm.stmt<[number], { at: string }>('SELECT at FROM moderation_reports WHERE seq = ?').get(r.last_seq);
  return {
    type: r.item_type,
    id: r.item_id,
    status: r.status,
    text: shown?.text ?? '[deleted]',
    context: shown?.title && shown.href ? { title: shown.title, href: shown.href } : null,
    author: name && r.author_id !== null ? { id: r.author_id, displayName: name } : null,
    reports: r.reports,
    openReports: r.open_reports,
    reasons,
    details,
    lastReportedAt: last?.at ?? '',
  };
}

export function moderationQueue(rm: ReadModel, q: QueueQuery): QueueResponse {
  const rows = page(rm, q);
  const shown = rows.slice(0, QUEUE_PAGE);
  const tail = shown[shown.length - 1];
  const counts = Object.fromEntries(QUEUE_STATUSES.map((s) => [s, 0])) as Record<QueueStatus, number>;
  const totals = rm
    .stmt<[{ type: string | null }], { status: QueueStatus; n: number }>('SELECT status, sum(n) AS n FROM moderation_counts WHERE (@type IS NULL OR item_type = @type) GROUP BY status')
    .all({ type: q.type ?? null });
  for (const t of totals) counts[t.status] = t.n;
  return {
    items: shown.map((r) => toItem(rm, r)),
    nextCursor: rows.length > QUEUE_PAGE && tail ? (q.sort === 'newest' ? `${tail.last_seq}` : `${tail.reports}:${tail.last_seq}`) : null,
    counts,
  };
}

/** What a moderator's action needs of an item: its author and where it lives (null when the read model has never seen it). */
export function itemFacts(rm: ReadModel, type: ModerationItemType, id: number) {
  const post = rm.stmt<[string, number], { author_id: number; context_id: number }>('SELECT author_id, context_id FROM moderation_posts WHERE item_type = ? AND item_id = ?').get(type, id);
  const item = rm.stmt<[string, number], { status: QueueStatus; open_reports: number }>('SELECT status, open_reports FROM moderation_items WHERE item_type = ? AND item_id = ?').get(type, id);
  return post ? { authorId: post.author_id, contextId: post.context_id, status: item?.status ?? null, openReports: item?.open_reports ?? 0 } : null;
}
