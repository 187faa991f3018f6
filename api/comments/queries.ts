import type { CommentDto } from '../../schemas/comments/queries.js';
import type { ReadModel } from '../../projections/read-db.js';

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
}

const DELETED = '[deleted]';

/**
 * Readers see every comment except those moderated 'rejected' (post-moderation). A rejected
 * comment hides its replies too, since they answer something no longer shown.
 */
const SELECT = `SELECT c.*, u.display_name AS author_name, u.avatar_url AS author_avatar,
    (SELECT vote FROM comment_votes v WHERE v.comment_id = c.id AND v.user_id = @viewer) AS my_vote
  FROM comments c LEFT JOIN users u ON u.id = c.author_id`;

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
  };
};

/** One page of top-level comments (newest first) with all their visible replies nested (oldest first). */
export function listComments(rm: ReadModel, q: { articleId: number; limit: number; offset: number; viewerId: number | null }) {
  const viewer = q.viewerId ?? 0;
  const total = rm
    .stmt<[number], { n: number }>("SELECT COUNT(*) AS n FROM comments WHERE article_id = ? AND parent_id IS NULL AND status <> 'rejected'")
    .get(q.articleId)!.n;
  const top = rm
    .stmt<[{ viewer: number; article: number; limit: number; offset: number }], Row>(
      `${SELECT} WHERE c.article_id = @article AND c.parent_id IS NULL AND c.status <> 'rejected'
       ORDER BY c.created_at DESC, c.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ viewer, article: q.articleId, limit: q.limit, offset: q.offset });
  const all = rm
    .stmt<[{ viewer: number; article: number }], Row>(
      `${SELECT} WHERE c.article_id = @article AND c.parent_id IS NOT NULL AND c.status <> 'rejected' ORDER BY c.created_at, c.id`,
    )
    .all({ viewer, article: q.articleId });
  const children = new Map<number, Row[]>();
  for (const r of all) children.set(r.parent_id!, [...(children.get(r.parent_id!) ?? []), r]);
  const nest = (r: Row): CommentDto => ({ ...toDto(r), replies: (children.get(r.id) ?? []).map(nest) });
  return { comments: top.map(nest), total };
}

export function commentById(rm: ReadModel, id: number, viewerId: number | null): CommentDto | null {
  const r = rm.stmt<[{ viewer: number; id: number }], Row>(`${SELECT} WHERE c.id = @id`).get({ viewer: viewerId ?? 0, id });
  return r ? toDto(r) : null;
}
