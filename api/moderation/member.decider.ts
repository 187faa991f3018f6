import type { MemberModerationEvent } from '../../schemas/moderation/events.js';
import { memberModerationMessages as m } from '../../schemas/moderation/members.js';
import { isStaff, type Role } from '../../schemas/shared/roles.js';
import { badRequest, forbidden } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';


/** A member's moderation stream (`member-moderation-<userId>`): warnings and the suspension in force, if any. */
export type MemberModeration = { warnings: number; suspension: { until: string | null; reason: string | null } | null };

export const memberModerationDecider = {
  initialState: { warnings: 0, suspension: null } as MemberModeration,
  evolve(state: MemberModeration, e: MemberModerationEvent): MemberModeration {
    switch (e.type) {
      case 'MemberWarned':
        return { ...state, warnings: state.warnings + 1 };
      case 'MemberSuspended':
        return { ...state, suspension: { until: e.data.until, reason: e.data.reason } };
      case 'MemberUnsuspended':
        return { ...state, suspension: null };
      default:
        return exhaustive(e);
    }
  },
};

/** A suspension in force at `now` (an ended one is no suspension). */
export const activeSuspension = (s: MemberModeration['suspension'], now: Date) => (s && (s.until === null || Date.parse(s.until) > now.getTime()) ? s : null);

/**
 * Who may act on whom: nobody on themselves; moderators on members only; admins on members and
 * moderators (never on editors or other admins, whose accounts are the members screen's business).
 */
export function assertMayModerate(actor: { id: number; role: Role }, target: { id: number; role: Role }): void {
  if (actor.id === target.id) throw forbidden(m.self);
  if (!isStaff(target.role)) return;
  if (actor.role === 'admin' && target.role === 'moderator') return;
  throw forbidden(actor.role === 'admin' ? m.adminOnModerators : m.staff);
}

export function warn(_s: MemberModeration, cmd: { userId: number; reason: string }): MemberModerationEvent[] {
  return [{ type: 'MemberWarned', data: { userId: cmd.userId, authorId: cmd.userId, reason: cmd.reason } }];
}

/** `until` must lie ahead; the same suspension again adds nothing. */
export function suspend(s: MemberModeration, cmd: { userId: number; until: string | null; reason: string }, now: Date): MemberModerationEvent[] {
  if (cmd.until !== null && !(Date.parse(cmd.until) > now.getTime())) throw badRequest(m.until, 'until_past');
  const current = activeSuspension(s.suspension, now);
  if (current && current.until === cmd.until && current.reason === cmd.reason) return [];
  return [{ type: 'MemberSuspended', data: { userId: cmd.userId, authorId: cmd.userId, until: cmd.until, reason: cmd.reason } }];
}

export function unsuspend(s: MemberModeration, cmd: { userId: number; reason: string | null }, now: Date): MemberModerationEvent[] {
  if (!activeSuspension(s.suspension, now)) throw badRequest(m.notSuspended, 'not_suspended');
  return [{ type: 'MemberUnsuspended', data: { userId: cmd.userId, authorId: cmd.userId, reason: cmd.reason } }];
}
