import type { ReadModel } from '../../projections/read-db.js';
import type { MemberPageResponse, MemberPost, MemberReport, ModeratedMember, ModerationMembersQuery, ModerationMembersResponse, Suspension } from '../../schemas/moderation/members.js';
import { can, isStaff, type Role } from '../../schemas/shared/roles.js';

type Row = { id: number; display_name: string; avatar_url: string | null; role: Role; created_at: string; email: string | null; warnings: number | null; suspended: number | null; suspended_until: string | null; suspend_reason: string | null };
const MEMBER = `SELECT u.id, u.display_name, u.avatar_url, u.role, u.created_at, u.email, m.warnings, m.suspended, m.suspended_until, m.suspend_reason
  FROM users u LEFT JOIN moderation_members m ON m.user_id = u.id`;

/** The role of an active member (an erased one has no email), or null. */
export const memberRole = (rm: ReadModel, id: number): Role | null =>
  rm.stmt<[number], { role: Role }>('SELECT role FROM users WHERE id = ? AND email IS NOT NULL').get(id)?.role ?? null;

/** The suspension in force at `now`, if any: one primary-key read (every signed-in write asks it). */
export function suspensionOf(rm: ReadModel, userId: number, now: Date): Suspension | null {
  const r = rm.stmt<[number], { suspended_until: string | null; suspend_reason: string | null }>('SELECT suspended_until, suspend_reason FROM moderation_members WHERE user_id = ? AND suspended = 1').get(userId);
  if (!r || (r.suspended_until !== null && Date.parse(r.suspended_until) <= now.getTime())) return null;
  return { until: r.suspended_until, reason: r.suspend_reason };
}

