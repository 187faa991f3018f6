import { describe, expect, it, vi } from 'vitest';
import { newsletterMessages as m } from '../../schemas/newsletter/messages.js';
import type { PreferencesResponse } from '../../schemas/newsletter/queries.js';
import { eventRows, freshEmail, freshIp, registerMember } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { rebuildReadModel } from '../../projections/rebuild.js';
import { linkTokens, mails, startNewsletterApp, type NewsletterApp, type ParsedMail } from './newsletter.test-support.js';
import { subscriptionSubject } from '../../schemas/newsletter/events.js';
import { subscriptionById } from './queries.js';
import { signToken } from './tokens.js';


/**
 * The newsletter through HTTP and the real outbox: double opt-in, signed links followed from the
 * emails, the privacy rule (SECURITY decision 3), one-click unsubscribe (RFC 8058), validation
 * and idempotency, and a replay of the read model.
 */
describe('newsletter', () => {
  let t: NewsletterApp;
  let weekly: number;
  let interviews: number;
  forAll(async () => {
    t = await startNewsletterApp();
    [weekly, , interviews] = t.categoryIds as [number, number, number];
    return t;
  }, 60_000);

  const subscribe = async (email: string, preferences = [weekly], headers: Record<string, string> = {}) => {
    const res = await t.agent(freshIp()).post('/_api/newsletter/subscribe').set(headers).send({ email, preferences, source: 'homepage' });
    await t.deps.work.idle();
    return res;
  };
  const mailsTo = (email: string) => mails(t).filter((x) => x.to.toLowerCase() === email.toLowerCase());
  const lastMail = (email: string): ParsedMail => {
    const list = mailsTo(email);
    expect(list.length).toBeGreaterThan(0);
    return list.at(-1)!;
  };
  const confirmToken = (email: string) => linkTokens(lastMail(email), '/newsletter/confirm')[0]!;
  const manageToken = (email: string) => linkTokens(lastMail(email), '/newsletter')[0]!;
  const unsubscribeToken = (email: string) => linkTokens(lastMail(email), '/newsletter/unsubscribe')[0]!;
  const confirm = (token: string) => t.agent(freshIp()).post('/_api/newsletter/confirm').send({ token });
  const byToken = async (token: string) => (await t.request().get(`/_api/newsletter/preferences?token=${encodeURIComponent(token)}`)).body as PreferencesResponse;

  async function subscribed(email: string, preferences = [weekly]) {
    expect((await subscribe(email, preferences)).status).toBe(200);
    expect((await confirm(confirmToken(email))).status).toBe(200);
  }

  async function rejected(send: () => PromiseLike<{ status: number; body: { error?: string } }>, status: number, message: string) {
    const before = await t.eventCount();
    const res = await send();
    await t.deps.work.idle();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(message);
    expect(await t.eventCount()).toBe(before);
  }

  it('lists the seeded categories with their defaults', async () => {
    const res = await t.request().get('/_api/newsletter/preferences');
    expect(res.status).toBe(200);
    const body = res.body as PreferencesResponse;
    expect(body.subscription).toBeNull();
    expect(body.message).toBeUndefined();
    expect(body.allCategories.map((c) => c.name)).toEqual(['Weekly Digest', 'New Articles', 'Expert Interviews', 'Community Highlights', 'Product Reviews']);
    expect(body.allCategories.filter((c) => c.isDefault).map((c) => c.name)).toEqual(['Weekly Digest', 'New Articles']);
  });

  it('double opt-in: pending until the emailed link is posted, then subscribed with the requested categories', async () => {
    const email = freshEmail('optin');
    const res = await subscribe(email, [weekly, interviews]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: m.subscribed });
    const mail = lastMail(email);
    expect(mail.subject).not.toContain(email);
    expect(mail.body).toContain('<a href=');
    expect((await byToken(manageToken(email))).subscription).toEqual({ email, status: 'pending', subscribedCategoryIds: [] });
    const ok = await confirm(confirmToken(email));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(m.confirmed);
    expect((await byToken(manageToken(email))).subscription).toEqual({ email, status: 'subscribed', subscribedCategoryIds: [weekly, interviews] });
    // Confirming again is a no-op.
    const events = await t.eventCount();
    expect((await confirm(confirmToken(email))).status).toBe(200);
    expect(await t.eventCount()).toBe(events);
  });

  it('a confirmed subscription keeps its categories until a new request is confirmed; an older link cannot apply it', async () => {
    const email = freshEmail('again');
    await subscribed(email, [weekly]);
    const first = confirmToken(email);
    await subscribe(email, [interviews]);
    expect((await byToken(manageToken(email))).subscription).toMatchObject({ status: 'subscribed', subscribedCategoryIds: [weekly] });
    await rejected(() => confirm(first), 400, m.token);
    expect((await confirm(confirmToken(email))).status).toBe(200);
    expect((await byToken(manageToken(email))).subscription).toMatchObject({ status: 'subscribed', subscribedCategoryIds: [interviews] });
  });

  it('answers the same bytes for a new, pending, subscribed and unsubscribed address', async () => {
    const pending = freshEmail('pending');
    await subscribe(pending);
    const confirmed = freshEmail('confirmed');
    await subscribed(confirmed);
    const gone = freshEmail('gone');
    await subscribed(gone);
    await t.request().post(`/_api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(gone))}`).type('form').send('List-Unsubscribe=One-Click');
    const answers = [];
    for (const email of [freshEmail('new'), pending, confirmed, gone]) {
      const res = await subscribe(email);
      answers.push({ status: res.status, text: res.text, headers: Object.keys(res.headers).filter((h) => h !== 'date' && h !== 'x-request-id').sort() });
    }
    for (const a of answers) expect(a).toEqual(answers[0]);
  });

  it('compares addresses case-insensitively: one reservation, one subscription', async () => {
    const email = freshEmail('Case');
    await subscribe(email.toUpperCase());
    await subscribe(email.toLowerCase());
    await subscribe(`  ${email}  `);
    const rows = eventRows(t);
    const reserved = rows.filter((r) => r.type === 'NewsletterAddressReserved');
    const ids = new Set(reserved.map((r) => (JSON.parse(r.data) as { subscriptionId: number }).subscriptionId));
    const mine = rows.filter((r) => r.type === 'NewsletterSubscribed').slice(-3).map((r) => (JSON.parse(r.data) as { subscriptionId: number }).subscriptionId);
    expect(new Set(mine).size).toBe(1);
    expect(ids.has(mine[0]!)).toBe(true);
    expect(reserved.filter((r) => (JSON.parse(r.data) as { subscriptionId: number }).subscriptionId === mine[0]).length).toBe(1);
    // The address is sealed in the log, and the reservation stream is named by an HMAC.
    expect(rows.some((r) => r.data.toLowerCase().includes(email.toLowerCase()) || r.stream_id.toLowerCase().includes(email.toLowerCase()))).toBe(false);
  });

  it("someone else's lookup reveals nothing: the same body for a subscribed and an unknown address", async () => {
    const email = freshEmail('private');
    await subscribed(email);
    const anon = (address: string) => t.request().get(`/_api/newsletter/preferences?email=${encodeURIComponent(address)}`);
    const a = await anon(email);
    const b = await anon(freshEmail('unknown'));
    expect(a.status).toBe(200);
    expect(a.text).toBe(b.text);
    expect(a.body.subscription).toBeNull();
    expect(a.body.message).toBe(m.neutralLookup);
    const other = await registerMember(t, {}, freshIp());
    const c = await other.agent.get(`/_api/newsletter/preferences?email=${encodeURIComponent(email)}`);
    expect(c.text).toBe(a.text);
    // Writing someone else's preferences: the same 403 for an existing and an unknown address.
    await rejected(() => t.agent(freshIp()).post('/_api/newsletter/preferences').send({ email, categoryIds: [] }), 403, m.notOwner);
    await rejected(() => t.agent(freshIp()).post('/_api/newsletter/preferences').send({ email: freshEmail('x'), categoryIds: [] }), 403, m.notOwner);
  });

  it('a signed-in member sees and changes their own subscription (any case), or 404 without one', async () => {
    const { agent, email } = await registerMember(t, {}, freshIp());
    const none = await agent.get(`/_api/newsletter/preferences?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: m.notFound });
    await subscribed(email);
    const mine = await agent.get(`/_api/newsletter/preferences?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(mine.status).toBe(200);
    expect(mine.body.subscription).toEqual({ email, status: 'subscribed', subscribedCategoryIds: [weekly] });
    const save = await agent.post('/_api/newsletter/preferences').send({ categoryIds: [interviews] });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    expect(save.body).toMatchObject({ success: true, message: m.preferencesSaved, subscription: { status: 'subscribed', subscribedCategoryIds: [interviews] } });
  });

  it('manage link from the email: read and save preferences; an empty list unsubscribes; a list subscribes again', async () => {
    const email = freshEmail('manage');
    await subscribed(email);
    const mailsBefore = mails(t).length;
    const neutral = await t.agent(freshIp()).post('/_api/newsletter/manage-link').send({ email });
    const unknown = await t.agent(freshIp()).post('/_api/newsletter/manage-link').send({ email: freshEmail('nobody') });
    await t.deps.work.idle();
    expect(neutral.text).toBe(unknown.text);
    expect(neutral.body).toEqual({ success: true, message: m.neutralLookup });
    expect(mails(t).length).toBe(mailsBefore + 1);
    const token = manageToken(email);
    expect((await byToken(token)).subscription).toMatchObject({ email, status: 'subscribed' });
    const post = (categoryIds: number[]) => t.agent(freshIp()).post('/_api/newsletter/preferences').send({ token, categoryIds });
    const saved = await post([weekly, interviews]);
    expect(saved.body).toMatchObject({ message: m.preferencesSaved, subscription: { subscribedCategoryIds: [weekly, interviews] } });
    const all = await post([]);
    expect(all.body).toMatchObject({ message: m.unsubscribedAll, subscription: { status: 'unsubscribed', subscribedCategoryIds: [] } });
    expect(eventRows(t).at(-1)).toMatchObject({ type: 'NewsletterUnsubscribed' });
    expect(JSON.parse(eventRows(t).at(-1)!.data)).toMatchObject({ via: 'preferences' });
    const back = await post([interviews]);
    expect(back.body).toMatchObject({ message: m.preferencesSaved, subscription: { status: 'subscribed', subscribedCategoryIds: [interviews] } });
  });

  it('every newsletter email carries the manage and unsubscribe links and the RFC 8058 headers', async () => {
    // Each kind of newsletter mail, sent here: a confirmation, a change to confirm, a manage link.
    const pending = freshEmail('links-pending');
    await subscribe(pending);
    const member = freshEmail('links-subscribed');
    await subscribed(member);
    await subscribe(member, [interviews]);
    const before = mailsTo(member).length;
    expect((await t.agent(freshIp()).post('/_api/newsletter/manage-link').send({ email: member })).status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(member).length).toBe(before + 1), { timeout: 10_000 });
    const list = [...mailsTo(pending), ...mailsTo(member)];
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const mail of list) {
      expect(linkTokens(mail, '/newsletter')).toHaveLength(1);
      expect(linkTokens(mail, '/newsletter/unsubscribe')).toHaveLength(1);
      expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/_api\/newsletter\/unsubscribe\?token=[^>\s]+>$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['content-type']).toContain('multipart/alternative');
    }
  });

  it('one-click unsubscribe: a form-encoded POST from a foreign origin, idempotent; the page posts JSON', async () => {
    const email = freshEmail('oneclick');
    await subscribed(email);
    const target = lastMail(email).headers['list-unsubscribe']!.slice(1, -1);
    const url = new URL(target);
    const oneClick = () =>
      t.request().post(`${url.pathname}${url.search}`).set('Origin', 'https://mail.example').type('form').send('List-Unsubscribe=One-Click');
    const events = await t.eventCount();
    const first = await oneClick();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(m.unsubscribedAll);
    expect(await t.eventCount()).toBe(events + 1);
    expect(JSON.parse(eventRows(t).at(-1)!.data)).toMatchObject({ via: 'one-click' });
    expect((await oneClick()).status).toBe(200);
    expect(await t.eventCount()).toBe(events + 1);
    expect((await byToken(manageToken(email))).subscription?.status).toBe('unsubscribed');
    // The site's unsubscribe page posts JSON; nothing left to do, so nothing is appended.
    const page = await t.agent(freshIp()).post('/_api/newsletter/unsubscribe').send({ token: unsubscribeToken(email) });
    expect(page.status).toBe(200);
    expect(await t.eventCount()).toBe(events + 1);
    // Other routes keep refusing cross-site form posts.
    const other = await t.request().post('/_api/newsletter/preferences').set('Origin', 'https://mail.example').type('form').send('categoryIds=');
    expect(other.status).toBe(403);
  });

  it('refuses expired, tampered and wrong-purpose tokens with the spec text and appends nothing', async () => {
    const email = freshEmail('tokens');
    await subscribe(email);
    const token = confirmToken(email);
    const [body, sig] = token.split('.') as [string, string];
    const flipped = `${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { subscriptionId: number; request: number };
    const old = signToken(t.deps.keys, { subscriptionId: payload.subscriptionId, purpose: 'confirm', issued: Date.now() - 8 * 86_400_000, request: payload.request });
    const oldManage = signToken(t.deps.keys, { subscriptionId: payload.subscriptionId, purpose: 'manage', issued: Date.now() - 31 * 86_400_000 });
    for (const bad of [flipped, old, manageToken(email), `${token}x`, 'a'.repeat(40)]) await rejected(() => confirm(bad), 400, m.token);
    const get = await t.request().get(`/_api/newsletter/preferences?token=${encodeURIComponent(oldManage)}`);
    expect(get.status).toBe(400);
    expect(get.body.error).toBe(m.token);
    await rejected(() => t.agent(freshIp()).post('/_api/newsletter/preferences').send({ token: oldManage, categoryIds: [] }), 400, m.token);
    await rejected(() => t.request().post(`/_api/newsletter/unsubscribe?token=${encodeURIComponent(manageToken(email))}`).type('form').send('List-Unsubscribe=One-Click'), 400, m.token);
    // Unsubscribe links do not expire.
    const ancient = signToken(t.deps.keys, { subscriptionId: payload.subscriptionId, purpose: 'unsubscribe', issued: Date.now() - 3 * 365 * 86_400_000 });
    expect((await t.request().post(`/_api/newsletter/unsubscribe?token=${encodeURIComponent(ancient)}`).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);
  });

  it('bad inputs: 400 with the spec texts, no event and no mail', async () => {
    const post = (body: Record<string, unknown>) => t.agent(freshIp()).post('/_api/newsletter/subscribe').send(body);
    const outbox = mails(t).length;
    await rejected(() => post({ email: 'not-an-email', preferences: [weekly], source: 'homepage' }), 400, m.invalidEmail);
    await rejected(() => post({ email: freshEmail(), preferences: [999_999], source: 'homepage' }), 400, m.unknownCategory);
    await rejected(() => post({ email: freshEmail(), preferences: [], source: 'homepage' }), 400, m.preferencesRequired);
    await rejected(() => post({ email: freshEmail(), preferences: [weekly], source: 'elsewhere' }), 400, m.source);
    await rejected(() => t.agent(freshIp()).post('/_api/newsletter/preferences').send({ categoryIds: ['x'] }), 400, m.categoryIds);
    await rejected(() => t.agent(freshIp()).post('/_api/newsletter/manage-link').send({ email: 'nope' }), 400, m.invalidEmail);
    expect(mails(t).length).toBe(outbox);
  });

  it('an Idempotency-Key retry of subscribe appends one request and sends one email', async () => {
    const email = freshEmail('idem');
    const key = `newsletter-${email}`;
    await subscribe(email, [weekly], { 'Idempotency-Key': key });
    const events = await t.eventCount();
    const sent = mailsTo(email).length;
    const again = await subscribe(email, [weekly], { 'Idempotency-Key': key });
    expect(again.status).toBe(200);
    expect(await t.eventCount()).toBe(events);
    expect(mailsTo(email).length).toBe(sent);
    expect(sent).toBe(1);
  });

  it('rate limits (SECURITY 2-C): 5 per hour per IP; 8 mails per 12 h per address, past which its owner still gets through (issue 24)', async () => {
    const strict = await startNewsletterApp({ RATE_LIMITS: 'production' });
    try {
      const post = (email: string, ip: string, agent = strict.agent(ip)) =>
        agent.post('/_api/newsletter/subscribe').send({ email, preferences: [strict.categoryIds[0]], source: 'newsletter-page' });
      const sentTo = async (email: string) => {
        await strict.deps.work.idle();
        return mails(strict).filter((x) => x.to.toLowerCase() === email.toLowerCase()).length;
      };
      const ip = freshIp();
      const perIp = [];
      for (let i = 0; i < 6; i++) perIp.push((await post(freshEmail('ip'), ip)).status);
      expect(perIp).toEqual([200, 200, 200, 200, 200, 429]);
      // The address belongs to a member, signed in at home (their sign-up's link is one mail to it).
      const home = freshIp();
      const { agent: signedIn, email } = await registerMember(strict, {}, home);
      const base = await sentTo(email);
      // Two attackers' IPs spend the address's 8 mails and then their own one each past it (and their
      // 5 an hour); every answer stays the neutral 200.
      const attackers = [freshIp(), freshIp()];
      const perAddress = [];
      for (let i = 0; i < 10; i++) perAddress.push((await post(i % 2 ? email.toUpperCase() : email, attackers[i % 2]!)).status);
      expect(perAddress).toEqual(Array(10).fill(200));
      expect(await sentTo(email)).toBe(base + 10);
      expect((await post(email, attackers[0]!)).status).toBe(429);
      // The owner's network has its own one past the limit, and no more.
      expect((await post(email, home)).body).toEqual({ success: true, message: m.subscribed });
      expect(await sentTo(email)).toBe(base + 11);
      expect((await post(email, home)).status).toBe(200);
      expect(await sentTo(email)).toBe(base + 11);
      // Signed in, the owner is never held back by their own address's limit.
      expect((await post(email, home, signedIn)).status).toBe(200);
      expect(await sentTo(email)).toBe(base + 12);
    } finally {
      await strict.deps.work.idle();
      await strict.close();
    }
  });

  it('never writes an email address to the log', async () => {
    const email = freshEmail('logged');
    await subscribed(email);
    const lines = t.logs.join('\n').toLowerCase();
    expect(lines).toContain('newsletter_subscribe');
    expect(lines).not.toMatch(/[a-z0-9-]+@example\.test/);
  });

  it('a replay rebuilds the same newsletter tables', async () => {
    const tables = ['newsletter_categories', 'newsletter_subscriptions', 'newsletter_addresses'];
    const digest = () => Object.fromEntries(tables.map((n) => [n, (t.deps.rm.connection.prepare(`SELECT * FROM ${n} ORDER BY 1`).all() as unknown[]).map((r) => JSON.stringify(r))]));
    // Rows of every status, written here: subscribed, pending, unsubscribed.
    await subscribed(freshEmail('replay-subscribed'), [weekly, interviews]);
    await subscribe(freshEmail('replay-pending'));
    const gone = freshEmail('replay-gone');
    await subscribed(gone);
    expect((await t.request().post(`/_api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(gone))}`).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);
    const before = digest();
    const statuses = new Set(t.deps.rm.connection.prepare('SELECT status FROM newsletter_subscriptions').pluck().all());
    expect(statuses).toEqual(new Set(['subscribed', 'pending', 'unsubscribed']));
    await rebuildReadModel({ store: t.deps.store, keys: t.deps.keys, dir: t.config.files.readModelDir });
    expect(t.deps.rm.followSwap()).toBe(true);
    expect(digest()).toEqual(before);
  });

  it('erasing a subscription (destroying its key) removes its row on replay, and its links stop working', async () => {
    const email = freshEmail('erase');
    await subscribed(email);
    const token = manageToken(email);
    expect((await byToken(token)).subscription?.email).toBe(email);
    const id = (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { subscriptionId: number }).subscriptionId;
    t.deps.keys.destroy(subscriptionSubject(id));
    await rebuildReadModel({ store: t.deps.store, keys: t.deps.keys, dir: t.config.files.readModelDir });
    expect(t.deps.rm.followSwap()).toBe(true);
    expect(subscriptionById(t.deps.rm, id)).toBeNull();
    const res = await t.request().get(`/_api/newsletter/preferences?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(m.token);

    // The address is free again: subscribing anew gives it a new subscription, which works.
    await subscribed(email);
    const again = manageToken(email);
    const sub = await byToken(again);
    expect(sub.subscription).toMatchObject({ email, status: 'subscribed' });
    const newId = (JSON.parse(Buffer.from(again.split('.')[0]!, 'base64url').toString()) as { subscriptionId: number }).subscriptionId;
    expect(newId).not.toBe(id);
  });
});
