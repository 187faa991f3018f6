import type { AuditAction } from '../../schemas/admin/audit.js';
import type { NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';

/**
 * The audit trail's entries for newsletter issues (issue 28): every staff action on an issue,
 * labelled with its subject at that time. A send started by the schedule is the system's act on
 * the word of the staff member who scheduled it (`scheduledBy`): the entry is theirs.
 */
type Data<T extends NewsletterIssueEvent['type']> = Extract<NewsletterIssueEvent, { type: T }>['data'];
const ACTIONS: { [T in NewsletterIssueEvent['type']]?: (d: Data<T>) => AuditAction } = {
  NewsletterIssueCreated: () => 'newsletter_issue.created',
  NewsletterIssueEdited: (d) => (d.restoredFrom !== undefined ? 'newsletter_issue.restored' : 'newsletter_issue.edited'),
  NewsletterIssueDeleted: () => 'newsletter_issue.deleted',
  NewsletterIssueScheduled: () => 'newsletter_issue.scheduled',
  NewsletterIssueUnscheduled: () => 'newsletter_issue.unscheduled',
  NewsletterIssueSendStarted: (d) => (d.scheduledFor ? 'newsletter_issue.sent_by_schedule' : 'newsletter_issue.sent'),
  NewsletterIssueTestSent: () => 'newsletter_issue.tested',
};

export function issueAuditEntry(e: { type: string; data: unknown }) {
  const action = (ACTIONS as Record<string, ((d: unknown) => AuditAction) | undefined>)[e.type];
  if (!action) return null;
  const d = e.data as { issueId: number; restoredFrom?: number; at?: string; toUserId?: number; scheduledFor?: string };
  const details = { ...(d.restoredFrom !== undefined ? { restoredFrom: d.restoredFrom } : {}), ...(d.at ? { at: d.at } : {}), ...(d.scheduledFor ? { scheduledFor: d.scheduledFor } : {}), ...(d.toUserId ? { toUserId: d.toUserId } : {}) };
  return { action: action(e.data), targetType: 'newsletter_issue' as const, targetId: d.issueId, articleId: null, reason: null, details };
}

/** The issue's subject from now on, for its entries' label. */
export function issueAuditName(e: { type: string; data: unknown }): ['newsletter_issue', number, string] | null {
  if (e.type !== 'NewsletterIssueCreated' && e.type !== 'NewsletterIssueEdited') return null;
  const d = e.data as { issueId: number; subject?: string };
  return d.subject === undefined ? null : ['newsletter_issue', d.issueId, d.subject];
}

/** A send by the schedule is entered as the act of the staff member who scheduled it. */
export const issueScheduledBy = (e: { type: string; data: unknown }): number | null =>
  e.type === 'NewsletterIssueSendStarted' ? ((e.data as Data<'NewsletterIssueSendStarted'>).scheduledBy ?? null) : null;
