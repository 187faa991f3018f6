import { z } from 'zod';
import { codePointLength } from '../shared/event.js';
import { MODERATION_REASON_MAX, optionalReason, reasonMessages } from '../shared/moderation-reason.js';
import type { Role } from '../shared/roles.js';
import { intParam, single } from '../shared/query-params.js';

/**
 * Members as moderators see and act on them (issue 29): the list, a member's page, warnings and
 * suspensions. The words are ours (SPEC has none for suspensions) except the issue's own
 * 'Your account is suspended until {date}: {reason}'.
 */
export const memberModerationMessages = {
  userId: 'userId must be a positive integer',
  userNotFound: 'User not found',
  self: 'You cannot moderate your own account.',
  staff: 'Moderators cannot act on staff accounts.',
  adminOnModerators: 'Admins can act on members and moderators only.',
  until: 'until must be a date and time in the future, or null to suspend indefinitely.',
  ...reasonMessages,
  reasonRequired: 'Give a reason: the member is told it.',
  notSuspended: 'This member is not suspended.',
  cursor: 'cursor must be a member id',
  query: 'q must be at most 100 characters',
  warned: 'Member warned.',
  suspended: 'Member suspended.',
  unsuspended: 'Suspension lifted.',
  purged: (n: number) => `${n} post${n === 1 ? '' : 's'} deleted.`,
} as const;
const m = memberModerationMessages;

/** The 403 a suspended member's every write answers. A date in UTC, readable and unambiguous. */
export function suspendedMessage(until: string | null, reason: string | null): string {
  const when = until ? ` until ${until.slice(0, 16).replace('T', ' ')} UTC` : '';
  return reason ? `Your account is suspended${when}: ${reason}` : `Your account is suspended${when}.`;
}

const userId = z.number({ error: m.userId }).int(m.userId).positive(m.userId).max(Number.MAX_SAFE_INTEGER, m.userId);
const requiredReason = z
  .string({ error: m.reasonRequired })
  .transform((s) => s.trim())
  .refine((s) => s !== '', { message: m.reasonRequired })
  .refine((s) => codePointLength(s) <= MODERATION_REASON_MAX, { message: m.reasonTooLong });

export const warnMemberInput = z.strictObject({ userId, reason: requiredReason });
export const suspendMemberInput = z.strictObject({
  userId,
  until: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.null()], { error: m.until }),
  reason: requiredReason,
});
export const unsuspendMemberInput = z.strictObject({ userId, reason: optionalReason });
export const purgeMemberInput = z.strictObject({ userId, reason: optionalReason });
export type SuspendMemberInput = z.infer<typeof suspendMemberInput>;

export const MEMBERS_PAGE = 20;
/** GET /_api/admin/members?q&cursor: newest first, `q` a part of the display name; `cursor` the last id seen. */
export const moderationMembersQuery = z.strictObject({
  q: z.preprocess(single, z.string({ error: m.query }).max(100, m.query)).optional(),
  cursor: intParam(m.cursor, 1, Number.MAX_SAFE_INTEGER).optional(),
});
export type ModerationMembersQuery = z.infer<typeof moderationMembersQuery>;
export const memberIdParam = z.coerce.number({ error: m.userNotFound }).int(m.userNotFound).positive(m.userNotFound).max(Number.MAX_SAFE_INTEGER, m.userNotFound);

export interface Suspension {
  until: string | null;
  reason: string | null;
}

export interface ModeratedMember {
  id: number;
  displayName: string;
  avatarUrl: string | null;
  role: Role;
  joinDate: string;
  /** Admins only. */
  email?: string;
  /** The suspension in force now, if any. */
  suspension: Suspension | null;
  warnings: number;
}

export interface ModerationMembersResponse {
  members: ModeratedMember[];
  nextCursor: number | null;
}

export interface MemberPost {
  type: 'comment' | 'thread' | 'reply' | 'review';
  id: number;
  text: string;
  createdAt: string;
  /** Where it is: the article, thread or product's name, with its link. */
  context: { title: string; href: string } | null;
}

export interface MemberReport {
  itemType: 'comment' | 'thread' | 'reply' | 'review';
  itemId: number;
  reason: string | null;
  at: string;
  /** The other side: the reporter (against the member) or the author (by the member). */
  otherId: number | null;
  otherName: string | null;
}

export interface MemberPageResponse {
  member: ModeratedMember;
  posts: MemberPost[];
  reportsAgainst: { total: number; recent: MemberReport[] };
  reportsBy: { total: number; recent: MemberReport[] };
  /** Warnings and suspensions, newest first. */
  actions: { type: 'warned' | 'suspended' | 'unsuspended'; at: string; reason: string | null; until: string | null; actorName: string | null }[];
  /** Whether the viewer may warn, suspend or purge this member (role rules). */
  canAct: boolean;
}
