import type { CommentDto } from '../../schemas/comments/queries.js';
import type { ReadModel } from '../../projections/read-db.js';
import { seekStart } from '../shared/seek-page.js';

interface Row {
  id: number;
  parent_id: number | null;
  author_id: number;
  content: string | null;
  created_at: string;
  edited_at: string | null;
  deleted: number;
  score: number;
  author_name: string | null;
  author_avatar: string | null;
  my_vote: number | null;
  reported_by_me: number;
}

const DELETED = '[deleted]';

/**
 * Readers see every comment except those moderated 'rejected' (post-moderation). A rejected
 * comment hides its replies too, since they answer something no longer shown.
 *
 * Only the columns a comment's DTO shows are read (better-sqlite3 builds each row's object
 * value by value, so the unused ones cost on every row), and a signed-out reader, who has
 * no votes or reports, skips the two per-row lookups for them.
 */
const COLUMNS = `c.id, c.parent_id, c.author_id, c.content, c.created_at, c.edited_at, c.deleted, c.score,
    u.display_name AS author_name, u.avatar_url AS author_avatar`;
const FROM = 'FROM comments c LEFT JOIN users u ON u.id = c.author_id';
const selectFor = (signedIn: boolean) =>
  !signedIn
    ? `SELECT ${COLUMNS}, NULL AS my_vote, 0 AS reported_by_me ${FROM}`
    : `SELECT ${COLUMNS},
    (SELECT vote FROM comment_votes v WHERE v.comment_id = c.id AND v.user_id = @viewer) AS my_vote,
    EXISTS (SELECT 1 FROM comment_flags f WHERE f.comment_id = c.id AND f.user_id = @viewer) AS reported_by_me
  ${FROM}`;

const toDto = (r: Row): CommentDto => {
  const gone = r.deleted === 1 || r.content === null;
  return {
    id: r.id,
    content: gone ? DELETED : r.content!,
    author: gone ? { id: null, displayName: DELETED, avatarUrl: null } : { id: r.author_id, displayName: r.author_name ?? DELETED, avatarUrl: r.author_avatar },
    createdAt: r.created_at,
    editedAt: gone ? null : r.edited_at,
    voteScore: r.score,
    userVote: r.my_vote === 1 ? 'upvote' : r.my_vote === -1 ? 'downvote' : null,
    replies: [],
    ...(r.reported_by_me ? { reportedByMe: true as const } : {}),
  };
};

/**
 * Newest first by `seq`, the projection's event-order number of each top-level comment: the
 * same order as `created_at` except under clock skew between nodes, and unlike a timestamp
 * it is dense, so a page is found by seeking (see seekStart), never by OFFSET.
 */
const PAGE = [false, true].map(
  (signedIn) => `${selectFor(signedIn)} WHERE c.article_id = @article AND c.parent_id IS NULL AND c.hidden = 0 AND c.seq <= @start ORDER BY c.seq DESC LIMIT @limit + 0`,
);
const HIDDEN = 'SELECT seq FROM comments WHERE article_id = ? AND parent_id IS NULL AND hidden = 1 AND seq <= ? ORDER BY seq DESC LIMIT ? + 0';
/** The visible replies of a page's `n` threads in one statement: one index range (comments_thread) per thread. */
const replies = new Map<string, string>();
const REPLIES = (signedIn: boolean, n: number) => {
  const key = `${signedIn}:${n}`;
  let sql = replies.get(key);
  if (!sql) {
    const roots = Array.from({ length: n }, (_, i) => `@r${i}`).join(', ');
    sql = `${selectFor(signedIn)} WHERE c.root_id IN (${roots}) AND c.parent_id IS NOT NULL AND c.hidden = 0 ORDER BY c.root_id, c.created_at, c.id`;
    replies.set(key, sql);
  }
  return sql;
};
const BY_ID = [false, true].map((signedIn) => `${selectFor(signedIn)} WHERE c.id = @id`);
const COUNTS = 'SELECT top_level, visible, top_seq FROM comment_counts WHERE article_id = ?';

/**
 * One page of top-level comments (newest first) with all their visible replies nested
 * (oldest first), at a cost that does not grow with the article or the offset: the page
 * starts at a seq computed from the counts (corrected by the rejected top-level comments
 * above it, the only gaps), its rows are one index range, each thread's replies one index
 * range on `root_id` (all the page's threads in one statement), and the totals come from
 * `comment_counts`.
 * `total` counts visible top-level comments (what Load More pages through); `totalVisible`
 * counts every comment the thread shows, replies included.
 */
export function listComments(rm: ReadModel, q: { articleId: number; limit: number; offset: number; viewerId: number | null }) {
  const viewer = q.viewerId ?? 0;
  const counts = rm.stmt<[number], { top_level: number; visible: number; top_seq: number }>(COUNTS).get(q.articleId);
  if (!counts) return { comments: [], total: 0, totalVisible: 0 };
  const hidden = (seq: number, limit: number) => rm.stmt<[number, number, number], { seq: number }>(HIDDEN).all(q.articleId, seq, limit).map((r) => r.seq);
  // Every top-level comment visible (the common case): the start is known without a read.
  const start = counts.top_seq === counts.top_level ? counts.top_seq - q.offset : seekStart(counts.top_seq, q.offset, hidden);
  const signedIn = viewer !== 0;
  const page = { ...(signedIn ? { viewer } : {}), article: q.articleId, start, limit: q.limit };
  const rows = start > 0 ? rm.stmt<[typeof page], Row>(PAGE[Number(signedIn)]!).all(page) : [];
  // Replies by parent, oldest first: every thread of the page at once.
  const children = new Map<number, Row[]>();
  if (rows.length > 0) {
    const params: Record<string, number> = signedIn ? { viewer } : {};
    rows.forEach((r, i) => (params[`r${i}`] = r.id));
    for (const r of rm.stmt<[Record<string, number>], Row>(REPLIES(signedIn, rows.length)).all(params)) {
      const siblings = children.get(r.parent_id!);
      if (siblings) siblings.push(r);
      else children.set(r.parent_id!, [r]);
    }
  }
  const nest = (r: Row): CommentDto => ({ ...toDto(r), replies: (children.get(r.id) ?? []).map(nest) });
  const comments = rows.map(nest);
  return { comments, total: counts.top_level, totalVisible: counts.visible };
}

export function commentById(rm: ReadModel, id: number, viewerId: number | null): CommentDto | null {
  const viewer = viewerId ?? 0;
  const r = rm.stmt<[{ viewer?: number; id: number }], Row>(BY_ID[Number(viewer !== 0)]!).get(viewer !== 0 ? { viewer, id } : { id });
  return r ? toDto(r) : null;
}
