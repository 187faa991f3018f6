import { createHmac } from 'node:crypto';
import type { Role } from '../../schemas/shared/roles.js';
import { accountDeletionStream } from '../../schemas/account/events.js';
import { registerInput } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { loadState, toNewEvents, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, DomainError } from '../shared/errors.js';
import { maskEmail } from '../shared/log.js';
import { seal, type KeyStore } from '../shared/personal-data.js';
import { workKind, type WorkContext } from '../shared/durable-work.js';
import { reserve } from '../shared/reservation.js';
import { parseInput } from '../shared/validation.js';
import { signConfirmToken } from './confirm-token.js';
import { checkPasswordPolicy, hasAdminLength, hashPassword, sealHash } from './passwords.js';
import { findUserIdByEmail, sessionUser } from './queries.js';
import { confirmSignUpMail, existingAccountMail } from './sign-up-mail.js';
import { emailStream, register, reservationDecider, userDecider, userStream, type ReservationState } from './user.decider.js';

/** The reservation stream's name: an HMAC of the address under the system key (subject 0). */
export const emailTag = (keys: KeyStore, email: string) =>
  createHmac('sha256', keys.keyFor(0)).update(email.trim().toLowerCase()).digest('base64url');

export interface NewAccount {
  email: string;
  displayName: string;
  /** The password, or its argon2 hash when it was hashed before (a sign-up's request path). */
  password: string | { hash: string; adminLength?: boolean };
  role: Role;
  avatarUrl?: string | null;
}

/**
 * Whether a reservation's holder keeps the address: a confirmed or active account does. A holder
 * that never got registered, or whose sign-up is still pending (expired or not), gives it up to the
 * newer sign-up, and so does a deleted account: only the address's owner can follow a link, so the newest sign-up is the one that
 * can be confirmed, and nobody can park a password on someone else's address.
 */