function toMember(r: Row, viewer: Role, now: Date): ModeratedMember {
  const active = r.suspended === 1 && (r.suspended_until === null || Date.parse(r.suspended_until) > now.getTime());
  return {
    id: r.id,
    displayName: r.display_name,
    avatarUrl: r.avatar_url,
    role: r.role,
    joinDate: r.created_at,
    ...(can(viewer, 'members') && r.email ? { email: r.email } : {}),
    suspension: active ? { until: r.suspended_until, reason: r.suspend_reason } : null,
    warnings: r.warnings ?? 0,
  };
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Active members, newest first, seek-paged by id; `q` a part of the display name (case-insensitive). */
export function listModerationMembers(rm: ReadModel, q: ModerationMembersQuery, viewer: Role, now: Date, limit = 20): ModerationMembersResponse {
  const params = { search: q.q?.trim() ? likePattern(q.q.trim()) : null, before: q.cursor ?? Number.MAX_SAFE_INTEGER, limit: limit + 1 };
  const rows = rm
    .stmt<[typeof params], Row>(`${MEMBER} WHERE u.id < @before AND u.email IS NOT NULL
      AND (@search IS NULL OR lower(u.display_name) LIKE @search ESCAPE '\\') ORDER BY u.id DESC LIMIT @limit + 0`)
    .all(params);
  const page = rows.slice(0, limit);
  return { members: page.map((r) => toMember(r, viewer, now)), nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}

/** A moderator acts on members; an admin on members and moderators; nobody on themselves. */
export const mayModerate = (viewer: { id: number; role: Role }, target: { id: number; role: Role }) =>
  viewer.id !== target.id && (!isStaff(target.role) || (viewer.role === 'admin' && target.role === 'moderator'));

const RECENT = 10;
const POSTS = `SELECT * FROM (
    SELECT 'comment' AS type, c.id, c.content AS text, c.created_at, a.title AS ctx_title, '/articles/' || a.slug || '#comment-' || c.id AS href
      FROM comments c LEFT JOIN articles a ON a.id = c.article_id WHERE c.author_id = @id AND c.deleted = 0 ORDER BY c.id DESC LIMIT @n + 0)
  UNION ALL SELECT * FROM (
    SELECT 'thread', t.id, t.title, t.created_at, t.title, '/forum/' || t.id FROM forum_threads t WHERE t.author_id = @id AND t.anonymous = 0 ORDER BY t.id DESC LIMIT @n + 0)
  UNION ALL SELECT * FROM (
    SELECT 'reply', p.id, p.content, p.created_at, t.title, '/forum/' || p.thread_id || '#post-' || p.id
      FROM forum_posts p LEFT JOIN forum_threads t ON t.id = p.thread_id WHERE p.author_id = @id AND p.anonymous = 0 ORDER BY p.id DESC LIMIT @n + 0)
  UNION ALL SELECT * FROM (
    SELECT 'review', r.id, r.title, r.created_at, pr.name, '/products/' || r.product_id
      FROM product_reviews r LEFT JOIN products pr ON pr.id = r.product_id WHERE r.author_id = @id ORDER BY r.id DESC LIMIT @n + 0)
  ORDER BY created_at DESC, id DESC LIMIT @n + 0`;

type ReportRow = { item_type: MemberReport['itemType']; item_id: number; reason: string | null; at: string; other_id: number | null; other_name: string | null };
const REPORTS = (side: 'author_id' | 'reporter_id', other: 'author_id' | 'reporter_id') => `SELECT r.item_type, r.item_id, r.reason, r.at, r.${other} AS other_id, u.display_name AS other_name
  FROM moderation_reports r LEFT JOIN users u ON u.id = r.${other} WHERE r.${side} = ? ORDER BY r.seq DESC LIMIT ? + 0`;
const toReport = (r: ReportRow): MemberReport => ({ itemType: r.item_type, itemId: r.item_id, reason: r.reason, at: r.at, otherId: r.other_id, otherName: r.other_name });

export function memberPage(rm: ReadModel, id: number, viewer: { id: number; role: Role }, now: Date): MemberPageResponse | null {
  const row = rm.stmt<[number], Row>(`${MEMBER} WHERE u.id = ? AND u.email IS NOT NULL`).get(id);
  if (!row) return null;
  const posts = rm
    .stmt<[{ id: number; n: number }], { type: MemberPost['type']; id: number; text: string | null; created_at: string; ctx_title: string | null; href: string | null }>(POSTS)
    .all({ id, n: RECENT })
    .map((p): MemberPost => ({ type: p.type, id: p.id, text: p.text ?? '[deleted]', createdAt: p.created_at, context: p.ctx_title && p.href ? { title: p.ctx_title, href: p.href } : null }));
  const count = (side: string) => rm.stmt<[number], { n: number }>(`SELECT count(*) AS n FROM moderation_reports WHERE ${side} = ?`).get(id)!.n;
  const actions = rm
    .stmt<[number, number], { type: string; at: string; reason: string | null; until: string | null; actor_name: string | null }>(
      `SELECT a.type, a.at, a.reason, a.until, u.display_name AS actor_name FROM moderation_actions a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.user_id = ? ORDER BY a.seq DESC LIMIT ? + 0`,
    )
    .all(id, RECENT)
    .map((a) => ({ type: ACTION_TYPES[a.type]!, at: a.at, reason: a.reason, until: a.until, actorName: a.actor_name }));
  return {
    member: toMember(row, viewer.role, now),
    posts,
    reportsAgainst: { total: count('author_id'), recent: rm.stmt<[number, number], ReportRow>(REPORTS('author_id', 'reporter_id')).all(id, RECENT).map(toReport) },
    reportsBy: { total: count('reporter_id'), recent: rm.stmt<[number, number], ReportRow>(REPORTS('reporter_id', 'author_id')).all(id, RECENT).map(toReport) },
    actions,
    canAct: mayModerate(viewer, { id, role: row.role }),
  };
}

const ACTION_TYPES: Record<string, MemberPageResponse['actions'][number]['type']> = { MemberWarned: 'warned', MemberSuspended: 'suspended', MemberUnsuspended: 'unsuspended' };
