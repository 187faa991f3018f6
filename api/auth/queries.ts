import type { SessionUser, UserProfile } from '../../schemas/auth/queries.js';
import type { ReadModel } from '../../projections/read-db.js';

interface UserRow {
  id: number;
  email: string | null;
  display_name: string;
  avatar_url: string | null;
  role: 'user' | 'admin';
  created_at: string;
  thread_count: number;
}

const byId = 'SELECT * FROM users WHERE id = ?';

export function findUserIdByEmail(rm: ReadModel, email: string): number | null {
  const row = rm.stmt<[string], { id: number }>('SELECT id FROM users WHERE email_lower = ?').get(email.toLowerCase());
  return row?.id ?? null;
}

export function sessionUser(rm: ReadModel, id: number): SessionUser | null {
  const r = rm.stmt<[number], UserRow>(byId).get(id);
  if (!r || r.email === null) return null;
  return { id: r.id, displayName: r.display_name, email: r.email, avatarUrl: r.avatar_url, role: r.role };
}

export function userProfile(rm: ReadModel, id: number): UserProfile | null {
  const r = rm.stmt<[number], UserRow>(byId).get(id);
  if (!r || r.email === null) return null;
  return {
    displayName: r.display_name,
    avatarUrl: r.avatar_url,
    email: r.email,
    role: r.role,
    joinDate: r.created_at,
    // Kept per author by the comments projection: counting a prolific member's comments here made every profile read and update grow with them.
    postCount: rm.stmt<[number], { posts: number }>('SELECT posts FROM comment_authors WHERE author_id = ?').get(id)?.posts ?? 0,
    threadCount: r.thread_count,
  };
}
