import { changePasswordInput } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { handleCommand, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, notFound, tooMany } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import { checkPasswordPolicy, hasAdminLength, hashPassword, openHash, sealHash, verifyPassword } from './passwords.js';
import { changePassword, userDecider, userStream } from './user.decider.js';

/**
 * The member's current password, checked before a change of password or of address: a wrong one
 * counts toward the login limiter of that account (T6), and answers 400 'Current password is incorrect'.
 */
export async function verifyCurrentPassword(deps: Deps, userId: number, password: string, ctx: { ip: string; email: string }, event: string) {
  const { state } = await loadState(deps.store, userStream(userId), userDecider);
  if (state.status !== 'active') throw notFound('User not found');
  const email = ctx.email.toLowerCase();
  await deps.limits.exclusive([`ip:${ctx.ip}`, `email:${email}`], async () => {
    const allowed = await deps.limits.loginAllowed(ctx.ip, email);
    if (!allowed.ok) throw tooMany(m.tooManyAttempts, allowed.retryAfter);
    const hash = openHash(deps.keys, state.passwordHash);
    if (!hash || !(await verifyPassword(hash, password))) {
      await deps.limits.loginFailed(ctx.ip, email);
      deps.log.warn({ event, userId, ip: ctx.ip, outcome: 'failure' });
      throw badRequest(m.currentPasswordWrong, 'password_wrong');
    }
  });
  return state;
}

export async function changeUserPassword(deps: Deps, userId: number, body: unknown, ctx: CommandContext & { ip: string; email: string }) {
  const cmd = parseInput(changePasswordInput, body);
  const state = await verifyCurrentPassword(deps, userId, cmd.currentPassword, ctx, 'authn_password_change_fail');
  await checkPasswordPolicy(cmd.newPassword, { role: state.role, production: deps.config.production, breachCheck: deps.config.hibpCheck });
  const passwordHash = sealHash(deps.keys, userId, await hashPassword(cmd.newPassword));
  const res = await handleCommand(deps.store, userStream(userId), userDecider, (s) => changePassword(s, { passwordHash, adminLength: hasAdminLength(cmd.newPassword) }), ctx, { subjects: [userId] });
  deps.log.info({ event: 'authn_password_change', userId, ip: ctx.ip, outcome: 'success' });
  return res;
}
