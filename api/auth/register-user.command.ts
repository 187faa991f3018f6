import { createHmac } from 'node:crypto';
import { registerInput } from '../../schemas/auth/commands.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { loadState, toNewEvents, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { seal, type KeyStore } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { checkPasswordPolicy, hashPassword, sealHash } from './passwords.js';
import { emailStream, register, reservationDecider, userDecider, userStream } from './user.decider.js';

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
 * Registers a member. Uniqueness of the email is decided on the write side: the address's
 * reservation stream is appended with 'no stream' (or, when a previous holder never got
 * registered, with its exact revision), so two concurrent sign-ups cannot both win.
 */
export async function createAccount(deps: Deps, input: NewAccount, ctx: CommandContext, opts: { policy: boolean }) {
  if (opts.policy)
    await checkPasswordPolicy(input.password, { role: input.role, production: deps.config.production, breachCheck: deps.config.hibpCheck });
  const reservation = emailStream(emailTag(deps.keys, input.email));
  const held = await loadState(deps.store, reservation, reservationDecider);
  if (held.state.holder !== null && (await deps.store.readStream(userStream(held.state.holder))).length > 0)
    throw badRequest(m.emailInUse, 'email_in_use');
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
  const events = register(userDecider.initialState, {
    userId,
    email: seal(deps.keys, userId, input.email.trim()),
    displayName: seal(deps.keys, userId, input.displayName),
    avatarUrl: input.avatarUrl ? seal(deps.keys, userId, input.avatarUrl) : null,
    passwordHash: sealHash(deps.keys, userId, passwordHash),
    role: input.role,
  });
  const res = await deps.store.append(userStream(userId), toNewEvents(events, userCtx, userStream(userId), [userId]), 'no_stream');
  return { userId, position: res.position };
}

export async function registerUser(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(registerInput, body);
  return createAccount(deps, { ...cmd, role: 'user' }, ctx, { policy: true });
}
