import { z } from 'zod';
import { intParam } from '../shared/query-params.js';

/**
 * The audit trail: every action a staff member took (article create, edit, publish, unpublish,
 * delete, restore; comment moderation; forum thread pin, unpin, lock, unlock; role changes;
 * products and rating criteria created, edited, retired, reinstated or deleted; experts and interviews
 * created, edited, restored, (de)activated, published, unpublished or deleted), projected from
 * the events' own metadata (actor, role, time), so it cannot disagree with what happened.
 */
export const auditActions = [
  'article.created',
  'article.edited',
  'article.restored',
  'article.published',
  'article.unpublished',
  'article.deleted',
  'article.scheduled',
  'article.schedule_cancelled',
  'article.published_by_schedule',
  'comment.moderated',
  'thread.pinned',
  'thread.unpinned',
  'thread.locked',
  'thread.unlocked',
  'forum.author_viewed',
  'member.role_changed',
  'member.warned',
  'member.suspended',
  'member.unsuspended',
  'content.kept',
  'content.hidden',
  'content.unhidden',
  'comment.deleted',
  'thread.deleted',
  'reply.deleted',
  'review.deleted',
  'thread.moved',
  'thread.merged',
  'trust.limits_set',
  'product.created',
  'product.edited',
  'product.restored',
  'product.deleted',
  'criterion.created',
  'criterion.edited',
  'criterion.restored',
  'criterion.retired',
  'criterion.reinstated',
  'criterion.deleted',
  'expert.created',
  'expert.edited',
  'expert.deactivated',
  'expert.reactivated',
  'expert.deleted',
  'interview.created',
  'interview.edited',
  'interview.restored',
  'interview.published',
  'interview.unpublished',
  'interview.deleted',
  'forum_category.created',
  'forum_category.edited',
  'forum_category.restored',
  'forum_category.moved',
  'forum_category.archived',
  'forum_category.reopened',
  'forum_category.deleted',
  'newsletter_topic.created',
  'newsletter_topic.edited',
  'newsletter_topic.restored',
  'newsletter_topic.retired',
  'newsletter_topic.reinstated',
  'newsletter_issue.created',
  'newsletter_issue.edited',
  'newsletter_issue.restored',
  'newsletter_issue.deleted',
  'newsletter_issue.scheduled',
  'newsletter_issue.unscheduled',
  'newsletter_issue.sent',
  'newsletter_issue.sent_by_schedule',
  'newsletter_issue.tested',
  'synonyms.created',
  'synonyms.edited',
  'synonyms.restored',
  'synonyms.deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an entry acts on: an article, a comment, a forum thread, a member (a role change), a product, a rating criterion, an expert or an interview. */
export const auditTargetTypes = ['article', 'comment', 'thread', 'member', 'product', 'criterion', 'expert', 'interview', 'forum_category', 'newsletter_topic', 'newsletter_issue', 'synonym_group', 'reply', 'review', 'settings'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** Labels for the filter and the list. */
export const auditActionLabels: Record<AuditAction, string> = {
  'article.created': 'Created article',
  'article.edited': 'Edited article',
  'article.restored': 'Restored article version',
  'article.published': 'Published article',
  'article.unpublished': 'Unpublished article',
  'article.deleted': 'Deleted article',
  'article.scheduled': 'Scheduled article',
  'article.schedule_cancelled': 'Cancelled article schedule',
  'article.published_by_schedule': 'Published article by schedule',
  'comment.moderated': 'Moderated comment',
  'thread.pinned': 'Pinned thread',
  'thread.unpinned': 'Unpinned thread',
  'thread.locked': 'Locked thread',
  'thread.unlocked': 'Unlocked thread',
  'forum.author_viewed': 'Viewed anonymous author',
  'member.role_changed': 'Changed member role',
  'member.warned': 'Warned member',
  'member.suspended': 'Suspended member',
  'member.unsuspended': 'Lifted suspension',
  'content.kept': 'Kept reported post',
  'content.hidden': 'Hid post',
  'content.unhidden': 'Showed hidden post',
  'comment.deleted': 'Deleted comment',
  'thread.deleted': 'Removed thread',
  'reply.deleted': 'Deleted reply',
  'review.deleted': 'Deleted review',
  'thread.moved': 'Moved thread',
  'thread.merged': 'Merged thread',
  'trust.limits_set': 'Set trust limits',
  'product.created': 'Created product',
  'product.edited': 'Edited product',
  'product.restored': 'Restored product version',
  'product.deleted': 'Deleted product',
  'criterion.created': 'Created rating criterion',
  'criterion.edited': 'Edited rating criterion',
  'criterion.restored': 'Restored rating criterion version',
  'criterion.retired': 'Retired rating criterion',
  'criterion.reinstated': 'Reinstated rating criterion',
  'criterion.deleted': 'Deleted rating criterion',
  'expert.created': 'Created expert',
  'expert.edited': 'Edited expert',
  'expert.deactivated': 'Deactivated expert',
  'expert.reactivated': 'Reactivated expert',
  'expert.deleted': 'Deleted expert',
  'interview.created': 'Created interview',
  'interview.edited': 'Edited interview',
  'interview.restored': 'Restored interview version',
  'interview.published': 'Published interview',
  'interview.unpublished': 'Unpublished interview',
  'interview.deleted': 'Deleted interview',
  'forum_category.created': 'Created forum category',
  'forum_category.edited': 'Edited forum category',
  'forum_category.restored': 'Restored forum category version',
  'forum_category.moved': 'Moved forum category',
  'forum_category.archived': 'Archived forum category',
  'forum_category.reopened': 'Reopened forum category',
  'forum_category.deleted': 'Deleted forum category',
  'newsletter_topic.created': 'Created newsletter topic',
  'newsletter_topic.edited': 'Edited newsletter topic',
  'newsletter_topic.restored': 'Restored newsletter topic version',
  'newsletter_topic.retired': 'Retired newsletter topic',
  'newsletter_topic.reinstated': 'Reinstated newsletter topic',
  'newsletter_issue.created': 'Created newsletter issue',
  'newsletter_issue.edited': 'Edited newsletter issue',
  'newsletter_issue.restored': 'Restored newsletter issue version',
  'newsletter_issue.deleted': 'Deleted newsletter issue draft',
  'newsletter_issue.scheduled': 'Scheduled newsletter issue',
  'newsletter_issue.unscheduled': 'Cancelled newsletter issue schedule',
  'newsletter_issue.sent': 'Sent newsletter issue',
  'newsletter_issue.sent_by_schedule': 'Newsletter issue sent by its schedule',
  'newsletter_issue.tested': 'Sent newsletter issue test copy',
  'synonyms.created': 'Added search synonyms',
  'synonyms.edited': 'Edited search synonyms',
  'synonyms.restored': 'Restored search synonyms version',
  'synonyms.deleted': 'Deleted search synonyms',
};

/** Labels of the target filter's options. */
export const auditTargetTypeLabels: Record<AuditTargetType, string> = {
  article: 'Articles',
  comment: 'Comments',
  thread: 'Forum threads',
  member: 'Members',
  product: 'Products',
  criterion: 'Rating criteria',
  expert: 'Experts',
  interview: 'Interviews',
  forum_category: 'Forum categories',
  newsletter_topic: 'Newsletter topics',
  newsletter_issue: 'Newsletter issues',
  synonym_group: 'Search synonyms',
  reply: 'Forum replies',
  review: 'Product reviews',
  settings: 'Settings',
};

export const auditMessages = {
  limit: 'limit must be a whole number from 1 to 100',
  cursor: 'cursor must be a whole number from 1',
  actorId: 'actorId must be a positive integer',
  action: `action must be one of: ${auditActions.join(', ')}`,
  targetType: `targetType must be one of: ${auditTargetTypes.join(', ')}`,
  targetId: 'targetId must be a positive integer',
  targetIdNeedsType: `targetId needs targetType (${auditTargetTypes.join(', ')})`,
} as const;

const m = auditMessages;
export const AUDIT_PAGE_SIZE = 50;


/** GET /_api/admin/audit?limit&cursor&actorId&action&targetType&targetId; `cursor` is a previous answer's `nextCursor`. */
export const auditQuery = z.strictObject({
  limit: intParam(m.limit, 1, 100).default(AUDIT_PAGE_SIZE),
  cursor: intParam(m.cursor, 1, Number.MAX_SAFE_INTEGER).optional(),
  actorId: intParam(m.actorId, 1, Number.MAX_SAFE_INTEGER).optional(),
  action: z.enum(auditActions, { error: m.action }).optional(),
  targetType: z.enum(auditTargetTypes, { error: m.targetType }).optional(),
  targetId: intParam(m.targetId, 1, Number.MAX_SAFE_INTEGER).optional(),
}).refine((q) => q.targetId === undefined || q.targetType !== undefined, { message: m.targetIdNeedsType });
export type AuditQuery = z.infer<typeof auditQuery>;

export interface AuditEntry {
  /** Order of the trail (newest first); also the paging cursor. */
  seq: number;
  at: string;
  actor: { id: number; displayName: string | null };
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  /**
   * Article: its title when the action happened. Comment: the first 80 characters of its
   * current text (null once deleted or its author erased). Thread: its current title, read
   * from the forum read model (null once its author is erased), never stored in the trail.
   */
  targetLabel: string | null;
  /** Where the target lives on the site: the article (a comment's article); null once deleted, and for threads. */
  article: { id: number; slug: string | null; title: string | null } | null;
  /** A thread's entry: the thread (at /forum/<id>) and its category; null for other targets or a thread the forum does not know. */
  thread: { id: number; categoryId: number; categoryName: string } | null;
  /** Moderation reason, when given (threads' pins and locks take none). */
  reason: string | null;
  /** Article edits: the fields changed. Moderation: the new status (and the previous one, when known). */
  details: { changed?: string[]; restoredFrom?: number; status?: string; previousStatus?: string; postId?: number; role?: string; previousRole?: string };
  correlationId: string;
}

export interface AuditResponse {
  entries: AuditEntry[];
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: number | null;
}

/** GET /_api/admin/audit/actors: the admins that appear in the trail (for the filter). */
export interface AuditActorsResponse {
  actors: { id: number; displayName: string | null }[];
}
