import { createHash, createHmac } from 'node:crypto';
import { accountDeletionStream } from '../../schemas/account/events.js';
import { registerInput, type RegisterInput } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { loadState, toNewEvents, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, DomainError } from '../shared/errors.js';
import { maskEmail } from '../shared/log.js';
import { seal, type KeyStore } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { signConfirmToken } from './confirm-token.js';
import { checkPasswordPolicy, hashPassword, sealHash } from './passwords.js';
import { findUserIdByEmail, sessionUser } from './queries.js';
import { confirmSignUpMail, existingAccountMail } from './sign-up-mail.js';
import { emailStream, register, reservationDecider, userDecider, userStream, type ReservationState } from './user.decider.js';

/** The reservation stream's name: an HMAC of the address under the system key (subject 0). */
export const emailTag = (keys: KeyStore, email: string) =>
  createHmac('sha256', keys.keyFor(0)).update(email.trim().toLowerCase()).digest('base64url');

export interface NewAccount {
  email: string;
  displayName: string;
  password: string;
  role: 'user' | 'admin';
  avatarUrl?: string | null;
}

/**
 * Whether a reservation's holder keeps the address: a confirmed or active account does. A holder
 * that never got registered, or whose sign-up is still pending (expired or not), gives it up to the
 * newer sign-up, and so does a deleted account: only the address's owner can follow a link, so the newest sign-up is the one that
 * can be confirmed, and nobody can park a password on someone else's address.
 */
async function holderKeeps(deps: Deps, held: ReservationState): Promise<boolean> {
  if (held.holder === null) return false;
  // A deleted account gives its address up: its owner may sign up again (issue 13).
  if ((await deps.store.readStream(accountDeletionStream(held.holder))).length > 0) return false;
  if (held.confirmed) return true;
  const { state } = await loadState(deps.store, userStream(held.holder), userDecider);
  return state.status === 'active';
}

/**
 * Creates an account. Uniqueness of the email is decided on the write side: the address's
 * reservation stream is appended with 'no stream' (or, when its holder gives it up, with its exact
 * revision), so two concurrent sign-ups cannot both win. `pending`: a sign-up that waits for its
 * emailed link; otherwise (seeds, admin tooling) the account is active at once.
 */
export async function createAccount(deps: Deps, input: NewAccount, ctx: CommandContext, opts: { policy: boolean; pending?: boolean }) {
  if (opts.policy)
    await checkPasswordPolicy(input.password, { role: input.role, production: deps.config.production, breachCheck: deps.config.hibpCheck });
  const reservation = emailStream(emailTag(deps.keys, input.email));
  const held = await loadState(deps.store, reservation, reservationDecider);
  if (await holderKeeps(deps, held.state)) throw badRequest(m.emailInUse, 'email_in_use');
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.store.nextId('user');
  const userCtx = { ...ctx, actorId: ctx.actorId ?? userId };
  try {
    await deps.store.append(
      reservation,
      toNewEvents([{ type: 'EmailReserved', data: { userId } }], userCtx, reservation),
      held.revision < 0 ? 'no_stream' : held.revision,
    );
  } catch (err) {
    if (err instanceof WrongExpectedRevisionError) throw badRequest(m.emailInUse, 'email_in_use');
    throw err;
  }
  const events = register(
    userDecider.initialState,
    {
      userId,
      email: seal(deps.keys, userId, input.email.trim()),
      displayName: seal(deps.keys, userId, input.displayName),
      avatarUrl: input.avatarUrl ? seal(deps.keys, userId, input.avatarUrl) : null,
      passwordHash: sealHash(deps.keys, userId, passwordHash),
      role: input.role,
      pending: opts.pending ?? false,
    },
    ctx,
  );
  const res = await deps.store.append(userStream(userId), toNewEvents(events, userCtx, userStream(userId), [userId]), 'no_stream');
  return { userId, position: res.position };
}

type SignUpContext = CommandContext & { ip: string; origin: string };

/**
 * Sign-up (issue 13, T9): validated, rate-limited and checked against the password policy on the
 * request path, none of which depends on the address; then answered with the same bytes whether or
 * not the address has an account. Everything that does depend on it (the reservation, the hash, the
 * appends, the mail) runs after the answer on the background queue, as password reset does.
 */
export async function registerUser(deps: Deps, body: unknown, ctx: SignUpContext) {
  const cmd = parseInput(registerInput, body);
  await deps.limits.hit('register', ctx.ip);
  await deps.limits.hit('registerEmail', deps.limits.tag(cmd.email));
  await checkPasswordPolicy(cmd.password, { role: 'user', production: deps.config.production, breachCheck: deps.config.hibpCheck });
  const key = ctx.idempotencyKey;
  deps.background.run('sign-up', async () => {
    // A keyed retry answers the same and does nothing more: the first attempt claimed the key.
    if (key && !(await claimSignUpKey(deps, key, ctx))) return;
    // A keyed retry must not reuse the first attempt's derived event ids on a new account's streams.
    await completeSignUp(deps, cmd, { ...ctx, idempotencyKey: undefined });
  });
  return { message: m.signUpRequested };
}

/**
 * Claims a sign-up's Idempotency-Key: one event on `sign-up-key-<sha256(key)>` at `no_stream`
 * (no address, no name), so a retry, even after a restart, sends no second link.
 */
async function claimSignUpKey(deps: Deps, key: string, ctx: CommandContext): Promise<boolean> {
  const stream = `sign-up-key-${createHash('sha256').update(key).digest('base64url')}`;
  try {
    await deps.store.append(stream, toNewEvents([{ type: 'SignUpKeyClaimed', data: {} }], { ...ctx, idempotencyKey: undefined }, stream), 'no_stream');
    return true;
  } catch (err) {
    if (err instanceof WrongExpectedRevisionError) return false;
    throw err;
  }
}

/** New address: a pending account and its link. Taken address: a note to its owner, nothing else. */
export async function completeSignUp(deps: Deps, cmd: RegisterInput, ctx: SignUpContext) {
  const email = cmd.email.trim();
  try {
    const { userId } = await createAccount(deps, { ...cmd, email, role: 'user' }, ctx, { policy: false, pending: true });
    deps.log.info({ event: 'user_signup_requested', userId, ip: ctx.ip, outcome: 'pending' });
    const token = signConfirmToken(deps.keys, { userId, issued: ctx.now.getTime() });
    await deps.mailer.send(confirmSignUpMail(email, `${ctx.origin}/register/confirm?token=${encodeURIComponent(token)}`));
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'email_in_use') throw err;
    const ownerId = findUserIdByEmail(deps.rm, email);
    deps.log.info({ event: 'user_signup_existing', userId: ownerId ?? 'unknown', email: maskEmail(deps.keys, email), ip: ctx.ip, outcome: 'owner_notified' });
    // The stored address when the read model has it (the owner's own spelling); the typed one otherwise.
    const to = (ownerId !== null ? sessionUser(deps.rm, ownerId)?.email : null) ?? email;
    await deps.mailer.send(existingAccountMail(to, ctx.origin));
  }
}
