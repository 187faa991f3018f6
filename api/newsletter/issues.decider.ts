import { slugify } from '../../schemas/admin/slug.js';
import type { NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import { DELIVERY_ROUNDS as MAX_ROUNDS, newsletterIssueMessages as m, type BounceType } from '../../schemas/newsletter/issues.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';

/** What an issue's author writes; `safeContent` is `content` sanitised when the command was accepted. */
export interface IssueFields {
  subject: string;
  preheader: string;
  content: string;
  safeContent: string;
  categoryIds: number[];
  articleIds: number[];
  public: boolean;
}
export const ISSUE_FIELDS = ['subject', 'preheader', 'content', 'categoryIds', 'articleIds', 'public'] as const;

type Live = IssueFields & { id: number; slug: string; revision: number; scheduledAt: string | null };
export type IssueState =
  | { status: 'none' }
  | (Live & { status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'deleted' });

/** An issue's address in the archive: its subject's slug and its id, so two issues never share one. */
export const issueSlug = (subject: string, id: number) => `${slugify(subject).slice(0, 80).replace(/-+$/, '') || 'issue'}-${id}`;

const pick = <T extends object>(d: T) => Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)) as Partial<T>;

export const issueDecider = {
  initialState: { status: 'none' } as IssueState,
  evolve(s: IssueState, e: NewsletterIssueEvent): IssueState {
    if (e.type === 'NewsletterIssueCreated') {
      const { issueId, htmlPolicy: _p, ...f } = e.data;
      return { status: 'draft', id: issueId, revision: 0, scheduledAt: null, ...f };
    }
    if (s.status === 'none') return s;
    const next = { ...s, revision: s.revision + 1 };
    switch (e.type) {
      case 'NewsletterIssueEdited': {
        const { issueId: _i, htmlPolicy: _p, restoredFrom: _r, ...f } = e.data;
        return { ...next, ...pick(f) };
      }
      case 'NewsletterIssueDeleted':
        return { ...next, status: 'deleted' };
      case 'NewsletterIssueScheduled':
        return { ...next, status: 'scheduled', scheduledAt: e.data.at };
      case 'NewsletterIssueUnscheduled':
        return { ...next, status: 'draft', scheduledAt: null };
      case 'NewsletterIssueSendStarted':
        return { ...next, status: 'sending' };
      case 'NewsletterIssueSent':
        return { ...next, status: 'sent' };
      default:
        return next;
    }
  },
};

export function createIssue(s: IssueState, d: { issueId: number; htmlPolicy: number } & IssueFields): NewsletterIssueEvent[] {
  if (s.status !== 'none') throw badRequest('Issue already exists', 'issue_exists');
  return [{ type: 'NewsletterIssueCreated', data: { ...d, slug: issueSlug(d.subject, d.issueId) } }];
}

function live(s: IssueState): Exclude<IssueState, { status: 'none' }> {
  if (s.status === 'none' || s.status === 'deleted') throw notFound(m.notFound);
  return s;
}

