import { createHmac } from 'node:crypto';
import { subscriptionSubject } from '../../schemas/newsletter/events.js';
import { issueStreams as streams, type NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { toNewEvents, type CommandContext, type Decider } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { delivered, deliveryDecider, failed, finishSend, handOver, issueDecider, skipped, type DeliveryState } from './issues.decider.js';
import { issueMails } from './issues.compose.js';
import { deliveryMessageId, type IssueContent } from './issues.mail.js';
import type { NewsletterIssuePorts } from './issues.ports.js';
import { issueToSend, recipient, recipientCount, recipientsPage, unsettled, type IssueToSend } from './issues.queries.js';
import { SendError, type IssueTransport } from './issues.transport.js';
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

/** A run's mails: each recipient's own links, RFC 8058 headers, List-Id, both parts (the run's message composed once: issues.compose.ts). */
export function runMails(deps: Deps, issue: IssueToSend, content: IssueContent) {
  const host = messageIdHost(deps);
  const compose = issueMails({
    from: deps.config.mailFrom,
    subject: issue.subject,
    content,
    publicUrl: deps.config.publicUrl,
    webUrl: issue.public ? `${deps.config.publicUrl}/newsletter/archive/${issue.slug}` : null,
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'List-Id': `Open Sex Guide newsletter <newsletter.${host}>`, Precedence: 'bulk' },
  });
  return (to: string, subscriptionId: number, messageId: string) => {
    const now = deps.now();
    return compose({ to, messageId, date: now, links: listLinks(deps.keys, deps.config.publicUrl, subscriptionId, now) });
  };
}
type RunMails = ReturnType<typeof runMails>;

/** Another sender recorded the hand-over first: this one drops its transaction before the final dot. */
class ClaimLost extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FINAL = new Set<DeliveryState['status']>(['sent', 'failed', 'skipped', 'bounced']);

/**
 * Where the lanes of a run meet to write. A lane waits here before each record it needs in the
 * log before it goes on (a hand-over, before its message's final dot), and leaves here the
 * outcomes it need not wait for (sent, skipped). Once every lane still delivering is waiting (or
 * `holdMs` after the first record was left), the left outcomes are appended and the waiting lanes
 * go on, all in the same turn of the event loop: their appends reach the log together, and its
 * group commit (api/event-store/sqlite.ts) makes them one transaction and one fsync, each append
 * still at its own stream's exact revision. One sync per round of the lanes instead of two per
 * mail; a hand-over is in the log before its dot as before, an outcome within one round of its
 * server's answer (a crash before then leaves the delivery handed over: recorded as sent, unconfirmed).
 */
export interface CommitGate {
  /** Resolves when this lane may append, together with the others waiting. */
  wait(): Promise<void>;
  /** An append made at the next release, which the lane does not wait for. */
  defer(append: () => Promise<unknown>): void;
  /** A lane has nothing more to deliver: the others no longer wait for it. */
  leave(): void;
  /** Once every lane has left: resolves when every deferred append is in the log (rejects with the first that failed). */
  settled(): Promise<void>;
}

export function commitGate(lanes: number, holdMs: number): CommitGate {
  let active = lanes;
  let waiting: (() => void)[] = [];
  let deferred: (() => Promise<unknown>)[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let failure: { error: unknown } | null = null;
  let timer: NodeJS.Timeout | null = null;
  const release = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const go = waiting;
    const later = deferred;
    waiting = [];
    deferred = [];
    for (const append of later) {
      const p: Promise<unknown> = append().then(
        () => inFlight.delete(p),
        (error: unknown) => {
          inFlight.delete(p);
          failure ??= { error };
        },
      );
      inFlight.add(p);
    }
    for (const g of go) g();
  };
  const check = () => {
    if (waiting.length + deferred.length === 0) return;
    if (waiting.length >= active) release();
    else timer ??= setTimeout(release, holdMs);
  };
  return {
    wait: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        check();
      }),
    defer(append) {
      deferred.push(append);
      check();
    },
    leave() {
      active -= 1;
      check();
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
      if (failure) throw failure.error;
    },
  };
}

/** How long a record waits for the other lanes at most (one held up by a retry's pause or a slow server). */
const HOLD_MS = 50;

