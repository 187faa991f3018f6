import { randomBytes } from 'node:crypto';
import { createAccount } from '../../api/auth/register-user.command.js';
import type { CommandContext } from '../../api/shared/command.js';
import type { Deps } from '../../api/shared/deps.js';
import type { Role } from '../../schemas/shared/roles.js';

/** Development-only demo logins, shown on /login. Production seeds no account with a known password. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'Admin12345', displayName: 'Site Admin', role: 'admin' as const },
  { email: 'member@example.com', password: 'Member12345', displayName: 'Demo Member', role: 'user' as const },
];

/**
 * The staff roles' demo logins (issue 27), development only like the others. Seeded after the
 * content (`seedDemoStaff`), so the members who author it keep the ids they had before.
 */
export const DEMO_STAFF_ACCOUNTS = [
  { email: 'editor@example.com', password: 'Editor12345', displayName: 'Demo Editor', role: 'editor' as const },
  { email: 'moderator@example.com', password: 'Moderator12345', displayName: 'Demo Moderator', role: 'moderator' as const },
];

export const seedContext = (at: Date): CommandContext => ({
  actorId: null,
  actorRole: 'system',
  correlationId: 'seed',
  causationId: null,
  now: at,
});

export async function seedDemoAccounts(deps: Deps, ctx: CommandContext) {
  for (const a of DEMO_ACCOUNTS) await createAccount(deps, a, ctx, { policy: false });
}

export async function seedDemoStaff(deps: Deps, ctx: CommandContext) {
  for (const a of DEMO_STAFF_ACCOUNTS) await createAccount(deps, a, ctx, { policy: false });
}

/** Staff and members who author seeded content: real accounts whose passwords nobody knows. */
export async function seedContentAccount(deps: Deps, ctx: CommandContext, a: { email: string; displayName: string; role: Role }) {
  const password = `${randomBytes(24).toString('base64url')}aA1`;
  return createAccount(deps, { ...a, password }, ctx, { policy: false });
}
