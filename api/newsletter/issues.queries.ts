import type { ReadModel } from '../../projections/read-db.js';
import {
  ARCHIVE_PAGE_SIZE,
  ISSUE_PAGE_SIZE,
  type ListIssuesQuery,
  type NewsletterArchiveIssue,
  type NewsletterArchiveList,
  type NewsletterIssue,
  type NewsletterIssueList,
  type NewsletterIssueStatus,
  type NewsletterIssueSummary,
} from '../../schemas/newsletter/issues.js';
import type { NewsletterIssuePorts } from './issues.ports.js';

interface Row {
  id: number;
  slug: string;
  subject: string;
  preheader: string;
  content?: string;
  category_ids: string;
  article_ids: string;
  public: number;
  status: NewsletterIssueStatus;
  revision: number;
  scheduled_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  seq: number;
  recipients: number;
  sent: number;
  failed: number;
  bounced: number;
  unsubscribed_after: number;
}

const SUMMARY = `id, slug, subject, preheader, category_ids, article_ids, public, status, revision, scheduled_at, sent_at, created_at, updated_at, seq,
  recipients, sent, failed, bounced, unsubscribed_after`;

const summary = (r: Row): NewsletterIssueSummary => ({
  id: r.id,
  slug: r.slug,
  subject: r.subject,
  preheader: r.preheader,
  categoryIds: JSON.parse(r.category_ids) as number[],
  public: r.public === 1,
  status: r.status,
  revision: r.revision,
  scheduledAt: r.scheduled_at,
  sentAt: r.sent_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  counts: { recipients: r.recipients, sent: r.sent, failed: r.failed, bounced: r.bounced, unsubscribedAfter: r.unsubscribed_after },
});

