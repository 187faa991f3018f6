import type { NewsletterIssueStatus as IssueStatus, NewsletterIssueSummary as AdminIssue } from '../../../../schemas/newsletter/issues';
import { Badge } from '../../../ui/badge';
import { dateTime } from '../lib/format';
import * as table from './article-table.css';
import * as styles from './newsletter.css';

const TONE = { draft: 'neutral', scheduled: 'plum', sending: 'teal', sent: 'success' } as const;
export const STATUS_LABEL: Record<IssueStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' };

/** An issue's status chip, with when it is scheduled or was sent, and whether it is left out of the archive. */
export function IssueStatusChip({ issue }: { issue: Pick<AdminIssue, 'status' | 'scheduledAt' | 'sentAt' | 'public'> }) {
  const when = issue.status === 'scheduled' ? issue.scheduledAt : issue.status === 'sent' ? issue.sentAt : null;
  return (
    <span className={table.scheduled} data-status={issue.status}>
      <Badge tone={TONE[issue.status]}>{STATUS_LABEL[issue.status]}</Badge>
      {when ? <time dateTime={when}>{dateTime(when)}</time> : null}
      {issue.public ? null : <Badge tone="neutral">Not in the archive</Badge>}
    </span>
  );
}

/** Sent, failed, bounced and unsubscribed-after counts of an issue that went out (or is going out). */
export function IssueCounts({ issue }: { issue: Pick<AdminIssue, 'status' | 'counts'> }) {
  if (issue.status === 'draft' || issue.status === 'scheduled') return <span className={styles.notSent}>Not sent yet</span>;
  const c = issue.counts;
  return (
    <span className={styles.counts} aria-label={`Of ${c.recipients} recipients: ${c.sent} sent, ${c.failed} failed, ${c.bounced} bounced, ${c.unsubscribedAfter} unsubscribed after`}>
      <span><strong>{c.sent}</strong>/{c.recipients} sent</span>
      <span><strong>{c.failed}</strong> failed</span>
      <span><strong>{c.bounced}</strong> bounced</span>
      <span><strong>{c.unsubscribedAfter}</strong> unsubscribed after</span>
    </span>
  );
}
