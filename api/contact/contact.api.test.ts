import { describe, expect, it } from 'vitest';
import { contactMessages as m } from '../../schemas/contact/commands.js';
import { freshEmail, freshIp } from '../../tests/support/api.js';
import { mails, startNewsletterApp, type NewsletterApp } from '../newsletter/newsletter.test-support.js';
import { forAll } from '../../tests/support/lifecycle.js';

/** The contact form: reaches CONTACT_TO with Reply-To the sender, neutral answer, Idempotency-Key, no personal data in logs. */
describe('contact form', () => {
  let t: NewsletterApp;
  forAll(async () => (t = await startNewsletterApp({ CONTACT_TO: 'operators@example.org' })), 60_000);

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Sam',
    email: freshEmail('contact'),
    topic: 'General question',
    message: 'Where can I find the sources of the article on contraception?',
    ...overrides,
  });
  const send = async (b: Record<string, unknown>, headers: Record<string, string> = {}, ip = freshIp()) => {
    const res = await t.agent(ip).post('/_api/contact').set(headers).send(b);
    await t.deps.work.idle();
    return res;
  };

  it('mails the message to CONTACT_TO with Reply-To the sender and answers the neutral text', async () => {
    const b = body();
    const before = mails(t).length;
    const res = await send(b);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: m.sent });
    const all = mails(t);
    expect(all.length).toBe(before + 1);
    const mail = all.at(-1)!;
    expect(mail.to).toBe('operators@example.org');
    expect(mail.headers['reply-to']).toBe(b.email);
    expect(mail.subject).toBe('Contact form: General question');
    expect(mail.body).toContain(b.message);
  });

  it('an Idempotency-Key retry sends one email', async () => {
    const b = body();
    const before = mails(t).length;
    const first = await send(b, { 'Idempotency-Key': 'contact-retry-1' });
    const again = await send(b, { 'Idempotency-Key': 'contact-retry-1' });
    expect(first.text).toBe(again.text);
    expect(mails(t).length).toBe(before + 1);
  });

  it('refuses bad input with the spec texts, appending nothing and mailing nothing', async () => {
    const before = mails(t).length;
    for (const [overrides, message] of [
      [{ email: 'nope' }, m.email],
      [{ topic: 'Spam' }, m.topic],
      [{ message: 'short' }, m.messageTooShort],
      [{ message: 'x'.repeat(5001) }, m.messageTooLong],
      [{ name: 'n'.repeat(101) }, m.name],
    ] as const) {
      const events = await t.eventCount();
      const res = await send(body(overrides));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(await t.eventCount()).toBe(events);
    }
    expect(mails(t).length).toBe(before);
  });

  it('is rate-limited per IP', async () => {
    const limited = await startNewsletterApp({ RATE_LIMITS: 'production' });
    try {
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await limited.agent(ip).post('/_api/contact').send(body())).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.deps.work.idle();
      await limited.close();
    }
  });

  it('never logs the address or the message', () => {
    const lines = t.logs.join('\n');
    expect(lines).toContain('contact_message');
    expect(lines).not.toMatch(/@example\.test/);
    expect(lines).not.toContain('contraception');
  });
});