/** One delivery, decided from its stream (see the module's comment); its records go through the run's gate. */
export async function deliverOne(c: SenderContext, issue: IssueToSend, mails: RunMails, subscriptionId: number, gate: CommitGate): Promise<void> {
  const { deps } = c;
  const ref = { issueId: issue.id, subscriptionId };
  const stream = streams.delivery(issue.id, subscriptionId);
  const ctx = () => system(deps, `newsletter-issue-${issue.id}`);
  const decide = (d: (s: DeliveryState) => NewsletterIssueEvent[] | null) => decideOnce(deps, stream, deliveryDecider, d, ctx());
  const on = async (d: (s: DeliveryState) => NewsletterIssueEvent[] | null) => {
    await gate.wait();
    return decide(d);
  };
  const later = (d: (s: DeliveryState) => NewsletterIssueEvent[] | null) => gate.defer(() => decide(d));
  const events = await deps.store.readStream(stream, 0);
  const state = events.reduce((s, e) => deliveryDecider.evolve(s, e as unknown as NewsletterIssueEvent), deliveryDecider.initialState);
  if (FINAL.has(state.status)) return;
  const key = `${issue.id}-${subscriptionId}-${state.round}`;
  if (state.status === 'handed-over') {
    const known = c.transport.delivered(key);
    if (known !== false) return void (await on((s) => delivered(s, ref, known === true)));
    // The outbox folder says it never got there: a new round, sent now.
    const again = await on((s) => failed(s, ref, 'interrupted before the message was placed', false));
    return again.position === null ? undefined : deliverOne(c, issue, mails, subscriptionId, gate);
  }
  // Erased (the subscription's key destroyed) since the read model took its address: nothing goes to it.
  const who = deps.keys.destroyed(subscriptionSubject(subscriptionId)) ? null : recipient(deps.rm, subscriptionId);
  if (!who || who.status !== 'subscribed' || who.suppressed) {
    return later((s) => skipped(s, ref, !who ? 'erased' : who.suppressed ? 'suppressed' : 'unsubscribed'));
  }
  const messageId = deliveryMessageId(messageIdKey(deps), messageIdHost(deps), issue.id, subscriptionId, state.round);
  const raw = await mails(who.email, subscriptionId, messageId);
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
      return later((s) => delivered(s, ref, true));
    } catch (err) {
      if (err instanceof ClaimLost) return; // another sender has this delivery: theirs to finish
      if (!(err instanceof SendError)) throw err;
      // After the hand-over without an answer the message may be out: recorded as sent, never sent again.
      if (err.inDoubt) return void (await on((s) => delivered(s, ref, false)));
      if (!claimed && !err.permanent && attempt < attempts) {
        deps.log.warn({ event: 'newsletter_send_retry', issueId: issue.id, subscriptionId, attempt, err: err.message });
        await sleep((c.backoffMs ?? 1000) * 2 ** (attempt - 1));
        continue;
      }
      // A server that cannot be reached is no one recipient's failure: the run stops, and the sweep resumes it later.
      if (!err.answered && !claimed) throw new Error(`SMTP server unavailable: ${err.message}`);
      deps.log.warn({ event: 'newsletter_send_failed', issueId: issue.id, subscriptionId, attempt, permanent: err.permanent, err: err.message });
      return void (await on((s) => failed(s, ref, err.message, err.permanent)));
    }
  }
}

/**
 * Delivers the ids `next` hands out (until it has none) on up to `c.lanes` at once, each lane
 * taking the next id, still at the rate, the lanes' records meeting at one gate. Returns once
 * every record is in the log; throws the first error of a lane (the others finish the delivery in
 * hand and stop) or of a record.
 */
export async function deliverAll(c: SenderContext, issue: IssueToSend, content: IssueContent, next: () => number | undefined): Promise<void> {
  const lanes = Math.max(1, c.lanes ?? 1);
  const gate = commitGate(lanes, HOLD_MS);
  const mails = runMails(c.deps, issue, content);
  let failure = null as { error: unknown } | null;
  const lane = async () => {
    for (let id: number | undefined; failure === null && c.running() && (id = next()) !== undefined; ) {
      await deliverOne(c, issue, mails, id, gate).catch((error: unknown) => void (failure ??= { error }));
    }
    gate.leave();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  await gate.settled().catch((error: unknown) => void (failure ??= { error }));
  if (failure) throw failure.error;
}

/** The ids of a list, one at a time (deliverAll's `next`). */
export const each = (ids: readonly number[]) => {
  let i = 0;
  return () => ids[i++];
};

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
  // One page of ids in memory at a time, the next read when the lanes have taken the last one.
  let page: number[] = [];
  let at = 0;
  let last = false;
  const next = () => {
    if (last) return undefined;
    if (at === page.length) {
      page = recipientsPage(deps.rm, issueId, page[page.length - 1] ?? 0, deps.now(), PAGE);
      at = 0;
      last = page.length === 0;
    }
    return page[at++];
  };
  await deliverAll(c, issue, content, next);
  if (!c.running()) return false;
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
