import type { Role, SessionUser, UserProfile } from '../../schemas/auth/queries.js';
import type { ReadModel } from '../../projections/read-db.js';

interface UserRow {
  id: number;
  email: string | null;
  display_name: string;
  avatar_url: string | null;
  role: Role;
  created_at: string;
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

/** When the member joined (ISO time), or null: new accounts get stricter posting limits (SECURITY 2-C). */
export function joinedAt(rm: ReadModel, id: number): string | null {
  return rm.stmt<[number], UserRow>(byId).get(id)?.created_at ?? null;
}

export function userProfile(rm: ReadModel, id: number): UserProfile | null {
  const r = rm.stmt<[number], UserRow>(byId).get(id);
  if (!r || r.email === null) return null;
  const forum = rm.stmt<[number], { threads: number; replies: number }>('SELECT threads, replies FROM forum_authors WHERE author_id = ?').get(id);
  return {
    displayName: r.display_name,
    avatarUrl: r.avatar_url,
    email: r.email,
    role: r.role,
    joinDate: r.created_at,
    // Kept per author by the projections (comments: `comment_authors`; forum: `forum_authors`): counting a
    // prolific member's posts here made every profile read and update grow with them. Posts are article
    // comments plus forum replies; threads are the forum threads the member opened.
    postCount: (rm.stmt<[number], { posts: number }>('SELECT posts FROM comment_authors WHERE author_id = ?').get(id)?.posts ?? 0) + (forum?.replies ?? 0),
    threadCount: forum?.threads ?? 0,
  };
}
