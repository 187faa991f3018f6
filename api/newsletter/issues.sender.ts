import { createHmac } from 'node:crypto';
import { subscriptionSubject } from '../../schemas/newsletter/events.js';
import { issueStreams as streams, type NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { toNewEvents, type CommandContext, type Decider } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { delivered, deliveryDecider, failed, finishSend, handOver, issueDecider, skipped, type DeliveryState } from './issues.decider.js';
import { deliveryMessageId, issueHtml, issueText, type IssueContent } from './issues.mail.js';
import type { NewsletterIssuePorts } from './issues.ports.js';
import { issueToSend, recipient, recipientCount, recipientsPage, unsettled, type IssueToSend } from './issues.queries.js';
import { composeRaw, SendError, type IssueTransport } from './issues.transport.js';
import { listLinks } from './mail.js';
import { serviceKey } from '../shared/services.js';

/**
 * The send (issue 28), one code path for the in-process runner and the BullMQ job: both call
 * `sendIssue` with an issue id and `deliverOne` with a delivery's ids. Each delivery is decided
 * on its own stream from what the log says, so a run after a crash, a second runner or a job
 * that Redis lost and the sweep added again never mails anyone twice:
 * - nothing on the stream: the message is built (the address read here and nowhere else, never
 *   logged) and sent; just before the SMTP transaction completes, NewsletterDeliveryHandedOver is
 *   appended at the stream's exact revision. Only one sender's append can land; a loser's
 *   transaction is dropped before its final dot, so the server discards its copy.
 * - handed over, no outcome (a crash between the hand-over and recording the server's answer):
 *   the outbox folder tells whether the file is there; over SMTP nobody can tell, so it is
 *   recorded as sent (`confirmed: false`) and not sent again. At most once in that window.
 * - an outcome (sent, failed, skipped, bounced): nothing to do.
 */

export interface SenderContext {
  deps: Deps;
  ports: NewsletterIssuePorts;
  transport: IssueTransport;
  /** Waits for this process's next turn at the configured rate. */
  throttle(): Promise<void>;
  /** False once the sender is stopping: loops end after their current delivery. */
  running(): boolean;
  /** Attempts of one delivery within a run on SMTP errors before it becomes a failed round. */
  attempts?: number;
  /** The first retry's pause; each next one doubles it. */
  backoffMs?: number;
  /** Deliveries of one issue in flight at once (default 1). */
  lanes?: number;
}

const system = (deps: Deps, tag: string): CommandContext => ({ actorId: null, actorRole: 'system', correlationId: tag, causationId: tag, now: deps.now() });

/**
 * Folds a (short) stream and appends what `decide` makes of it at exactly that revision: no
 * retry, no cache (a send's streams are each touched a few times, a hundred thousand of them).
 * Returns the position, or null when another writer got there first or there was nothing to append.
 */
export async function decideOnce<S>(deps: Deps, streamId: string, decider: Decider<S, NewsletterIssueEvent>, decide: (s: S) => NewsletterIssueEvent[] | null, ctx: CommandContext) {
  const events = await deps.store.readStream(streamId, 0);
  const state = events.reduce((s, e) => decider.evolve(s, e as unknown as NewsletterIssueEvent), decider.initialState);
  const next = decide(state);
  if (!next || next.length === 0) return { position: null, state };
  try {
    const res = await deps.store.append(streamId, toNewEvents(next, ctx, streamId), events.length ? events.length - 1 : 'no_stream');
    return { position: res.position, state };
  } catch (err) {
    if (err instanceof WrongExpectedRevisionError) return { position: null, state };
    throw err;
  }
}

/** The key that makes our Message-IDs (and only ours) recognisable to the bounce webhook. */
export const messageIdKey = (deps: Deps) => createHmac('sha256', deps.keys.keyFor(0)).update('newsletter-message-id\0').digest();
export const messageIdHost = (deps: Deps) => new URL(deps.config.publicUrl).hostname;

/** The mail's content (body and cards), read once per run. */
export const issueContent = (ports: NewsletterIssuePorts, issue: Pick<IssueToSend, 'subject' | 'preheader' | 'safeContent' | 'articleIds'>): IssueContent => ({
  subject: issue.subject,
  preheader: issue.preheader,
  safeContent: issue.safeContent,
  articles: ports.articleCards(issue.articleIds),
});

/** One recipient's mail: own links, RFC 8058 headers, List-Id, both parts. */
export async function recipientMail(deps: Deps, issue: IssueToSend, content: IssueContent, to: string, subscriptionId: number, messageId: string) {
  const links = listLinks(deps.keys, deps.config.publicUrl, subscriptionId, deps.now());
  const webUrl = issue.public ? `${deps.config.publicUrl}/newsletter/archive/${issue.slug}` : null;
  const host = messageIdHost(deps);
  return composeRaw(deps.config.mailFrom, {
    to,
    subject: issue.subject,
    html: issueHtml(content, links, deps.config.publicUrl, webUrl),
    text: issueText(content, links, deps.config.publicUrl, webUrl),
    messageId,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `Open Sex Guide newsletter <newsletter.${host}>`,
      Precedence: 'bulk',
    },
  });
}

/** Another sender recorded the hand-over first: this one drops its transaction before the final dot. */
class ClaimLost extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FINAL = new Set<DeliveryState['status']>(['sent', 'failed', 'skipped', 'bounced']);

