import { confirmRegistrationInput } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { handleCommand, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { unseal } from '../shared/personal-data.js';
import { reserve } from '../shared/reservation.js';
import { parseInput } from '../shared/validation.js';
import { verifyConfirmToken } from './confirm-token.js';
import { emailTag } from './register-user.command.js';
import { confirmAccount, emailStream, reservationDecider, userDecider, userStream } from './user.decider.js';

const invalid = () => badRequest(m.confirmInvalid, 'confirm_invalid');

/**
 * Follows an emailed sign-up link (POSTed by the page it opens, so a link scanner confirms nothing).
 * The link works once, within 48 hours, and only while its account still holds the address: a newer
 * sign-up with the same address supersedes it. The address is confirmed on its reservation stream at
 * the revision read, so a concurrent sign-up and this confirmation cannot both win; then the account
 * is activated. A retry after a crash between the two appends finds the reservation confirmed by this
 * account and completes the activation.
 */
export async function confirmRegistration(deps: Deps, body: unknown, ctx: CommandContext & { ip: string }) {
  const { token } = parseInput(confirmRegistrationInput, body);
  const p = verifyConfirmToken(deps.keys, token, ctx.now);
  if (!p) throw invalid();
  const { state } = await loadState(deps.store, userStream(p.userId), userDecider);
  if (state.status !== 'pending') throw invalid();
  confirmAccount(state, ctx);
  const email = unseal(deps.keys, state.email);
  if (email === null) throw invalid();
  const reservation = emailStream(emailTag(deps.keys, email));
  const held = await loadState(deps.store, reservation, reservationDecider);
  if (held.state.holder !== p.userId) throw invalid();
  const { ip, ...cmdCtx } = ctx;
  const userCtx: CommandContext = { ...cmdCtx, actorId: p.userId, actorRole: state.role, idempotencyKey: undefined };
  if (!held.state.confirmed && !(await reserve(deps.store, reservation, [{ type: 'EmailConfirmed', data: { userId: p.userId } }], userCtx, held.revision))) throw invalid();
  const res = await handleCommand(deps.store, userStream(p.userId), userDecider, (s) => confirmAccount(s, ctx), userCtx, { subjects: [p.userId] });
  deps.log.info({ event: 'user_created', userId: p.userId, ip, outcome: 'success' });
  return { userId: p.userId, role: state.role, position: res.position };
}
