import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';
import { BOUNCE_TYPES } from './issues.js';

/**
 * Newsletter issue events (issue 28). Staff text in clear: nothing personal is in them (a test
 * copy names the staff member by id, never by address; a delivery names its subscription by id).
 * Streams:
 * - `newsletter-issue-<issueId>`: the issue's life. NewsletterIssueSendStarted is the send: the
 *   recipients are every subscription confirmed for at least one of its topics at that event's
 *   place in the log (projections/newsletter/issues.projection.ts fixes the set there).
 * - `newsletter-delivery-<issueId>-<subscriptionId>`: one recipient's delivery. HandedOver is
 *   appended at the stream's exact revision just before the SMTP transaction is completed (the
 *   final dot): it is the claim (two senders cannot both append it) and the marker that says
 *   the message may have reached the server. Sent follows the server's acceptance.
 * - `newsletter-suppression-<subscriptionId>`: a hard bounce or a complaint; no issue is mailed
 *   to the subscription again.
 */
const issueRef = z.object({ issueId: entityId });
const fields = {
  slug: z.string(),
  subject: z.string(),
  preheader: z.string(),
  /** The HTML as written, its sanitised form and the policy version it was sanitised under (as articles). */
  content: z.string(),
  safeContent: z.string(),
  htmlPolicy: z.number(),
  categoryIds: z.array(entityId),
  articleIds: z.array(entityId),
  public: z.boolean(),
};
const delivery = z.object({ issueId: entityId, subscriptionId: entityId, round: z.number().int().min(0) });

export const newsletterIssueEvents = {
  NewsletterIssueCreated: issueRef.extend(fields),
  /** The fields that changed; `restoredFrom`: the revision an editor restored. */
  NewsletterIssueEdited: issueRef.extend(z.object(fields).partial().shape).extend({ restoredFrom: z.number().int().optional() }),
  NewsletterIssueDeleted: issueRef,
  NewsletterIssueScheduled: issueRef.extend({ at: z.string() }),
  NewsletterIssueUnscheduled: issueRef.extend({ at: z.string() }),
  /** `scheduledFor` / `scheduledBy`: started by the schedule (actor system) a staff member set. */
  NewsletterIssueSendStarted: issueRef.extend({ scheduledFor: z.string().optional(), scheduledBy: entityId.nullable().optional() }),
  /** Every recipient has a final outcome (sent, failed, skipped, bounced). */
  NewsletterIssueSent: issueRef.extend({ recipients: z.number().int().min(0) }),
  NewsletterIssueTestSent: issueRef.extend({ toUserId: entityId }),
  NewsletterDeliveryHandedOver: delivery.extend({ messageId: z.string() }),
  /** `confirmed: false`: resumed after a crash between the hand-over and the server's answer; not sent again. */
  NewsletterDeliverySent: delivery.extend({ messageId: z.string(), confirmed: z.boolean() }),
  /** `final: false`: the server refused this attempt (4xx/5xx after the data); another round may follow. */
  NewsletterDeliveryFailed: delivery.extend({ reason: z.string(), final: z.boolean() }),
  NewsletterDeliverySkipped: delivery.extend({ reason: z.enum(['unsubscribed', 'erased', 'suppressed']) }),
  NewsletterDeliveryBounced: delivery.extend({ type: z.enum(BOUNCE_TYPES) }),
  NewsletterSubscriptionSuppressed: z.object({ subscriptionId: entityId, type: z.enum(['hard', 'complaint']), issueId: entityId.nullable() }),
};

export type NewsletterIssueEvent = EventUnion<typeof newsletterIssueEvents>;

export const issueStreams = {
  issue: (issueId: number) => `newsletter-issue-${issueId}`,
  delivery: (issueId: number, subscriptionId: number) => `newsletter-delivery-${issueId}-${subscriptionId}`,
  suppression: (subscriptionId: number) => `newsletter-suppression-${subscriptionId}`,
  /** Test copies sent: apart from the issue's own stream, so a test does not move the revision an editor holds. */
  tests: (issueId: number) => `newsletter-issue-tests-${issueId}`,
};
