import type { AuthEvent, EmailStreamEvent, UserStreamEvent } from '../../schemas/auth/events.js';
import { emailChangeMessages } from '../../schemas/auth/email-change.js';
import { memberMessages } from '../../schemas/auth/members.js';
import type { Role } from '../../schemas/shared/roles.js';
import { authMessages as m } from '../../schemas/auth/messages.js';
import type { CommandContext } from '../shared/command.js';
import { onceCreated } from '../shared/deciders.js';
import { badRequest, notFound } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';

export const userStream = (id: number) => `user-${id}`;
export const emailStream = (tag: string) => `user-email-${tag}`;

type ResetToken = { expiresAt: string };

/** How long an emailed sign-up link works; after it the pending account can never become active. */
export const CONFIRM_TTL_MS = 48 * 3600 * 1000;

export type UserState =
  | { status: 'none' }
  /** Signed up, link not yet followed: cannot log in; `email` (sealed) finds its reservation. */
  | { status: 'pending'; id: number; role: Role; passwordHash: string; adminLength: boolean; email: string; pendingUntil: string }
  | {
      status: 'active'; id: number; role: Role; passwordHash: string; adminLength: boolean; resets: Record<string, ResetToken>;
      /** The address (sealed), and the newest change asked for and not yet confirmed. */
      email: string; emailChange: EmailChange | null;
    };

/** A change of address waiting for its link (issue 29): the new address sealed, until `expiresAt` (ISO). */
type EmailChange = { requestId: string; email: string; expiresAt: string };

export const initialState: UserState = { status: 'none' };

export function evolve(state: UserState, event: UserStreamEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId: id, role, passwordHash, pendingUntil, email } = event.data;
      const adminLength = event.data.adminLength === true;
      return pendingUntil
        ? { status: 'pending', id, role, passwordHash, adminLength, email, pendingUntil }
        : { status: 'active', id, role, passwordHash, adminLength, resets: {}, email, emailChange: null };
    }
    case 'AccountConfirmed':
      return state.status === 'pending'
        ? { status: 'active', id: state.id, role: state.role, passwordHash: state.passwordHash, adminLength: state.adminLength, resets: {}, email: state.email, emailChange: null }
        : state;
    case 'PasswordChanged':
    case 'PasswordReset':
      // A new password also voids outstanding reset links.
      return state.status === 'active' ? { ...state, passwordHash: event.data.passwordHash, adminLength: event.data.adminLength === true, resets: {} } : state;
    case 'PasswordResetRequested':
      return state.status === 'active'
        ? { ...state, resets: { ...state.resets, [event.data.tokenHash]: { expiresAt: event.data.expiresAt } } }
        : state;
    case 'UserRoleChanged':
      return onceCreated(state, { role: event.data.role });
    case 'EmailChangeRequested': {
      const { requestId, email, expiresAt } = event.data;
      return state.status === 'active' ? { ...state, emailChange: { requestId, email, expiresAt } } : state;
    }
    case 'EmailChanged':
      return state.status === 'active' ? { ...state, email: event.data.email, emailChange: null } : state;
    // A new display name or picture: nothing a decision here depends on.
    case 'ProfileUpdated':
      return state;
    default:
      return exhaustive(event);
  }
}

export const userDecider = { initialState, evolve };

const active = (state: UserState) => {
  if (state.status !== 'active') throw notFound('User not found');
  return state;
};

export function register(
  state: UserState,
  cmd: { userId: number; email: string; displayName: string; avatarUrl: string | null; passwordHash: string; adminLength: boolean; role: Role; pending?: boolean },
  ctx?: CommandContext,
): AuthEvent[] {
  if (state.status !== 'none') throw badRequest(m.emailInUse, 'user_exists');
  const { pending, ...data } = cmd;
  if (!pending) return [{ type: 'UserRegistered', data }];
  if (!ctx) throw new Error('a pending sign-up needs the command time');
  return [{ type: 'UserRegistered', data: { ...data, pendingUntil: new Date(ctx.now.getTime() + CONFIRM_TTL_MS).toISOString() } }];
}

/** A pending account that is past its deadline: it never becomes active, and its address is free again. */
export const isExpiredPending = (state: UserState, now: Date) => state.status === 'pending' && state.pendingUntil <= now.toISOString();

/** The emailed link activates a pending account once, before its deadline. */
export function confirmAccount(state: UserState, ctx: CommandContext): AuthEvent[] {
  if (state.status !== 'pending' || isExpiredPending(state, ctx.now)) throw badRequest(m.confirmInvalid, 'confirm_invalid');
  return [{ type: 'AccountConfirmed', data: { userId: state.id } }];
}

