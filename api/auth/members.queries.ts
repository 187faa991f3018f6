import type { MemberList, MemberListQuery, MemberRow } from '../../schemas/auth/members.js';
import type { Role } from '../../schemas/shared/roles.js';
import type { ReadModel } from '../../projections/read-db.js';

type Row = { id: number; display_name: string; email: string; role: Role; created_at: string };
const toMember = (r: Row): MemberRow => ({ id: r.id, displayName: r.display_name, email: r.email, role: r.role, joinDate: r.created_at });

/** `%` and `_` in a search are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Active members (erased ones have no email), newest first, for the Members screen: `q` matches the
 * display name or the email anywhere, case-insensitively; `role` narrows to one role.
 */
export function listMembers(rm: ReadModel, q: MemberListQuery): MemberList {
  const search = q.q?.trim() ? likePattern(q.q.trim()) : null;
  const where = `email IS NOT NULL
    AND (@search IS NULL OR lower(display_name) LIKE @search ESCAPE '\\' OR email_lower LIKE @search ESCAPE '\\')
    AND (@role IS NULL OR role = @role)`;
  const params = { search, role: q.role ?? null };
  const total = rm.stmt<[typeof params], { n: number }>(`SELECT count(*) AS n FROM users WHERE ${where}`).get(params)!.n;
  const rows = rm
    .stmt<[typeof params & { limit: number; offset: number }], Row>(
      `SELECT id, display_name, email, role, created_at FROM users WHERE ${where} ORDER BY id DESC LIMIT @limit + 0 OFFSET @offset + 0`,
    )
    .all({ ...params, limit: q.limit, offset: (q.page - 1) * q.limit });
  return { members: rows.map(toMember), pagination: { page: q.page, limit: q.limit, total, totalPages: Math.max(1, Math.ceil(total / q.limit)) } };
}

export function memberById(rm: ReadModel, id: number): MemberRow | null {
  const r = rm.stmt<[number], Row>('SELECT id, display_name, email, role, created_at FROM users WHERE id = ? AND email IS NOT NULL').get(id);
  return r ? toMember(r) : null;
}
