import type { AuditAction, AuditActorsResponse, AuditEntry, AuditQuery, AuditResponse, AuditTargetType } from '../../schemas/admin/audit.js';
import type { ReadModel } from '../../projections/read-db.js';

interface Row {
  seq: number;
  at: string;
  actor_id: number;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number;
  target_label: string | null;
  reason: string | null;
  details: string;
  correlation_id: string;
  actor_name: string | null;
  comment_content: string | null;
  article_id: number | null;
  article_slug: string | null;
  article_title: string | null;
  thread_id: number | null;
  thread_title: string | null;
  thread_category_id: number | null;
  thread_category_name: string | null;
  member_name: string | null;
}

/** A comment's label: the first 80 characters (code points) of its current text. */
const LABEL_CHARS = 80;
const excerpt = (s: string | null) => {
  if (s === null) return null;
  const chars = [...s];
  return chars.length > LABEL_CHARS ? `${chars.slice(0, LABEL_CHARS).join('')}…` : s;
};

/**
 * Labels that are members' words are read here, from the read models that forget erased text,
 * never stored in the trail: a comment's text (comments), a thread's title (forum_threads,
 * with its category) and a member's display name (users: '[deleted]' once erased). Every join is a primary-key read.
 */
const SELECT = `SELECT l.seq, l.at, l.actor_id, l.action, l.target_type, l.target_id, l.target_label, l.reason, l.details, l.correlation_id,
    u.display_name AS actor_name, c.content AS comment_content, a.id AS article_id, a.slug AS article_slug, a.title AS article_title,
    t.id AS thread_id, t.title AS thread_title, fc.id AS thread_category_id, fc.name AS thread_category_name,
    mu.display_name AS member_name
  FROM audit_log l
  LEFT JOIN users u ON u.id = l.actor_id
  LEFT JOIN comments c ON l.target_type = 'comment' AND c.id = l.target_id
  LEFT JOIN articles a ON a.id = COALESCE(l.article_id, c.article_id)
  LEFT JOIN forum_threads t ON l.target_type = 'thread' AND t.id = l.target_id
  LEFT JOIN forum_categories fc ON fc.id = t.category_id
  LEFT JOIN users mu ON l.target_type = 'member' AND mu.id = l.target_id`;

const label = (r: Row): string | null => {
  switch (r.target_type) {
    case 'comment':
      return excerpt(r.comment_content);
    case 'thread':
      return r.thread_title;
    case 'member':
      return r.member_name;
    default:
      return r.target_label;
  }
};

const toEntry = (r: Row): AuditEntry => ({
  seq: r.seq,
  at: r.at,
  actor: { id: r.actor_id, displayName: r.actor_name },
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  targetLabel: label(r),
  article: r.article_id === null ? null : { id: r.article_id, slug: r.article_slug, title: r.article_title },
  thread:
    r.thread_id === null || r.thread_category_id === null || r.thread_category_name === null
      ? null
      : { id: r.thread_id, categoryId: r.thread_category_id, categoryName: r.thread_category_name },
  reason: r.reason,
  details: JSON.parse(r.details) as AuditEntry['details'],
  correlationId: r.correlation_id,
});

/**
 * A page of the trail, newest first, seeking by `seq` (a cursor, never an OFFSET). Each filter
 * combination reads one index of audit_log in seq order (audit.projection.ts): the target's
 * when a target is named (its few entries), else the actor's with the action or the target
 * type, else the action's or the type's; the joins are primary-key reads. One row more than
 * the page tells whether an older page exists.
 */
export function auditPage(rm: ReadModel, q: AuditQuery): AuditResponse {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const eq = (column: string, value: string | number | undefined) => {
    if (value === undefined) return;
    where.push(`l.${column} = ?`);
    params.push(value);
  };
  eq('target_type', q.targetType);
  eq('target_id', q.targetId);
  eq('actor_id', q.actorId);
  eq('action', q.action);
  if (q.cursor !== undefined) {
    where.push('l.seq < ?');
    params.push(q.cursor);
  }
  const sql = `${SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY l.seq DESC LIMIT ? + 0`;
  const rows = rm.stmt<(string | number)[], Row>(sql).all(...params, q.limit + 1);
  const entries = rows.slice(0, q.limit).map(toEntry);
  return { entries, nextCursor: rows.length > q.limit ? entries[entries.length - 1]!.seq : null };
}

/** The admins who appear in the trail (a handful), for the filter. */
export function auditActors(rm: ReadModel): AuditActorsResponse {
  const rows = rm
    .stmt<[], { id: number; display_name: string | null }>('SELECT t.actor_id AS id, u.display_name FROM audit_actors t LEFT JOIN users u ON u.id = t.actor_id ORDER BY t.actor_id')
    .all();
  return { actors: rows.map((r) => ({ id: r.id, displayName: r.display_name })) };
}
