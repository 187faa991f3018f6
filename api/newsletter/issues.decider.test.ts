import { describe, expect, it } from 'vitest';
import type { NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import { bounced, delivered, deliveryDecider, editIssue, failed, handOver, issueDecider, issueSlug, startScheduledSend, type DeliveryState } from './issues.decider.js';
import { deliveryMessageId, htmlToText, parseDeliveryMessageId } from './issues.mail.js';

const fold = <S>(d: { initialState: S; evolve(s: S, e: NewsletterIssueEvent): S }, events: NewsletterIssueEvent[]) => events.reduce((s, e) => d.evolve(s, e), d.initialState);
const ref = { issueId: 7, subscriptionId: 42 };
const created: NewsletterIssueEvent = {
  type: 'NewsletterIssueCreated',
  data: { issueId: 7, slug: 'hello-7', subject: 'Hello', preheader: '', content: '<p>x</p>', safeContent: '<p>x</p>', htmlPolicy: 4, categoryIds: [1], articleIds: [], public: true },
};

describe('newsletter issue deciders (issue 28)', () => {
  it('an edit names only what changed, moves the slug with the subject, and refuses a stale revision', () => {
    const s = fold(issueDecider, [created]);
    expect(editIssue(s, { expectedRevision: 0, htmlPolicy: 4, subject: 'Hello', preheader: '' })).toEqual([]);
    const [e] = editIssue(s, { expectedRevision: 0, htmlPolicy: 4, subject: 'Hello again' });
    expect(e).toEqual({ type: 'NewsletterIssueEdited', data: { issueId: 7, subject: 'Hello again', slug: 'hello-again-7' } });
    expect(() => editIssue(fold(issueDecider, [created, e!]), { expectedRevision: 0, htmlPolicy: 4, subject: 'Late' })).toThrow(/changed by someone else/);
    expect(issueSlug('¡Qué tal! 2026', 3)).toBe('que-tal-2026-3');
  });

  it('the schedule starts a send only at its own time, while still scheduled', () => {
    const at = '2026-12-01T09:00:00.000Z';
    const s = fold(issueDecider, [created, { type: 'NewsletterIssueScheduled', data: { issueId: 7, at } }]);
    expect(startScheduledSend(s, { at, scheduledBy: 1, now: new Date(Date.parse(at) - 1) })).toEqual([]);
    expect(startScheduledSend(s, { at: '2026-12-02T09:00:00.000Z', scheduledBy: 1, now: new Date('2027-01-01') })).toEqual([]);
    expect(startScheduledSend(s, { at, scheduledBy: 1, now: new Date(at) })).toHaveLength(1);
  });

  it('a delivery is handed over once; in doubt it is recorded, never claimed again; a soft bounce opens a new round', () => {
    const none = deliveryDecider.initialState;
    const claim = handOver(none, ref, '<m0>')!;
    expect(claim).toHaveLength(1);
    const handed = fold(deliveryDecider, claim);
    expect(handOver(handed, ref, '<m0>')).toBeNull();
    const sent = fold(deliveryDecider, [...claim, ...delivered(handed, ref, false)]);
    expect(sent).toMatchObject({ status: 'sent', round: 0 });
    expect(handOver(sent, ref, '<m0>')).toBeNull();
    const soft = fold(deliveryDecider, [...claim, ...delivered(handed, ref, true), ...bounced(sent, ref, 'soft')]);
    expect(soft).toEqual<DeliveryState>({ status: 'retry', round: 1, messageId: null });
    expect(handOver(soft, ref, '<m1>')![0]).toMatchObject({ data: { round: 1 } });
    const hard = fold(deliveryDecider, [...claim, ...delivered(handed, ref, true), ...bounced(sent, ref, 'hard')]);
    expect(hard.status).toBe('bounced');
    expect(bounced(hard, ref, 'hard')).toEqual([]);
    expect(failed({ status: 'retry', round: 2, messageId: null }, ref, 'no', false)[0]).toMatchObject({ data: { final: true } });
  });
});

describe('issue mail helpers', () => {
  it("Message-IDs name the delivery and only ours parse", () => {
    const key = Buffer.alloc(32, 1);
    const id = deliveryMessageId(key, 'example.com', 7, 42, 1);
    expect(parseDeliveryMessageId(key, 'example.com', id)).toEqual({ issueId: 7, subscriptionId: 42, round: 1 });
    expect(parseDeliveryMessageId(Buffer.alloc(32, 2), 'example.com', id)).toBeNull();
    expect(parseDeliveryMessageId(key, 'example.com', id.replace('.42.', '.43.'))).toBeNull();
  });

  it('reads sanitised HTML as plain text', () => {
    const text = htmlToText('<h2>Title</h2><p>Read <a href="/articles/a">this &amp; that</a>.<br>Next</p><ul><li>One</li><li>Two</li></ul>', 'https://site.test');
    expect(text).toBe('Title\n\nRead this & that (https://site.test/articles/a).\nNext\n\n- One\n- Two');
  });
});
