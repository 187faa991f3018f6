import type { AuthEvent } from '../../schemas/auth/events.js';
import { defineProjection } from '../projection.js';

/**
 * Members as readers see them, with personal data unsealed. An erased member (key
 * destroyed) projects as '[deleted]' with no email, so a replay after erasure forgets them.
 */
export const usersProjection = defineProjection({
  name: 'users',
  version: 1,
  init: `
    CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY,
      email TEXT,
      email_lower TEXT UNIQUE,
      display_name TEXT NOT NULL,
      avatar_url TEXT,
      role TEXT NOT NULL,
      created_at TEXT NOT NULL,
      password_changed_at TEXT,
      thread_count INTEGER NOT NULL DEFAULT 0
    );`,
  prepare: (db) => ({
    insert: db.prepare(`INSERT INTO users (id, email, email_lower, display_name, avatar_url, role, created_at)
      VALUES (@id, @email, @emailLower, @displayName, @avatarUrl, @role, @createdAt)
      ON CONFLICT(id) DO UPDATE SET email = excluded.email, email_lower = excluded.email_lower,
        display_name = excluded.display_name, avatar_url = excluded.avatar_url, role = excluded.role`),
    name: db.prepare('UPDATE users SET display_name = ? WHERE id = ?'),
    avatar: db.prepare('UPDATE users SET avatar_url = ? WHERE id = ?'),
    password: db.prepare('UPDATE users SET password_changed_at = ? WHERE id = ?'),
  }),
  apply(event, s, { unseal, unsealOpt }) {
    const e = event as unknown as AuthEvent;
    switch (e.type) {
      case 'UserRegistered': {
        const email = unseal(e.data.email);
        s.insert.run({
          id: e.data.userId,
          email,
          emailLower: email?.toLowerCase() ?? null,
          displayName: unseal(e.data.displayName) ?? '[deleted]',
          avatarUrl: unsealOpt(e.data.avatarUrl),
          role: e.data.role,
          createdAt: event.metadata.at,
        });
        return;
      }
      case 'ProfileUpdated':
        if (e.data.displayName !== undefined) s.name.run(unseal(e.data.displayName) ?? '[deleted]', e.data.userId);
        if (e.data.avatarUrl !== undefined) s.avatar.run(unsealOpt(e.data.avatarUrl), e.data.userId);
        return;
      case 'PasswordChanged':
      case 'PasswordReset':
        s.password.run(event.metadata.at, e.data.userId);
        return;
      case 'EmailReserved':
      case 'PasswordResetRequested':
        return;
      default: {
        const never: never = e;
        void never;
      }
    }
  },
});
