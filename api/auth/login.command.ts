import type { AuthEvent } from '../../schemas/auth/events.js';
import { loginInput } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { handleCommand, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { DomainError } from '../shared/errors.js';
import { maskEmail } from '../shared/log.js';
import { findUserIdByEmail } from './queries.js';
import { dummyVerify, hasAdminLength, hashPassword, needsRehash, openHash, sealHash, verifyPassword } from './passwords.js';
import { userDecider, userStream } from './user.decider.js';

/** Login failures answer with `{ message }` (SPEC section 7), not `{ error }`. */
export class LoginError extends DomainError {
  constructor(status: 400 | 401 | 429, message: string, retryAfterSeconds?: number) {
    super(status, message, 'login_failed', retryAfterSeconds ? { retryAfterSeconds } : {});
  }
}

/**
 * Verifies a password login. Unknown emails run a dummy verify so both paths take the same
 * time and give the same answer (T9); every limit is checked before the password, so a
 * blocked attacker learns nothing even with the right password (T10).
 */
export async function login(deps: Deps, body: unknown, ctx: CommandContext & { ip: string }) {
  const parsed = loginInput.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const message = first?.path[0] === 'password' ? m.passwordRequired : m.emailRequired;
    throw new LoginError(400, first?.path[0] === 'password' || first?.path[0] === 'email' ? message : m.emailRequired);
  }
  const email = parsed.data.email.toLowerCase();
  // Attempts from one address or on one account are evaluated one at a time, so every limit is exact.
  const state = await deps.limits.exclusive([`ip:${ctx.ip}`, `email:${email}`], async () => {
    const allowed = await deps.limits.loginAllowed(ctx.ip, email);
    if (!allowed.ok) {
      deps.log.warn({ event: 'excess_rate_limit_exceeded', limit: allowed.reason, ip: ctx.ip, email: maskEmail(deps.keys, email), outcome: 'blocked' });
      throw new LoginError(429, m.tooManyAttempts, allowed.retryAfter);
    }
    const userId = findUserIdByEmail(deps.rm, email);
    const state = userId ? (await loadState(deps.store, userStream(userId), userDecider)).state : null;
    const hash = state?.status === 'active' ? openHash(deps.keys, state.passwordHash) : null;
    const ok = hash ? await verifyPassword(hash, parsed.data.password) : (await dummyVerify(parsed.data.password), false);
    if (!ok || state?.status !== 'active') {
      const { locked } = await deps.limits.loginFailed(ctx.ip, email);
      deps.log.warn({ event: locked ? 'authn_login_lock' : 'authn_login_fail', userId: userId ?? 'anon', ip: ctx.ip, email: maskEmail(deps.keys, email), outcome: 'failure' });
      throw new LoginError(401, m.invalidCredentials);
    }
    await deps.limits.loginSucceeded(ctx.ip, email);
    return { ...state, hash: hash! };
  });
  if (needsRehash(state.hash)) {
    const passwordHash = sealHash(deps.keys, state.id, await hashPassword(parsed.data.password));
    await handleCommand(deps.store, userStream(state.id), userDecider, (): AuthEvent[] => [{ type: 'PasswordChanged', data: { userId: state.id, passwordHash, adminLength: hasAdminLength(parsed.data.password) } }], { ...ctx, actorId: state.id, actorRole: state.role }, { subjects: [state.id] });
  }
  deps.log.info({ event: 'authn_login_success', userId: state.id, ip: ctx.ip, outcome: 'success' });
  return { userId: state.id, role: state.role };
}