/** One delivery, decided from its stream (see the module's comment). Returns the last position it appended, if any. */
export async function deliverOne(c: SenderContext, issue: IssueToSend, content: IssueContent, subscriptionId: number): Promise<string | null> {
  const { deps } = c;
  const ref = { issueId: issue.id, subscriptionId };
  const stream = streams.delivery(issue.id, subscriptionId);
  const ctx = () => system(deps, `newsletter-issue-${issue.id}`);
  const on = (decide: (s: DeliveryState) => NewsletterIssueEvent[] | null) => decideOnce(deps, stream, deliveryDecider, decide, ctx());
  const events = await deps.store.readStream(stream, 0);
  const state = events.reduce((s, e) => deliveryDecider.evolve(s, e as unknown as NewsletterIssueEvent), deliveryDecider.initialState);
  if (FINAL.has(state.status)) return null;
  const key = `${issue.id}-${subscriptionId}-${state.round}`;
  if (state.status === 'handed-over') {
    const known = c.transport.delivered(key);
    if (known !== false) return (await on((s) => delivered(s, ref, known === true))).position;
    // The outbox folder says it never got there: a new round, sent now.
    const again = await on((s) => failed(s, ref, 'interrupted before the message was placed', false));
    return again.position === null ? null : deliverOne(c, issue, content, subscriptionId);
  }
  // Erased (the subscription's key destroyed) since the read model took its address: nothing goes to it.
  const who = deps.keys.destroyed(subscriptionSubject(subscriptionId)) ? null : recipient(deps.rm, subscriptionId);
  if (!who || who.status !== 'subscribed' || who.suppressed) {
    return (await on((s) => skipped(s, ref, !who ? 'erased' : who.suppressed ? 'suppressed' : 'unsubscribed'))).position;
  }
  const messageId = deliveryMessageId(messageIdKey(deps), messageIdHost(deps), issue.id, subscriptionId, state.round);
  const raw = await recipientMail(deps, issue, content, who.email, subscriptionId, messageId);
  const attempts = c.attempts ?? 4;
  for (let attempt = 1; ; attempt++) {
    await c.throttle();
    let claimed = false;
    try {
      await c.transport.send({
        to: who.email,
        raw,
        key,
        commit: async () => {
          const res = await on((s) => handOver(s, ref, messageId));
          if (res.position === null) throw new ClaimLost();
          claimed = true;
        },
      });
      return (await on((s) => delivered(s, ref, true))).position;
    } catch (err) {
      if (err instanceof ClaimLost) return null; // another sender has this delivery: theirs to finish
      if (!(err instanceof SendError)) throw err;
      // After the hand-over without an answer the message may be out: recorded as sent, never sent again.
      if (err.inDoubt) return (await on((s) => delivered(s, ref, false))).position;
      if (!claimed && !err.permanent && attempt < attempts) {
        deps.log.warn({ event: 'newsletter_send_retry', issueId: issue.id, subscriptionId, attempt, err: err.message });
        await sleep((c.backoffMs ?? 1000) * 2 ** (attempt - 1));
        continue;
      }
      // A server that cannot be reached is no one recipient's failure: the run stops, and the sweep resumes it later.
      if (!err.answered && !claimed) throw new Error(`SMTP server unavailable: ${err.message}`);
      deps.log.warn({ event: 'newsletter_send_failed', issueId: issue.id, subscriptionId, attempt, permanent: err.permanent, err: err.message });
      return (await on((s) => failed(s, ref, err.message, err.permanent))).position;
    }
  }
}

const PAGE = 100;

/**
 * Runs an issue's send to its end: pages through its recipients in id order (never the whole
 * list in memory), delivers each, and once none is left without an outcome records the issue
 * as sent. Returns false when it stopped early (the sender is stopping).
 */
export async function sendIssue(c: SenderContext, issueId: number): Promise<boolean> {
  const { deps } = c;
  const issue = issueToSend(deps.rm, issueId);
  if (!issue || issue.status !== 'sending') return true;
  const content = issueContent(c.ports, issue);
  let after = 0;
  for (;;) {
    const ids = recipientsPage(deps.rm, issueId, after, deps.now(), PAGE);
    if (ids.length === 0) break;
    // A page's deliveries go out on `lanes` at once (their appends share the log's group commit), still at the rate.
    let next = 0;
    let failure: unknown = null;
    const lane = async () => {
      while (next < ids.length && failure === null && c.running()) {
        const id = ids[next++]!;
        await deliverOne(c, issue, content, id).catch((err: unknown) => void (failure ??= err));
      }
    };
    await Promise.all(Array.from({ length: Math.min(c.lanes ?? 1, ids.length) }, lane));
    if (failure !== null) throw failure;
    if (!c.running()) return false;
    after = ids[ids.length - 1]!;
  }
  const head = await deps.store.head();
  if (head) await deps.awaitProjection(head);
  if (unsettled(deps.rm, issueId) > 0) return false;
  const done = await decideOnce(deps, streams.issue(issueId), issueDecider, (s) => finishSend(s, recipientCount(deps.rm, issueId)), system(deps, `newsletter-issue-${issueId}`));
  if (done.position) await deps.awaitProjection(done.position);
  if (done.position) deps.log.info({ event: 'newsletter_issue_sent', issueId, recipients: recipientCount(deps.rm, issueId) });
  return true;
}

/** The running sender of a process (workers/newsletter-send.worker.ts builds it; api/services.ts defines it). */
export interface IssueSender {
  /** Runs (or queues) an issue's send; the send event is already in the log. */
  start(issueId: number): Promise<void>;
  /** A timer for a scheduled issue's time (the sweep starts it then). */
  arm(issueId: number, at: string): void;
  /** Resumes sends, starts scheduled issues whose time has come, queues due retries. */
  sweep(): Promise<void>;
  /** Resolves once nothing runs in this process (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export const issueSenderKey = serviceKey<IssueSender>('newsletter.issue-sender');
