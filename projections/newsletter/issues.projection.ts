import type { AccountEvent } from '../../schemas/account/events.js';
import type { NewsletterEvent } from '../../schemas/newsletter/events.js';
import type { NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import { DELIVERY_ROUNDS } from '../../schemas/newsletter/issues.js';
import { defineProjection } from '../projection.js';

/** A soft-bounced or refused delivery is tried again this long after (doubling each round). */
export const RETRY_AFTER_MS = 15 * 60_000;

/**
 * Newsletter issues (issue 28).
 * - `newsletter_issues`: each issue as the studio lists it, with its delivery counts; `seq` moves
 *   to the top on every change (the studio's list, newest first).
 * - `newsletter_audience` / `newsletter_audience_topics`: every confirmed subscription's topics,
 *   folded here from the subscription events (not read from another projection's table, which a
 *   batch may have moved past this event), so the recipients are exactly those at the send's
 *   place in the log.
 * - `newsletter_issue_recipients`: the recipient set, written once when NewsletterIssueSendStarted
 *   is applied (every confirmed subscription of one of its topics, less suppressed ones), with
 *   each recipient's delivery status: the sender pages through it in id order.
 * - `newsletter_suppressed`: hard bounces and complaints; `newsletter_last_issue`: the last issue
 *   mailed to each subscription, to which an unsubscribe is counted.
 */
export const newsletterIssuesProjection = defineProjection({
  name: 'newsletter-issues',
  version: 1,
  init: `
    CREATE TABLE IF NOT EXISTS newsletter_issues (
      id INTEGER PRIMARY KEY, slug TEXT NOT NULL, subject TEXT NOT NULL, preheader TEXT NOT NULL, content TEXT NOT NULL,
      category_ids TEXT NOT NULL, article_ids TEXT NOT NULL, public INTEGER NOT NULL, status TEXT NOT NULL, revision INTEGER NOT NULL,
      scheduled_at TEXT, scheduled_by INTEGER, sent_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, seq INTEGER NOT NULL,
      recipients INTEGER NOT NULL DEFAULT 0, sent INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0,
      bounced INTEGER NOT NULL DEFAULT 0, unsubscribed_after INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX IF NOT EXISTS newsletter_issues_seq ON newsletter_issues (seq);
    CREATE INDEX IF NOT EXISTS newsletter_issues_status ON newsletter_issues (status, seq);
    CREATE INDEX IF NOT EXISTS newsletter_issues_slug ON newsletter_issues (slug);
    CREATE INDEX IF NOT EXISTS newsletter_issues_archive ON newsletter_issues (sent_at, id) WHERE status = 'sent' AND public = 1;
    CREATE TABLE IF NOT EXISTS newsletter_audience (subscription_id INTEGER PRIMARY KEY, requested TEXT, topics TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS newsletter_audience_topics (
      category_id INTEGER NOT NULL, subscription_id INTEGER NOT NULL, PRIMARY KEY (category_id, subscription_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS newsletter_audience_topics_subscription ON newsletter_audience_topics (subscription_id);
    CREATE TABLE IF NOT EXISTS newsletter_issue_recipients (
      issue_id INTEGER NOT NULL, subscription_id INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'pending', round INTEGER NOT NULL DEFAULT 0,
      retry_at TEXT, PRIMARY KEY (issue_id, subscription_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS newsletter_recipients_status ON newsletter_issue_recipients (issue_id, status);
    CREATE INDEX IF NOT EXISTS newsletter_recipients_retry ON newsletter_issue_recipients (retry_at) WHERE status = 'retry';
    CREATE TABLE IF NOT EXISTS newsletter_suppressed (subscription_id INTEGER PRIMARY KEY, type TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS newsletter_last_issue (subscription_id INTEGER PRIMARY KEY, issue_id INTEGER NOT NULL);`,
  prepare: (db) => ({
    insert: db.prepare(`INSERT OR IGNORE INTO newsletter_issues (id, slug, subject, preheader, content, category_ids, article_ids, public, status, revision, created_at, updated_at, seq)
      VALUES (@id, @slug, @subject, @preheader, @content, @categoryIds, @articleIds, @public, 'draft', 0, @at, @at, (SELECT COALESCE(MAX(seq), 0) + 1 FROM newsletter_issues))`),
    edit: db.prepare(`UPDATE newsletter_issues SET slug = COALESCE(@slug, slug), subject = COALESCE(@subject, subject), preheader = COALESCE(@preheader, preheader),
      content = COALESCE(@content, content), category_ids = COALESCE(@categoryIds, category_ids), article_ids = COALESCE(@articleIds, article_ids),
      public = COALESCE(@public, public) WHERE id = @id`),
    touch: db.prepare(`UPDATE newsletter_issues SET revision = @revision, updated_at = @at, seq = (SELECT MAX(seq) + 1 FROM newsletter_issues) WHERE id = @id`),
    status: db.prepare('UPDATE newsletter_issues SET status = @status, scheduled_at = @scheduledAt, scheduled_by = @scheduledBy WHERE id = @id'),
    sentAt: db.prepare("UPDATE newsletter_issues SET status = 'sent', sent_at = @at WHERE id = @id"),
    remove: db.prepare('DELETE FROM newsletter_issues WHERE id = ?'),
    topics: db.prepare<[number], { category_ids: string }>('SELECT category_ids FROM newsletter_issues WHERE id = ?'),
    fix: db.prepare(`INSERT OR IGNORE INTO newsletter_issue_recipients (issue_id, subscription_id)
      SELECT DISTINCT ?, t.subscription_id FROM newsletter_audience_topics t
      WHERE t.category_id IN (SELECT value FROM json_each(?)) AND t.subscription_id NOT IN (SELECT subscription_id FROM newsletter_suppressed)`),
    recipients: db.prepare('UPDATE newsletter_issues SET recipients = ? WHERE id = ?'),
    delivery: db.prepare('UPDATE newsletter_issue_recipients SET status = @status, round = @round, retry_at = @retryAt WHERE issue_id = @issueId AND subscription_id = @subscriptionId'),
    count: db.prepare(`UPDATE newsletter_issues SET sent = sent + @sent, failed = failed + @failed, bounced = bounced + @bounced,
      unsubscribed_after = unsubscribed_after + @unsubscribed WHERE id = @id`),
    audience: db.prepare<[number], { requested: string | null; topics: string }>('SELECT requested, topics FROM newsletter_audience WHERE subscription_id = ?'),
    setAudience: db.prepare(`INSERT INTO newsletter_audience (subscription_id, requested, topics) VALUES (?, ?, ?)
      ON CONFLICT (subscription_id) DO UPDATE SET requested = excluded.requested, topics = excluded.topics`),
    dropAudience: db.prepare('DELETE FROM newsletter_audience WHERE subscription_id = ?'),
    dropTopics: db.prepare('DELETE FROM newsletter_audience_topics WHERE subscription_id = ?'),
    addTopic: db.prepare('INSERT OR IGNORE INTO newsletter_audience_topics (category_id, subscription_id) VALUES (?, ?)'),
    suppress: db.prepare('INSERT OR IGNORE INTO newsletter_suppressed (subscription_id, type) VALUES (?, ?)'),
    lastIssue: db.prepare('INSERT INTO newsletter_last_issue (subscription_id, issue_id) VALUES (?, ?) ON CONFLICT (subscription_id) DO UPDATE SET issue_id = excluded.issue_id'),
    deliveryStatus: db.prepare<[number, number], { status: string }>('SELECT status FROM newsletter_issue_recipients WHERE issue_id = ? AND subscription_id = ?'),
    lastIssueOf: db.prepare<[number], { issue_id: number }>('SELECT issue_id FROM newsletter_last_issue WHERE subscription_id = ?'),
  }),
  apply(event, s, { unsealOpt }) {
    const e = event as unknown as NewsletterIssueEvent | NewsletterEvent | AccountEvent;
    const at = event.metadata.at;
    /** A subscription's confirmed topics (none: not in the audience). */
    const setTopics = (id: number, requested: string | null, topics: number[]) => {
      s.setAudience.run(id, requested, JSON.stringify(topics));
      s.dropTopics.run(id);
      for (const t of topics) s.addTopic.run(t, id);
    };
    const forget = (id: number) => {
      s.dropAudience.run(id);
      s.dropTopics.run(id);
    };
    const count = (id: number, c: Partial<Record<'sent' | 'failed' | 'bounced' | 'unsubscribed', number>>) =>
      s.count.run({ id, sent: 0, failed: 0, bounced: 0, unsubscribed: 0, ...c });
    const deliveryAt = (d: { issueId: number; subscriptionId: number; round: number }, status: string, retryAt: string | null = null) =>
      s.delivery.run({ ...d, status, retryAt });
    const retryAt = (round: number) => new Date(Date.parse(at) + RETRY_AFTER_MS * 2 ** Math.max(0, round - 1)).toISOString();
    switch (e.type) {
      case 'NewsletterIssueCreated': {
        const d = e.data;
        s.insert.run({ id: d.issueId, slug: d.slug, subject: d.subject, preheader: d.preheader, content: d.safeContent, categoryIds: JSON.stringify(d.categoryIds), articleIds: JSON.stringify(d.articleIds), public: d.public ? 1 : 0, at });
        return;
      }
      case 'NewsletterIssueEdited': {
        const d = e.data;
        const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
        s.edit.run({ id: d.issueId, slug: d.slug ?? null, subject: d.subject ?? null, preheader: d.preheader ?? null, content: d.safeContent ?? null, categoryIds: json(d.categoryIds), articleIds: json(d.articleIds), public: d.public === undefined ? null : d.public ? 1 : 0 });
        s.touch.run({ id: d.issueId, revision: event.revision, at });
        return;
      }
      case 'NewsletterIssueDeleted':
        s.remove.run(e.data.issueId);
        return;
      case 'NewsletterIssueScheduled':
        s.status.run({ id: e.data.issueId, status: 'scheduled', scheduledAt: e.data.at, scheduledBy: event.metadata.actorId });
        s.touch.run({ id: e.data.issueId, revision: event.revision, at });
        return;
      case 'NewsletterIssueUnscheduled':
        s.status.run({ id: e.data.issueId, status: 'draft', scheduledAt: null, scheduledBy: null });
        s.touch.run({ id: e.data.issueId, revision: event.revision, at });
        return;
      case 'NewsletterIssueSendStarted': {
        const id = e.data.issueId;
        const topics = s.topics.get(id)?.category_ids ?? '[]';
        const n = s.fix.run(id, topics).changes;
        s.recipients.run(n, id);
        s.status.run({ id, status: 'sending', scheduledAt: e.data.scheduledFor ?? null, scheduledBy: e.data.scheduledBy ?? null });
        s.touch.run({ id, revision: event.revision, at });
        return;
      }
      case 'NewsletterIssueSent':
        s.sentAt.run({ id: e.data.issueId, at });
        s.touch.run({ id: e.data.issueId, revision: event.revision, at });
        return;
      case 'NewsletterDeliveryHandedOver':
        deliveryAt(e.data, 'handed-over');
        return;
      case 'NewsletterDeliverySent':
        deliveryAt(e.data, 'sent');
        count(e.data.issueId, { sent: 1 });
        s.lastIssue.run(e.data.subscriptionId, e.data.issueId);
        return;
      case 'NewsletterDeliveryFailed':
        if (e.data.final) {
          deliveryAt(e.data, 'failed');
          count(e.data.issueId, { failed: 1 });
        } else deliveryAt({ ...e.data, round: e.data.round + 1 }, 'retry', retryAt(e.data.round + 1));
        return;
      case 'NewsletterDeliverySkipped':
        deliveryAt(e.data, 'skipped');
        return;
      case 'NewsletterDeliveryBounced': {
        // A bounced mail is counted as bounced instead of sent; a soft bounce's retry counts again when it goes out.
        const wasSent = s.deliveryStatus.get(e.data.issueId, e.data.subscriptionId)?.status === 'sent';
        const again = e.data.type === 'soft' && e.data.round + 1 < DELIVERY_ROUNDS;
        if (again) deliveryAt({ ...e.data, round: e.data.round + 1 }, 'retry', retryAt(e.data.round + 1));
        else deliveryAt(e.data, 'bounced');
        count(e.data.issueId, { bounced: 1, sent: wasSent ? -1 : 0 });
        return;
      }
      case 'NewsletterSubscriptionSuppressed':
        s.suppress.run(e.data.subscriptionId, e.data.type);
        return;
      // The audience: the subscription events as the newsletter projection folds them.
      case 'NewsletterSubscribed': {
        const id = e.data.subscriptionId;
        if (unsealOpt(e.data.email) === null) return forget(id);
        const row = s.audience.get(id);
        s.setAudience.run(id, JSON.stringify(e.data.categoryIds), row?.topics ?? '[]');
        return;
      }
      case 'NewsletterSubscriptionConfirmed': {
        const row = s.audience.get(e.data.subscriptionId);
        if (row) setTopics(e.data.subscriptionId, null, JSON.parse(row.requested ?? row.topics) as number[]);
        return;
      }
      case 'NewsletterPreferencesUpdated':
        if (s.audience.get(e.data.subscriptionId)) setTopics(e.data.subscriptionId, null, e.data.categoryIds);
        return;
      case 'NewsletterUnsubscribed': {
        const id = e.data.subscriptionId;
        if (s.audience.get(id)) setTopics(id, null, []);
        const last = s.lastIssueOf.get(id);
        if (last) count(last.issue_id, { unsubscribed: 1 });
        return;
      }
      case 'AccountDeletionRequested':
        for (const id of e.data.subscriptionIds) forget(id);
        return;
      default:
        return;
    }
  },
});