export function updateProfile(
  state: UserState,
  cmd: { displayName?: string; avatarUrl?: string | null },
): AuthEvent[] {
  const s = active(state);
  if (cmd.displayName === undefined && cmd.avatarUrl === undefined) return [];
  return [{ type: 'ProfileUpdated', data: { userId: s.id, ...cmd } }];
}

export function changePassword(state: UserState, cmd: { passwordHash: string; adminLength: boolean }): AuthEvent[] {
  const s = active(state);
  return [{ type: 'PasswordChanged', data: { userId: s.id, passwordHash: cmd.passwordHash, adminLength: cmd.adminLength } }];
}

export function requestReset(state: UserState, cmd: { tokenHash: string; ttlMs: number }, ctx: CommandContext): AuthEvent[] {
  const s = active(state);
  const expiresAt = new Date(ctx.now.getTime() + cmd.ttlMs).toISOString();
  return [{ type: 'PasswordResetRequested', data: { userId: s.id, tokenHash: cmd.tokenHash, expiresAt } }];
}

/** A reset link works once, before it expires, and not after a later password change. */
export function confirmReset(state: UserState, cmd: { tokenHash: string; passwordHash: string; adminLength: boolean }, ctx: CommandContext): AuthEvent[] {
  if (state.status !== 'active') throw badRequest(m.resetInvalid, 'reset_invalid');
  const token = state.resets[cmd.tokenHash];
  if (!token || token.expiresAt <= ctx.now.toISOString()) throw badRequest(m.resetInvalid, 'reset_invalid');
  return [{ type: 'PasswordReset', data: { userId: state.id, passwordHash: cmd.passwordHash, adminLength: cmd.adminLength, tokenHash: cmd.tokenHash } }];
}

/**
 * An admin gives an active member another role. `otherAdmins`: how many admins besides this member
 * the staff roster counts (change-role.command.ts reads it on the roster it then appends to), so the
 * last admin is never demoted. `adminPasswords`: admins need 15-character passwords (production), so
 * a member whose password is not known to have them is not promoted to admin until they set one.
 * The same role again changes nothing.
 */
export function changeRole(state: UserState, cmd: { role: Role }, facts: { otherAdmins: number; adminPasswords: boolean }): AuthEvent[] {
  if (state.status !== 'active') throw notFound(memberMessages.userNotFound);
  if (state.role === cmd.role) return [];
  if (state.role === 'admin' && facts.otherAdmins === 0) throw badRequest(memberMessages.lastAdmin, 'last_admin');
  if (cmd.role === 'admin' && facts.adminPasswords && !state.adminLength) throw badRequest(memberMessages.adminPasswordTooShort, 'admin_password_length');
  return [{ type: 'UserRoleChanged', data: { userId: state.id, role: cmd.role, previousRole: state.role } }];
}

/** A member asks to move to another address (`email` sealed): the newest request replaces any before it. */
export function requestEmailChange(state: UserState, cmd: EmailChange): AuthEvent[] {
  const s = active(state);
  return [{ type: 'EmailChangeRequested', data: { userId: s.id, ...cmd } }];
}

/** The link of the newest request, once, before it expires, moves the account to its address. */
export function confirmEmailChange(state: UserState, cmd: { requestId: string }, ctx: CommandContext): AuthEvent[] {
  const change = state.status === 'active' ? state.emailChange : null;
  if (state.status !== 'active' || !change || change.requestId !== cmd.requestId || change.expiresAt <= ctx.now.toISOString())
    throw badRequest(emailChangeMessages.invalid, 'email_change_invalid');
  return [{ type: 'EmailChanged', data: { userId: state.id, requestId: change.requestId, email: change.email } }];
}

/** The staff roster (STAFF_ROSTER_STREAM): each member's role as of the last change that passed through it. */
export type RosterState = { roles: Record<string, Role> };
export const rosterDecider = {
  initialState: { roles: {} } as RosterState,
  evolve(s: RosterState, e: AuthEvent): RosterState {
    return e.type === 'StaffRoleRecorded' ? { roles: { ...s.roles, [e.data.userId]: e.data.role } } : s;
  },
};

/**
 * The email reservation stream: who holds an address, decided on the write side. `confirmed`: the
 * holder followed the sign-up link (accounts from before issue 13, seeds and admin tooling are active
 * without it: their user stream says so).
 */
export type ReservationState = { holder: number | null; confirmed: boolean };
export const reservationDecider = {
  initialState: { holder: null, confirmed: false } as ReservationState,
  evolve(s: ReservationState, e: EmailStreamEvent): ReservationState {
    switch (e.type) {
      case 'EmailReserved':
        return { holder: e.data.userId, confirmed: false };
      case 'EmailConfirmed':
        return e.data.userId === s.holder ? { ...s, confirmed: true } : s;
      case 'EmailReleased':
        return e.data.userId === s.holder ? { holder: null, confirmed: false } : s;
      default:
        return exhaustive(e);
    }
  },
};
