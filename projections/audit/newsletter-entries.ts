import type { ArticleEvent } from '../../schemas/articles/events.js';
import type { NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import { entry, restored, type EntryRules, type NameRules } from './entry-rules.js';

/**
 * Entries for newsletter issues (issue 28): every staff action on an issue, labelled with its
 * subject at that time (a test copy names its recipient, a schedule its time).
 */

type Issue = { issueId: number };
const on = (action: Parameters<typeof entry>[1]) => (d: Issue & { at?: string }) => entry('newsletter_issue', action, d.issueId, d.at ? { at: d.at } : {});
const subject = (d: Issue & { subject?: string | undefined }): ['newsletter_issue', number, string] | null => (d.subject === undefined ? null : ['newsletter_issue', d.issueId, d.subject]);

export const issueEntries: EntryRules<NewsletterIssueEvent> = {
  NewsletterIssueCreated: on('newsletter_issue.created'),
  NewsletterIssueEdited: (d) => entry('newsletter_issue', d.restoredFrom !== undefined ? 'newsletter_issue.restored' : 'newsletter_issue.edited', d.issueId, restored(d)),
  NewsletterIssueDeleted: on('newsletter_issue.deleted'),
  NewsletterIssueScheduled: on('newsletter_issue.scheduled'),
  NewsletterIssueUnscheduled: on('newsletter_issue.unscheduled'),
  NewsletterIssueSendStarted: (d) =>
    d.scheduledFor ? entry('newsletter_issue', 'newsletter_issue.sent_by_schedule', d.issueId, { scheduledFor: d.scheduledFor }) : entry('newsletter_issue', 'newsletter_issue.sent', d.issueId),
  NewsletterIssueTestSent: (d) => entry('newsletter_issue', 'newsletter_issue.tested', d.issueId, { toUserId: d.toUserId }),
};

export const issueNames: NameRules<NewsletterIssueEvent> = { NewsletterIssueCreated: subject, NewsletterIssueEdited: subject };

/**
 * The system's acts on a staff member's word (a publish or a send by the schedule they set):
 * event type → that staff member, whose entry it is.
 */
export const scheduledBy: { [T in (ArticleEvent | NewsletterIssueEvent)['type']]?: (d: Extract<ArticleEvent | NewsletterIssueEvent, { type: T }>['data']) => number | null } = {
  ArticlePublished: (d) => d.scheduledBy ?? null,
  NewsletterIssueSendStarted: (d) => d.scheduledBy ?? null,
};
