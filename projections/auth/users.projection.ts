import { siteAvatarOrNull } from '../../schemas/auth/avatar-path.js';
import type { AccountEvent } from '../../schemas/account/events.js';
import type { AuthEvent } from '../../schemas/auth/events.js';
import { defineProjection } from '../projection.js';
import { exhaustive } from '../../api/shared/exhaustive.js';

/**
 * Members as readers see them, with personal data unsealed. An erased member (key
 * destroyed) projects as '[deleted]' with no email, so a replay after erasure forgets them.
 * A sign-up waiting for its emailed link (issue 13) is not a member yet: it is kept, still
 * sealed, in `pending_users` and becomes a `users` row when AccountConfirmed arrives, so login,
 * password reset and every list see only active accounts, and an address whose pending sign-up
 * was superseded or expired can be registered again without meeting `email_lower`'s uniqueness.
 */
export const usersProjection = defineProjection({
  name: 'users',
  version: 4,
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
    );
    CREATE TABLE IF NOT EXISTS pending_users (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL,
      display_name TEXT NOT NULL,
      avatar_url TEXT,
      role TEXT NOT NULL,
      pending_until TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX IF NOT EXISTS pending_users_until ON pending_users (pending_until);`,
  prepare: (db) => ({
    insert: db.prepare(`INSERT INTO users (id, email, email_lower, display_name, avatar_url, role, created_at)
      VALUES (@id, @email, @emailLower, @displayName, @avatarUrl, @role, @createdAt)
      ON CONFLICT(id) DO UPDATE SET email = excluded.email, email_lower = excluded.email_lower,
        display_name = excluded.display_name, avatar_url = excluded.avatar_url, role = excluded.role`),
    pending: db.prepare(`INSERT INTO pending_users (id, email, display_name, avatar_url, role, pending_until)
      VALUES (@id, @email, @displayName, @avatarUrl, @role, @pendingUntil) ON CONFLICT(id) DO NOTHING`),
    pendingById: db.prepare<[number], { email: string; display_name: string; avatar_url: string | null; role: string }>('SELECT * FROM pending_users WHERE id = ?'),
    dropPending: db.prepare('DELETE FROM pending_users WHERE id = ?'),
    name: db.prepare('UPDATE users SET display_name = ? WHERE id = ?'),
    avatar: db.prepare('UPDATE users SET avatar_url = ? WHERE id = ?'),
    password: db.prepare('UPDATE users SET password_changed_at = ? WHERE id = ?'),
    role: db.prepare('UPDATE users SET role = ? WHERE id = ?'),
    email: db.prepare('UPDATE users SET email = ?, email_lower = ? WHERE id = ?'),
    // AccountDeletionRequested (issue 13): the row a replay gives once the member's key is gone.
    erase: db.prepare("UPDATE users SET email = NULL, email_lower = NULL, display_name = '[deleted]', avatar_url = NULL WHERE id = ?"),
  }),
  apply(event, s, { unseal, unsealOpt }) {
    const e = event as unknown as AuthEvent | AccountEvent;
    switch (e.type) {
      case 'UserRegistered': {
        const { userId: id, email, displayName, avatarUrl, role } = e.data;
        // Sealed as in the log: a sign-up nobody confirms leaves no readable address in the read model.
        if (e.data.pendingUntil) s.pending.run({ id, email, displayName, avatarUrl, role, pendingUntil: e.data.pendingUntil });
        else insertMember(s, unseal, unsealOpt, { id, email, displayName, avatarUrl, role, createdAt: event.metadata.at });
        return;
      }
      case 'AccountConfirmed': {
        const p = s.pendingById.get(e.data.userId);
        if (!p) return;
        insertMember(s, unseal, unsealOpt, { id: e.data.userId, email: p.email, displayName: p.display_name, avatarUrl: p.avatar_url, role: p.role, createdAt: event.metadata.at });
        s.dropPending.run(e.data.userId);
        return;
      }
      case 'ProfileUpdated':
        if (e.data.displayName !== undefined) s.name.run(unseal(e.data.displayName) ?? '[deleted]', e.data.userId);
        if (e.data.avatarUrl !== undefined) s.avatar.run(siteAvatarOrNull(unsealOpt(e.data.avatarUrl)), e.data.userId);
        return;
      case 'PasswordChanged':
      case 'PasswordReset':
        s.password.run(event.metadata.at, e.data.userId);
        return;
      case 'UserRoleChanged':
        s.role.run(e.data.role, e.data.userId);
        return;
      case 'EmailChanged': {
        // Erased members' rows keep NULL (their key is gone, so the address does not open).
        const email = unseal(e.data.email);
        if (email !== null) s.email.run(email, email.toLowerCase(), e.data.userId);
        return;
      }
      case 'AccountDeletionRequested':
        s.erase.run(e.data.userId);
        return;
      case 'EmailChangeRequested':
      case 'EmailReleased':
      case 'EmailReserved':
      case 'StaffRoleRecorded':
      case 'SignUpKeyClaimed':
      case 'EmailConfirmed':
      case 'PasswordResetRequested':
        return;
      default:
        exhaustive(e);
    }
  },
});

type Statements = ReturnType<typeof usersProjection.prepare>;

/** A member's row, its sealed values opened (null once the member is erased). Joined: confirmation time. */
function insertMember(
  s: Statements,
  unseal: (v: string) => string | null,
  unsealOpt: (v: string | null | undefined) => string | null,
  m: { id: number; email: string; displayName: string; avatarUrl: string | null; role: string; createdAt: string },
) {
  const email = unseal(m.email);
  s.insert.run({
    id: m.id,
    email,
    emailLower: email?.toLowerCase() ?? null,
    displayName: unseal(m.displayName) ?? '[deleted]',
    // Only the site's own uploads (issue 13): an older event's link to another host shows initials.
    avatarUrl: siteAvatarOrNull(unsealOpt(m.avatarUrl)),
    role: m.role,
    createdAt: m.createdAt,
  });
}
