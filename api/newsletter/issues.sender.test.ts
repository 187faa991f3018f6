import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../../schemas/newsletter/issues.js';
import { loginAs } from '../../tests/support/api.js';
import { addSubscribers } from './issues.test-support.js';
import { commitGate } from './issues.sender.js';
import { mails, startNewsletterApp, type NewsletterApp } from './newsletter.test-support.js';

const turn = () => new Promise((r) => setImmediate(r));

describe('the lanes’ commit gate', () => {
  it('lets the waiting lanes and the left records go together once every lane still delivering waits', async () => {
    const gate = commitGate(3, 10_000);
    const order: string[] = [];
    gate.defer(async () => void order.push('outcome'));
    const a = gate.wait().then(() => order.push('a'));
    const b = gate.wait().then(() => order.push('b'));
    await turn();
    expect(order).toEqual([]);
    const c = gate.wait().then(() => order.push('c'));
    await Promise.all([a, b, c]);
    expect(order).toEqual(['outcome', 'a', 'b', 'c']);
    gate.leave();
    gate.leave();
    gate.leave();
    await gate.settled();
  });

  it('stops waiting for a lane that left, and for one that is late once the hold has passed', async () => {
    const gate = commitGate(3, 30);
    let released = false;
    const a = gate.wait().then(() => (released = true));
    gate.leave();
    await turn();
    expect(released).toBe(false);
    const t0 = performance.now();
    await a;
    expect(performance.now() - t0).toBeGreaterThanOrEqual(20);
    // With every other lane gone, a lane's records go at once.
    gate.leave();
    let alone = false;
    await gate.wait().then(() => (alone = true));
    expect(alone).toBe(true);
  });

  it('appends what was left when the last lane leaves, and settles with the first failure', async () => {
    const gate = commitGate(2, 10_000);
    const done: string[] = [];
    gate.defer(async () => void done.push('first'));
    gate.defer(() => Promise.reject(new Error('disk full')));
    gate.leave();
    await turn();
    expect(done).toEqual([]);
    gate.leave();
    await expect(gate.settled()).rejects.toThrow('disk full');
    expect(done).toEqual(['first']);
  });
});

/**
 * The sender's records share the log's commits: a send on 8 lanes (NEWSLETTER_RATE 1000) makes
 * its 2 records per mail (hand-over, outcome) in groups that each reach the log in one turn of the
 * event loop, the turn in which the SQLite store's group commit writes them as one transaction.
 * One lane at a time would make a group, and a sync, of nearly every record.
 */
describe('sending on several lanes', () => {
  let t: NewsletterApp;
  beforeAll(async () => {
    t = await startNewsletterApp({ NEWSLETTER_RATE: '1000', NEWSLETTER_SWEEP_MS: '3600000' });
  }, 120_000);
  afterAll(async () => t?.close());

  it('mails each recipient once, its records in a few commits of many', async () => {
    const topic = t.categoryIds[0]!;
    const readers = await addSubscribers(t.deps, 200, { kind: 'confirmed', categoryIds: [topic], prefix: 'lanes' });
    await t.deps.awaitProjection((await t.deps.store.head()) ?? '');
    const store = t.deps.store;
    const append = store.append.bind(store);
    let group = 0;
    let open = false;
    const groups = new Set<number>();
    let records = 0;
    store.append = (streamId, events, expected) => {
      if (streamId.startsWith('newsletter-delivery-')) {
        if (!open) {
          open = true;
          group += 1;
          // Runs before the store's own flush, which the append below asks for in this same turn.
          setImmediate(() => (open = false));
        }
        groups.add(group);
        records += 1;
      }
      return append(streamId, events, expected);
    };
    try {
      const admin = await loginAs(t as never, 'admin');
      const created = await admin.post('/_api/admin/newsletter/issues').send({ subject: 'Eight lanes', content: '<p>Together.</p>', categoryIds: [topic] });
      const id = created.body.issue.id as number;
      expect((await admin.post('/_api/admin/newsletter/issues/send').send({ id })).status).toBe(200);
      let issue: NewsletterIssue | null = null;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
        issue = (await admin.get(`/_api/admin/newsletter/issues/${id}`)).body.issue as NewsletterIssue;
        if (issue.status === 'sent') break;
      }
      expect(issue?.counts).toMatchObject({ recipients: 200, sent: 200 });
    } finally {
      store.append = append;
    }
    const to = mails(t).filter((m) => m.subject === 'Eight lanes').map((m) => m.to);
    expect(to).toHaveLength(200);
    expect(new Set(to)).toEqual(new Set(readers.map((r) => r.email)));
    expect(records).toBe(400);
    expect(groups.size).toBeLessThanOrEqual(60);
  }, 120_000);
});
