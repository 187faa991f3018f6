import { createHash, randomBytes } from 'node:crypto';
import { confirmPasswordResetInput, requestPasswordResetInput } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { handleCommand, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { maskEmail } from '../shared/log.js';
import { workKind, type WorkContext } from '../shared/durable-work.js';
import { parseInput } from '../shared/validation.js';
import { checkPasswordPolicy, hasAdminLength, hashPassword, sealHash } from './passwords.js';
import { findUserIdByEmail, sessionUser } from './queries.js';
import { confirmReset, requestReset, userDecider, userStream } from './user.decider.js';

export const RESET_TTL_MS = 60 * 60 * 1000;
const tokenHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export type ResetWork = { email: string; ip: string; origin: string };
export const resetWork = workKind<ResetWork>('password-reset');

/**
 * Sends a single-use link valid for an hour. The answer is the same whether or not the
 * address has an account, and so is its timing: the request is written to the log as
 * acknowledged work before the answer, and everything that depends on the account (lookup,
 * token, append, mail) runs from there (T9). Past the address's limit (5 an hour from any
 * number of IPs) only its owner's requests from a new IP are sent (RateLimits.addressAllows);
 * the answer stays the same.
 * The token is `<userId>.<secret>`; only the secret's hash is stored.
 */
export async function requestPasswordReset(deps: Deps, body: unknown, ctx: CommandContext & { ip: string; origin: string }) {
  const { email } = parseInput(requestPasswordResetInput, body);
  await deps.limits.hit('passwordReset', ctx.ip);
  if (await deps.limits.addressAllows('passwordResetEmail', deps.limits.tag(email), ctx.ip))
    await deps.work.request(resetWork, { email, ip: ctx.ip, origin: ctx.origin }, ctx, { email: email.trim().toLowerCase() });
  return { message: m.resetRequested };
}

/**
 * The reset work item. A second run (after a crash) issues a second token, and its mail replaces
 * the first run's message (keyed by the item): the member receives one link.
 */
export async function sendResetLink(deps: Deps, { email, ip, origin }: ResetWork, work: WorkContext) {
  const ctx = work.ctx;
  const userId = findUserIdByEmail(deps.rm, email);
  const user = userId ? sessionUser(deps.rm, userId) : null;
  deps.log.info({ event: 'authn_password_reset_request', userId: userId ?? 'anon', email: maskEmail(deps.keys, email), ip, outcome: user ? 'sent' : 'no_account' });
  if (!user) return;
  const secret = randomBytes(32).toString('base64url');
  await handleCommand(deps.store, userStream(user.id), userDecider, (s) => requestReset(s, { tokenHash: tokenHash(secret), ttlMs: RESET_TTL_MS }, ctx), ctx);
  const link = `${origin}/reset-password?token=${encodeURIComponent(`${user.id}.${secret}`)}`;
  await deps.mailer.send({
    id: work.workId,
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${user.displayName},\n\nSomeone (hopefully you) asked to reset the password of your account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.\n`,
  });
}

export async function confirmPasswordReset(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(confirmPasswordResetInput, body);
  const [id, secret] = cmd.token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !secret) throw badRequest(m.resetInvalid, 'reset_invalid');
  const { state } = await loadState(deps.store, userStream(userId), userDecider);
  const hash = tokenHash(secret);
  // Check the token before the (slow) hash so a bad link fails fast and costs nothing.
  confirmReset(state, { tokenHash: hash, passwordHash: '', adminLength: false }, ctx);
  if (state.status === 'active')
    await checkPasswordPolicy(cmd.newPassword, { role: state.role, production: deps.config.production, breachCheck: deps.config.hibpCheck });
  const passwordHash = sealHash(deps.keys, userId, await hashPassword(cmd.newPassword));
  const res = await handleCommand(deps.store, userStream(userId), userDecider, (s) => confirmReset(s, { tokenHash: hash, passwordHash, adminLength: hasAdminLength(cmd.newPassword) }, ctx), ctx, { subjects: [userId] });
  await deps.sessions.destroyUserSessions(userId);
  deps.log.info({ event: 'authn_password_reset', userId, outcome: 'success' });
  return { userId, position: res.position, message: m.resetDone };
}
