import type { CommentEvent } from '../../schemas/comments/events.js';
import type { ModerationEvent } from '../../schemas/moderation/events.js';
import type { AuditAction } from '../../schemas/admin/audit.js';
import { entry, type Entry, type EntryRules } from './entry-rules.js';

/**
 * Entries for the moderation queue and members' moderation (issue 29): each names the item or
 * member acted on and keeps the reason the author was told (staff text). An item is labelled by
 * its type and id only: its text is its author's.
 */
const onItem = (action: AuditAction) => (d: { itemType: 'comment' | 'thread' | 'reply' | 'review'; itemId: number; reason: string | null }, details: Record<string, unknown> = {}): Entry => ({
  ...entry(d.itemType, action, d.itemId, details),
  reason: d.reason,
});
const onMember = (action: AuditAction) => (d: { userId: number; reason: string | null }, details: Record<string, unknown> = {}): Entry => ({
  ...entry('member', action, d.userId, details),
  reason: d.reason,
});

export const moderationEntries: EntryRules<ModerationEvent | CommentEvent> = {
  ReportsDismissed: (d) => onItem('content.kept')(d),
  ContentHidden: (d) => onItem('content.hidden')(d),
  ContentUnhidden: (d) => onItem('content.unhidden')(d),
  MemberWarned: (d) => onMember('member.warned')(d),
  MemberSuspended: (d) => onMember('member.suspended')(d, { until: d.until }),
  MemberUnsuspended: (d) => onMember('member.unsuspended')(d),
  TrustLimitsSet: (d) => entry('settings', 'trust.limits_set', 1, { ...d }),
  CommentDeleted: (d) => (d.by === 'staff' ? { ...entry('comment', 'comment.deleted', d.commentId), reason: d.reason ?? null } : null),
};