/** Any live issue with its stored (sanitised) HTML and the revision an edit sends back. */
export function adminIssueById(rm: ReadModel, id: number): NewsletterIssue | null {
  const r = rm.stmt<[number], Row>(`SELECT ${SUMMARY}, content FROM newsletter_issues WHERE id = ?`).get(id);
  return r ? { ...summary(r), content: r.content ?? '', articleIds: JSON.parse(r.article_ids) as number[] } : null;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the studio's list, most recently changed first, seeking by `seq` (the cursor): one
 * index range per page. `q` narrows to subjects and preheaders containing it; it reads the list
 * in the same order until the page is full (issues are few: one a week is a busy newsletter).
 */
export function listAdminIssues(rm: ReadModel, q: ListIssuesQuery): NewsletterIssueList {
  const before = q.cursor ? Number.parseInt(q.cursor, 36) : Number.MAX_SAFE_INTEGER;
  const where = [`seq < ?`, ...(q.status ? ['status = ?'] : []), ...(q.q ? ["(subject LIKE ? ESCAPE '\\' OR preheader LIKE ? ESCAPE '\\')"] : [])];
  const like = q.q ? `%${likeEscape(q.q)}%` : null;
  const params: (string | number)[] = [Number.isFinite(before) ? before : 0, ...(q.status ? [q.status] : []), ...(like ? [like, like] : []), ISSUE_PAGE_SIZE + 1];
  const rows = rm.stmt<(string | number)[], Row>(`SELECT ${SUMMARY} FROM newsletter_issues WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ? + 0`).all(...params);
  const page = rows.slice(0, ISSUE_PAGE_SIZE);
  return { issues: page.map(summary), nextCursor: rows.length > ISSUE_PAGE_SIZE ? page[page.length - 1]!.seq.toString(36) : null };
}

/** The archive: sent public issues, newest first, seeking by (sent_at, id) in the cursor. */
export function listArchive(rm: ReadModel, cursor: string | undefined): NewsletterArchiveList {
  const [at, id] = cursor ? decodeCursor(cursor) : ['9999', Number.MAX_SAFE_INTEGER];
  const rows = rm
    .stmt<[string, string, number, number], { id: number; slug: string; subject: string; preheader: string; sent_at: string }>(
      `SELECT id, slug, subject, preheader, sent_at FROM newsletter_issues WHERE status = 'sent' AND public = 1
        AND (sent_at < ? OR (sent_at = ? AND id < ?)) ORDER BY sent_at DESC, id DESC LIMIT ? + 0`,
    )
    .all(at, at, id, ARCHIVE_PAGE_SIZE + 1);
  const page = rows.slice(0, ARCHIVE_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    issues: page.map((r) => ({ slug: r.slug, subject: r.subject, preheader: r.preheader, sentAt: r.sent_at })),
    nextCursor: rows.length > ARCHIVE_PAGE_SIZE && last ? Buffer.from(`${last.sent_at}|${last.id}`).toString('base64url') : null,
  };
}

function decodeCursor(cursor: string): [string, number] {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  return at && Number.isSafeInteger(n) ? [at, n] : ['', 0];
}

/** A sent, public issue's web version: its sanitised body, and its featured articles for the page to draw as the site's own cards; null for any other slug. */
export function archiveIssue(rm: ReadModel, ports: NewsletterIssuePorts, slug: string): NewsletterArchiveIssue | null {
  const r = rm
    .stmt<[string], { slug: string; subject: string; preheader: string; content: string; article_ids: string; sent_at: string }>(
      "SELECT slug, subject, preheader, content, article_ids, sent_at FROM newsletter_issues WHERE slug = ? AND status = 'sent' AND public = 1",
    )
    .get(slug);
  if (!r) return null;
  const articles = ports.articleCards(JSON.parse(r.article_ids) as number[]);
  return { slug: r.slug, subject: r.subject, preheader: r.preheader, sentAt: r.sent_at, html: r.content, articles };
}

/** What the sender needs of an issue (its status included: it sends only while `sending`). */
export function issueToSend(rm: ReadModel, id: number) {
  const r = rm
    .stmt<[number], { id: number; slug: string; subject: string; preheader: string; content: string; article_ids: string; public: number; status: NewsletterIssueStatus }>(
      'SELECT id, slug, subject, preheader, content, article_ids, public, status FROM newsletter_issues WHERE id = ?',
    )
    .get(id);
  return r ? { id: r.id, slug: r.slug, subject: r.subject, preheader: r.preheader, safeContent: r.content, articleIds: JSON.parse(r.article_ids) as number[], public: r.public === 1, status: r.status } : null;
}
export type IssueToSend = NonNullable<ReturnType<typeof issueToSend>>;

/** The recipients still to mail after `after`, in id order: new, in doubt after a crash, or a retry whose time has come. */
export function recipientsPage(rm: ReadModel, issueId: number, after: number, now: Date, limit: number): number[] {
  return rm
    .stmt<[number, number, string, number], { subscription_id: number }>(
      `SELECT subscription_id FROM newsletter_issue_recipients WHERE issue_id = ? AND subscription_id > ?
        AND (status IN ('pending', 'handed-over') OR (status = 'retry' AND retry_at <= ?)) ORDER BY subscription_id LIMIT ? + 0`,
    )
    .all(issueId, after, now.toISOString(), limit)
    .map((r) => r.subscription_id);
}

/** Recipients with no outcome yet (new or in doubt); 0 means the send is done. */
export const unsettled = (rm: ReadModel, issueId: number) =>
  rm.stmt<[number], { n: number }>("SELECT COUNT(*) AS n FROM newsletter_issue_recipients WHERE issue_id = ? AND status IN ('pending', 'handed-over')").get(issueId)!.n;

export const recipientCount = (rm: ReadModel, issueId: number) => rm.stmt<[number], { recipients: number }>('SELECT recipients FROM newsletter_issues WHERE id = ?').get(issueId)?.recipients ?? 0;

/** Deliveries of any issue waiting for a retry whose time has come (oldest first). */
export const dueRetries = (rm: ReadModel, now: Date, limit: number) =>
  rm
    .stmt<[string, number], { issue_id: number; subscription_id: number }>(
      "SELECT issue_id, subscription_id FROM newsletter_issue_recipients WHERE status = 'retry' AND retry_at <= ? ORDER BY retry_at LIMIT ? + 0",
    )
    .all(now.toISOString(), limit)
    .map((r) => ({ issueId: r.issue_id, subscriptionId: r.subscription_id }));

/** Issues in a state the sender acts on: sending (resume) and scheduled (arm or start). */
export const issuesToWatch = (rm: ReadModel) =>
  rm
    .stmt<[number], { id: number; status: NewsletterIssueStatus; scheduled_at: string | null; scheduled_by: number | null }>(
      "SELECT id, status, scheduled_at, scheduled_by FROM newsletter_issues WHERE status IN ('sending', 'scheduled') ORDER BY seq LIMIT ? + 0",
    )
    .all(1000);

/** The subscription a delivery goes to, as the newsletter read model has it now (null: erased). */
export function recipient(rm: ReadModel, subscriptionId: number): { email: string; status: string; suppressed: boolean } | null {
  const r = rm
    .stmt<[number], { email: string; status: string; suppressed: number }>(
      'SELECT email, status, EXISTS (SELECT 1 FROM newsletter_suppressed x WHERE x.subscription_id = s.id) AS suppressed FROM newsletter_subscriptions s WHERE id = ?',
    )
    .get(subscriptionId);
  return r ? { email: r.email, status: r.status, suppressed: r.suppressed === 1 } : null;
}

/** The last issue mailed to a subscription (a bounce that names no issue is of that one). */
export const lastIssueOf = (rm: ReadModel, subscriptionId: number) =>
  rm.stmt<[number], { issue_id: number }>('SELECT issue_id FROM newsletter_last_issue WHERE subscription_id = ?').get(subscriptionId)?.issue_id ?? null;
