import { randomUUID } from 'node:crypto';
import { changeEmailInput, confirmEmailChangeInput, EMAIL_CHANGE_TTL_MS, emailChangeMessages as m } from '../../schemas/auth/email-change.js';
import type { AuthEvent } from '../../schemas/auth/events.js';
import { handleCommand, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { seal, unseal } from '../shared/personal-data.js';
import { reserve } from '../shared/reservation.js';
import { parseInput } from '../shared/validation.js';
import { verifyCurrentPassword } from './change-password.command.js';
import { signEmailToken, verifyEmailToken } from './email-token.js';
import { emailTag, holderKeeps } from './register-user.command.js';
import { confirmEmailChange, emailStream, requestEmailChange, reservationDecider, userDecider, userStream } from './user.decider.js';

const ATTEMPTS = 5;
/** 'jo••••@example.com': enough for the owner to recognise, not the whole address. */
const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(2, local.length - 2))}@${domain}`;
};

/**
 * A member asks to move their account to another address (issue 29). Their current password
 * confirms it (checked as a password change checks it); the request is recorded with the new
 * address sealed, and a signed link (24 hours) goes to that address. Whether the address is free
 * is decided when the link is followed, not here: the answer is the same either way.
 */
export async function requestUserEmailChange(deps: Deps, userId: number, body: unknown, ctx: CommandContext & { ip: string; email: string }) {
  const cmd = parseInput(changeEmailInput, body);
  if (cmd.newEmail.toLowerCase() === ctx.email.trim().toLowerCase()) throw badRequest(m.sameEmail, 'validation');
  await deps.limits.hit('emailChange', String(userId));
  await verifyCurrentPassword(deps, userId, cmd.currentPassword, ctx, 'authn_email_change_fail');
  const requestId = randomUUID();
  const expiresAt = new Date(ctx.now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString();
  const email = seal(deps.keys, userId, cmd.newEmail);
  const res = await handleCommand(deps.store, userStream(userId), userDecider, (s) => requestEmailChange(s, { requestId, email, expiresAt }), ctx, { subjects: [userId] });
  const token = signEmailToken(deps.keys, { userId, requestId, issued: ctx.now.getTime() });
  const link = `${deps.config.publicUrl}/account/email/confirm?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    id: `email-change-${requestId}`,
    to: cmd.newEmail,
    subject: 'Confirm your new email address',
    text: `Hello,\n\nSomeone (hopefully you) asked to use this address for their Open Sex Guide account.\nOpen this link within 24 hours to confirm it:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; nothing changes.\n`,
  });
  deps.log.info({ event: 'sensitive_update', userId, ip: ctx.ip, action: 'email.change.request', outcome: 'success' });
  return { position: res.position, message: m.requested };
}

/**
 * The link's button: the newest request of the member the token names, once, before it expires.
 * The new address is reserved on its reservation stream at the revision read (the sign-up's own
 * decision, so of two accounts confirming one address only one wins; the other answers 400 and
 * appends nothing), then the account moves to it, the old address is released, and the old
 * address hears of it.
 */
export async function confirmUserEmailChange(deps: Deps, body: unknown, ctx: CommandContext) {
  const { token } = parseInput(confirmEmailChangeInput, body);
  const payload = verifyEmailToken(deps.keys, token, ctx.now);
  if (!payload) throw badRequest(m.invalid, 'email_change_invalid');
  const { userId, requestId } = payload;
  const { state } = await loadState(deps.store, userStream(userId), userDecider);
  confirmEmailChange(state, { requestId }, ctx);
  if (state.status !== 'active' || !state.emailChange) throw badRequest(m.invalid, 'email_change_invalid');
  const newEmail = unseal(deps.keys, state.emailChange.email);
  const oldEmail = unseal(deps.keys, state.email);
  if (newEmail === null || oldEmail === null) throw badRequest(m.invalid, 'email_change_invalid');
  const userCtx = { ...ctx, actorId: userId, actorRole: state.role };
  await claimAddress(deps, userId, newEmail, userCtx);
  const res = await handleCommand(deps.store, userStream(userId), userDecider, (s) => confirmEmailChange(s, { requestId }, ctx), userCtx, { subjects: [userId] });
  await releaseAddress(deps, userId, oldEmail, userCtx);
  await deps.mailer.send({
    id: `email-changed-${requestId}`,
    to: oldEmail,
    subject: 'Your email address was changed',
    text: `Hello,\n\nThe email address of your Open Sex Guide account was changed to ${masked(newEmail)}. From now on, sign in with that address.\n\nIf you did not do this, reset your password from the sign-in page at once and contact us.\n`,
  });
  deps.log.info({ event: 'sensitive_update', userId, action: 'email.change.confirm', outcome: 'success' });
  return { userId, position: res.position, message: m.confirmed };
}

/** Reserves (and confirms) the address for the member, unless an account keeps it: 400 then. */
async function claimAddress(deps: Deps, userId: number, email: string, ctx: CommandContext) {
  const stream = emailStream(emailTag(deps.keys, email));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const held = await loadState(deps.store, stream, reservationDecider);
    if (held.state.holder === userId) return;
    if (await holderKeeps(deps, held.state)) throw badRequest(m.taken, 'email_in_use');
    const events: AuthEvent[] = [{ type: 'EmailReserved', data: { userId } }, { type: 'EmailConfirmed', data: { userId } }];
    if (await reserve(deps.store, stream, events, ctx, held.revision)) return;
  }
  throw badRequest(m.taken, 'email_in_use');
}

/** Frees the old address for anyone, if the member still holds it. */
async function releaseAddress(deps: Deps, userId: number, email: string, ctx: CommandContext) {
  const stream = emailStream(emailTag(deps.keys, email));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const held = await loadState(deps.store, stream, reservationDecider);
    if (held.state.holder !== userId) return;
    if (await reserve(deps.store, stream, [{ type: 'EmailReleased', data: { userId } }], ctx, held.revision)) return;
  }
}
