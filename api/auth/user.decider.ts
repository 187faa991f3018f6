import type { AuthEvent } from '../../schemas/auth/events.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import type { CommandContext } from '../shared/command.js';
import { badRequest, notFound } from '../shared/errors.js';

export const userStream = (id: number) => `user-${id}`;
export const emailStream = (tag: string) => `user-email-${tag}`;

type ResetToken = { expiresAt: string };

export type UserState =
  | { status: 'none' }
  | { status: 'active'; id: number; role: 'user' | 'admin'; passwordHash: string; resets: Record<string, ResetToken> };

export const initialState: UserState = { status: 'none' };

export function evolve(state: UserState, event: AuthEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'active', id: event.data.userId, role: event.data.role, passwordHash: event.data.passwordHash, resets: {} };
    case 'PasswordChanged':
      // A password change also voids outstanding reset links.
      return state.status === 'active' ? { ...state, passwordHash: event.data.passwordHash, resets: {} } : state;
    case 'PasswordReset':
      return state.status === 'active' ? { ...state, passwordHash: event.data.passwordHash, resets: {} } : state;
    case 'PasswordResetRequested':
      return state.status === 'active'
        ? { ...state, resets: { ...state.resets, [event.data.tokenHash]: { expiresAt: event.data.expiresAt } } }
        : state;
    case 'ProfileUpdated':
    case 'EmailReserved':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const userDecider = { initialState, evolve };

const active = (state: UserState) => {
  if (state.status !== 'active') throw notFound('User not found');
  return state;
};

export function register(
  state: UserState,
  cmd: { userId: number; email: string; displayName: string; avatarUrl: string | null; passwordHash: string; role: 'user' | 'admin' },
): AuthEvent[] {
  if (state.status !== 'none') throw badRequest(m.emailInUse, 'user_exists');
  return [{ type: 'UserRegistered', data: cmd }];
}

export function updateProfile(
  state: UserState,
  cmd: { displayName?: string; avatarUrl?: string | null },
): AuthEvent[] {
  const s = active(state);
  if (cmd.displayName === undefined && cmd.avatarUrl === undefined) return [];
  return [{ type: 'ProfileUpdated', data: { userId: s.id, ...cmd } }];
}

export function changePassword(state: UserState, cmd: { passwordHash: string }): AuthEvent[] {
  const s = active(state);
  return [{ type: 'PasswordChanged', data: { userId: s.id, passwordHash: cmd.passwordHash } }];
}

export function requestReset(state: UserState, cmd: { tokenHash: string; ttlMs: number }, ctx: CommandContext): AuthEvent[] {
  const s = active(state);
  const expiresAt = new Date(ctx.now.getTime() + cmd.ttlMs).toISOString();
  return [{ type: 'PasswordResetRequested', data: { userId: s.id, tokenHash: cmd.tokenHash, expiresAt } }];
}

/** A reset link works once, before it expires, and not after a later password change. */
export function confirmReset(state: UserState, cmd: { tokenHash: string; passwordHash: string }, ctx: CommandContext): AuthEvent[] {
  if (state.status !== 'active') throw badRequest(m.resetInvalid, 'reset_invalid');
  const token = state.resets[cmd.tokenHash];
  if (!token || token.expiresAt <= ctx.now.toISOString()) throw badRequest(m.resetInvalid, 'reset_invalid');
  return [{ type: 'PasswordReset', data: { userId: state.id, passwordHash: cmd.passwordHash, tokenHash: cmd.tokenHash } }];
}

/** The email reservation stream: who holds an address, decided on the write side. */
export type ReservationState = { holder: number | null };
export const reservationDecider = {
  initialState: { holder: null } as ReservationState,
  evolve: (s: ReservationState, e: AuthEvent): ReservationState => (e.type === 'EmailReserved' ? { holder: e.data.userId } : s),
};