export async function holderKeeps(deps: Deps, held: ReservationState): Promise<boolean> {
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
export async function createAccount(
  deps: Deps,
  input: NewAccount,
  ctx: CommandContext,
  opts: { policy: boolean; pending?: boolean; resumeOf?: string },
) {
  if (opts.policy && typeof input.password === 'string')
    await checkPasswordPolicy(input.password, { role: input.role, production: deps.config.production, breachCheck: deps.config.hibpCheck });
  const reservation = emailStream(emailTag(deps.keys, input.email));
  const held = await loadState(deps.store, reservation, reservationDecider);
  // A sign-up run again after a crash (`resumeOf`, its work item): the reservation it made is its own.
  const resumed = opts.resumeOf !== undefined && held.state.holder !== null && (await reservedBy(deps, reservation, held.revision)) === opts.resumeOf;
  if (!resumed && (await holderKeeps(deps, held.state))) throw badRequest(m.emailInUse, 'email_in_use');
  const passwordHash = typeof input.password === 'string' ? await hashPassword(input.password) : input.password.hash;
  const userId = resumed ? held.state.holder! : await deps.store.nextId('user');
  const userCtx = { ...ctx, actorId: ctx.actorId ?? userId };
  if (!resumed) {
    if (!(await reserve(deps.store, reservation, [{ type: 'EmailReserved', data: { userId } }], userCtx, held.revision))) throw badRequest(m.emailInUse, 'email_in_use');
  } else if ((await deps.store.readStream(userStream(userId))).length > 0) {
    return { userId, position: (await deps.store.head()) ?? '' };
  }
  const events = register(
    userDecider.initialState,
    {
      userId,
      email: seal(deps.keys, userId, input.email.trim()),
      displayName: seal(deps.keys, userId, input.displayName),
      avatarUrl: input.avatarUrl ? seal(deps.keys, userId, input.avatarUrl) : null,
      passwordHash: sealHash(deps.keys, userId, passwordHash),
      adminLength: typeof input.password === 'string' ? hasAdminLength(input.password) : input.password.adminLength === true,
      role: input.role,
      pending: opts.pending ?? false,
    },
    ctx,
  );
  const res = await deps.store.append(userStream(userId), toNewEvents(events, userCtx, userStream(userId), [userId]), 'no_stream');
  return { userId, position: res.position };
}

/** The causation (the work item) of a reservation stream's latest event. */
async function reservedBy(deps: Deps, reservation: string, revision: number) {
  const [last] = await deps.store.readStream(reservation, revision);
  return last?.metadata.causationId ?? null;
}

export type SignUpWork = { email: string; displayName: string; passwordHash: string; adminLength?: boolean; ip: string; origin: string };
export const signUpWork = workKind<SignUpWork>('sign-up');

/**
 * Sign-up (issue 13, T9): validated, rate-limited, checked against the password policy and
 * hashed on the request path, none of which depends on the address; then written to the log
 * as acknowledged work (the hash sealed under the item's own key, destroyed once it is done)
 * and answered with the same bytes whether or not the address has an account. Everything that
 * does depend on it (the reservation, the appends, the mail) runs from the work item. Past the
 * address's limit (8 per 12 h from any number of IPs), only a request from an IP that has not
 * used its own allowance goes on (RateLimits.addressAllows); the answer is the same.
 */
export async function registerUser(deps: Deps, body: unknown, ctx: CommandContext & { ip: string; origin: string }) {
  const cmd = parseInput(registerInput, body);
  await deps.limits.hit('register', ctx.ip);
  await checkPasswordPolicy(cmd.password, { role: 'user', production: deps.config.production, breachCheck: deps.config.hibpCheck });
  const passwordHash = await hashPassword(cmd.password);
  if (await deps.limits.addressAllows('registerEmail', deps.limits.tag(cmd.email), ctx.ip)) {
    const work: SignUpWork = { email: cmd.email, displayName: cmd.displayName, passwordHash, adminLength: hasAdminLength(cmd.password), ip: ctx.ip, origin: ctx.origin };
    // What a keyed retry is compared on: never the password (the key's record keeps this input's hash).
    await deps.work.request(signUpWork, work, ctx, { email: cmd.email.trim().toLowerCase(), displayName: cmd.displayName });
  }
  return { message: m.signUpRequested };
}

/**
 * The sign-up work item. New address: a pending account and its link. Taken address: a note to
 * its owner, nothing else. Run again after a crash, it finds the reservation it made (by its
 * causation) and goes on from there; its mail replaces the first run's message (keyed by the item).
 */
export async function completeSignUp(deps: Deps, w: SignUpWork, work: WorkContext) {
  const email = w.email.trim();
  const ctx = work.ctx;
  try {
    const account = { email, displayName: w.displayName, password: { hash: w.passwordHash, adminLength: w.adminLength === true }, role: 'user' as const };
    const { userId } = await createAccount(deps, account, ctx, { policy: false, pending: true, resumeOf: work.workId });
    deps.log.info({ event: 'user_signup_requested', userId, ip: w.ip, outcome: 'pending' });
    const token = signConfirmToken(deps.keys, { userId, issued: ctx.now.getTime() });
    await deps.mailer.send({ ...confirmSignUpMail(email, `${w.origin}/register/confirm?token=${encodeURIComponent(token)}`), id: work.workId });
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'email_in_use') throw err;
    const ownerId = findUserIdByEmail(deps.rm, email);
    deps.log.info({ event: 'user_signup_existing', userId: ownerId ?? 'unknown', email: maskEmail(deps.keys, email), ip: w.ip, outcome: 'owner_notified' });
    // The stored address when the read model has it (the owner's own spelling); the typed one otherwise.
    const to = (ownerId !== null ? sessionUser(deps.rm, ownerId)?.email : null) ?? email;
    await deps.mailer.send({ ...existingAccountMail(to, w.origin), id: work.workId });
  }
}