/** A draft or a scheduled issue, at the revision the editor loaded (409 otherwise). */
function editable(state: IssueState, expectedRevision: number) {
  const s = live(state);
  if (s.status !== 'draft' && s.status !== 'scheduled') throw conflict(m.notEditable);
  if (s.revision !== expectedRevision) throw conflict(m.stale);
  return s;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields that differ become the edit; no difference appends nothing. */
export function editIssue(state: IssueState, cmd: Partial<IssueFields> & { expectedRevision: number; htmlPolicy: number; restoredFrom?: number }): NewsletterIssueEvent[] {
  const s = editable(state, cmd.expectedRevision);
  const changed: Partial<IssueFields> & { slug?: string } = {};
  for (const f of ISSUE_FIELDS) if (cmd[f] !== undefined && !same(cmd[f], s[f])) Object.assign(changed, { [f]: cmd[f] });
  if (changed.content !== undefined) changed.safeContent = cmd.safeContent!;
  if (changed.subject !== undefined) changed.slug = issueSlug(changed.subject, s.id);
  if (Object.keys(changed).length === 0) return [];
  const extra = { ...(changed.content !== undefined ? { htmlPolicy: cmd.htmlPolicy } : {}), ...(cmd.restoredFrom !== undefined ? { restoredFrom: cmd.restoredFrom } : {}) };
  return [{ type: 'NewsletterIssueEdited', data: { issueId: s.id, ...changed, ...extra } }];
}

export function deleteIssue(state: IssueState): NewsletterIssueEvent[] {
  const s = live(state);
  if (s.status !== 'draft') throw conflict(m.notDeletable);
  return [{ type: 'NewsletterIssueDeleted', data: { issueId: s.id } }];
}

function unsent(state: IssueState) {
  const s = live(state);
  if (s.status === 'sending' || s.status === 'sent') throw conflict(m.alreadySent);
  return s;
}

/** Sending later: `at` must be in the future; sending again moves the schedule. */
export function scheduleIssue(state: IssueState, at: Date, now: Date): NewsletterIssueEvent[] {
  const s = unsent(state);
  if (at.getTime() <= now.getTime()) throw badRequest(m.atPast, 'validation');
  const iso = at.toISOString();
  if (s.scheduledAt === iso) return [];
  return [{ type: 'NewsletterIssueScheduled', data: { issueId: s.id, at: iso } }];
}

export function unscheduleIssue(state: IssueState): NewsletterIssueEvent[] {
  const s = live(state);
  if (s.status !== 'scheduled' || s.scheduledAt === null) throw conflict(m.notScheduled);
  return [{ type: 'NewsletterIssueUnscheduled', data: { issueId: s.id, at: s.scheduledAt } }];
}

/** The send, now: fixes the recipients (the projection takes them at this event's place in the log). */
export function startSend(state: IssueState): NewsletterIssueEvent[] {
  const s = unsent(state);
  return [{ type: 'NewsletterIssueSendStarted', data: { issueId: s.id } }];
}

/** The schedule's send: only while the issue is still scheduled for exactly that time and it has come. */
export function startScheduledSend(s: IssueState, p: { at: string; scheduledBy: number | null; now: Date }): NewsletterIssueEvent[] {
  if (s.status !== 'scheduled' || s.scheduledAt !== p.at || Date.parse(p.at) > p.now.getTime()) return [];
  return [{ type: 'NewsletterIssueSendStarted', data: { issueId: s.id, scheduledFor: p.at, scheduledBy: p.scheduledBy } }];
}

export function finishSend(s: IssueState, recipients: number): NewsletterIssueEvent[] {
  return s.status === 'sending' ? [{ type: 'NewsletterIssueSent', data: { issueId: s.id, recipients } }] : [];
}

export function recordTest(state: IssueState, toUserId: number): NewsletterIssueEvent[] {
  return [{ type: 'NewsletterIssueTestSent', data: { issueId: live(state).id, toUserId } }];
}


export type DeliveryState = {
  status: 'none' | 'handed-over' | 'sent' | 'retry' | 'failed' | 'skipped' | 'bounced';
  round: number;
  messageId: string | null;
};

export const deliveryDecider = {
  initialState: { status: 'none', round: 0, messageId: null } as DeliveryState,
  evolve(s: DeliveryState, e: NewsletterIssueEvent): DeliveryState {
    const again = (s: DeliveryState): DeliveryState => (s.round + 1 < MAX_ROUNDS ? { status: 'retry', round: s.round + 1, messageId: null } : { ...s, status: 'failed' });
    switch (e.type) {
      case 'NewsletterDeliveryHandedOver':
        return { status: 'handed-over', round: e.data.round, messageId: e.data.messageId };
      case 'NewsletterDeliverySent':
        return { ...s, status: 'sent', messageId: e.data.messageId };
      case 'NewsletterDeliveryFailed':
        return e.data.final ? { ...s, status: 'failed' } : again(s);
      case 'NewsletterDeliverySkipped':
        return { ...s, status: 'skipped' };
      case 'NewsletterDeliveryBounced':
        return e.data.type === 'soft' ? again(s) : { ...s, status: 'bounced' };
      default:
        return s;
    }
  },
};

type Ref = { issueId: number; subscriptionId: number };

/** The claim: only from nothing or a due retry, at that round; null when someone else has it. */
export function handOver(s: DeliveryState, ref: Ref, messageId: string): NewsletterIssueEvent[] | null {
  if (s.status !== 'none' && s.status !== 'retry') return null;
  return [{ type: 'NewsletterDeliveryHandedOver', data: { ...ref, round: s.round, messageId } }];
}

export function delivered(s: DeliveryState, ref: Ref, confirmed: boolean): NewsletterIssueEvent[] {
  if (s.status !== 'handed-over') return [];
  return [{ type: 'NewsletterDeliverySent', data: { ...ref, round: s.round, messageId: s.messageId!, confirmed } }];
}

/** A refused attempt (before or after the hand-over); `final` when no round is left or it can never succeed. */
export function failed(s: DeliveryState, ref: Ref, reason: string, permanent: boolean): NewsletterIssueEvent[] {
  if (s.status !== 'none' && s.status !== 'retry' && s.status !== 'handed-over') return [];
  const final = permanent || s.round + 1 >= MAX_ROUNDS;
  return [{ type: 'NewsletterDeliveryFailed', data: { ...ref, round: s.round, reason: reason.slice(0, 300), final } }];
}

export function skipped(s: DeliveryState, ref: Ref, reason: 'unsubscribed' | 'erased' | 'suppressed'): NewsletterIssueEvent[] {
  if (s.status !== 'none' && s.status !== 'retry') return [];
  return [{ type: 'NewsletterDeliverySkipped', data: { ...ref, round: s.round, reason } }];
}

/** A bounce of a mail that went out (a repeated webhook call changes nothing). */
export function bounced(s: DeliveryState, ref: Ref, type: BounceType): NewsletterIssueEvent[] {
  if (s.status !== 'sent' && s.status !== 'handed-over') return [];
  return [{ type: 'NewsletterDeliveryBounced', data: { ...ref, round: s.round, type } }];
}

export const suppressionDecider = {
  initialState: { suppressed: false } as { suppressed: boolean },
  evolve: (_s: { suppressed: boolean }, e: NewsletterIssueEvent) => ({ suppressed: e.type === 'NewsletterSubscriptionSuppressed' }),
};

export function suppress(s: { suppressed: boolean }, subscriptionId: number, type: 'hard' | 'complaint', issueId: number | null): NewsletterIssueEvent[] {
  return s.suppressed ? [] : [{ type: 'NewsletterSubscriptionSuppressed', data: { subscriptionId, type, issueId } }];
}
