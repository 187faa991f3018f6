import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEml, eventRows, type TestApp } from '../../tests/support/api.js';
import { MAIL_MAX_AGE_MS, notificationDeliveryKey } from './delivery.js';
import { list, member, reply, startNotificationsApp, thread, type Member } from './notifications.test-support.js';

/**
 * Issue 29, email: each kind as the member chose (default: replies at once, the rest never),
 * a neutral subject, RFC 8058 one-click unsubscribe per kind that works without cookies, one
 * daily digest per member and day, and each notification mailed once however often the sweep runs.
 */
describe('notifications: email', () => {
  let t: TestApp;
  let b: Member;
  beforeAll(async () => {
    t = await startNotificationsApp();
    b = await member(t, 'Writer');
  }, 120_000);
  afterAll(async () => t?.close());

  const deliver = async () => {
    const d = t.deps.services.get(notificationDeliveryKey);
    await t.deps.awaitProjection((await t.deps.store.head())!);
    await d.sweep();
    await d.idle();
    await t.deps.awaitProjection((await t.deps.store.head())!);
  };
  /** Notification mails to the member (their sign-up confirmation is in the outbox too). */
  const mailsTo = (who: Member) => t.outbox().filter((eml) => eml.includes(`To: ${who.email}`) && eml.includes('List-Unsubscribe-Post'));
  /** A header's value, its folded lines joined. */
  const header = (eml: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(eml.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? null;
  const tokenOf = (eml: string) => decodeURIComponent(/\/_api\/notifications\/unsubscribe\?token=([^>\s]+)>/.exec(header(eml, 'List-Unsubscribe')!)![1]!);

  it('a reply is mailed at once, once, under a neutral subject with one-click unsubscribe headers; a mention is not by default', async () => {
    const a = await member(t, 'Mailed');
    const threadId = await thread(t, a, { title: 'A private matter' });
    const postId = await reply(b, threadId, `Here is my answer, @${a.name}.`);
    await deliver();
    await deliver();
    const mails = mailsTo(a);
    expect(mails).toHaveLength(1);
    const eml = mails[0]!;
    expect(header(eml, 'Subject')).toBe('You have a new reply on Open Sex Guide');
    expect(header(eml, 'Subject')).not.toContain(b.name);
    expect(header(eml, 'List-Unsubscribe')).toMatch(/^<http.*\/_api\/notifications\/unsubscribe\?token=.+>$/);
    expect(header(eml, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const body = decodeEml(eml);
    // The mail names nobody (a mailbox an account deletion cannot reach): 'Someone replied'.
    expect(body).toContain('Someone replied to your thread');
    expect(body).not.toContain(b.name);
    expect(body).toContain(`/forum/${threadId}#post-${postId}`);
    const n = (await list(a)).notifications.find((x) => x.postId === postId)!;
    expect(readdirSync(t.config.files.outbox).filter((f) => f.endsWith(`-notification-${n.id}.eml`))).toHaveLength(1);
    expect(eventRows(t).filter((e) => e.stream_id === `notification-mail-${n.id}`).map((e) => e.type)).toEqual(['NotificationMailed']);
  });

  it('the one-click link stops that kind only, from a mail provider without cookies; a forged token changes nothing', async () => {
    const a = await member(t, 'Unsub');
    const saved = await a.agent.post('/_api/notifications/preferences').send({ replies: 'immediately', mentions: 'immediately', moderation: 'never', reports: 'never' });
    expect(saved.status, saved.text).toBe(200);
    const threadId = await thread(t, a);
    await reply(b, threadId);
    await deliver();
    const token = tokenOf(mailsTo(a)[0]!);
    const before = await t.eventCount();
    for (const bad of ['', 'fabricated.token', `${token}x`, token.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))]) {
      const res = await t.request().post(`/_api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`).type('form').set('Sec-Fetch-Site', 'cross-site').send({ 'List-Unsubscribe': 'One-Click' });
      expect(res.status, bad.slice(0, 12)).toBe(400);
    }
    expect(await t.eventCount()).toBe(before);
    const res = await t.request().post(`/_api/notifications/unsubscribe?token=${encodeURIComponent(token)}`).type('form').set('Sec-Fetch-Site', 'cross-site').set('Origin', 'https://mail.example').send({ 'List-Unsubscribe': 'One-Click' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.category).toBe('replies');
    expect((await a.agent.get('/_api/notifications/settings')).body.preferences).toEqual({ replies: 'never', mentions: 'immediately', moderation: 'never', reports: 'never' });
    await reply(b, threadId, 'No mail for this reply.');
    await reply(b, await thread(t, b), `But one for naming @${a.name} elsewhere.`);
    await deliver();
    const mails = mailsTo(a);
    expect(mails.map((m) => header(m, 'Subject'))).toEqual(['You have a new reply on Open Sex Guide', 'You were mentioned on Open Sex Guide']);
    // The mention's own link names its own kind.
    const again = await t.request().post('/_api/notifications/unsubscribe').send({ token: tokenOf(mails[1]!) });
    expect(again.body.category).toBe('mentions');
  });

  it('a notification due more than two days ago stays in the bell and is never mailed (a first start on an old log mails nobody)', async () => {
    const a = await member(t, 'Returning');
    const d = t.deps.services.get(notificationDeliveryKey);
    await deliver();
    // As the projection of an old log leaves a reply's notification: made, due at once, long ago.
    const old = new Date(Date.now() - MAIL_MAX_AGE_MS - 3_600_000).toISOString();
    const db = t.deps.rm.connection;
    const cols = db.prepare("SELECT id, user_id, type, actor_id, thread_id, post_id, created_at, position, email, due_at FROM notifications WHERE type = 'thread_reply' LIMIT 1").get() as Record<string, unknown>;
    db.prepare('INSERT INTO notifications (id, user_id, type, actor_id, thread_id, post_id, created_at, position, email, due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run('old-notification', a.id, cols.type, cols.actor_id, cols.thread_id, cols.post_id, old, cols.position, 'immediately', old);
    expect(await d.sweep()).toBe(0);
    await d.idle();
    expect(mailsTo(a)).toHaveLength(0);
    expect((await list(a)).notifications.map((n) => n.id)).toEqual(['old-notification']);
  });

  it('preferences are validated: an unknown frequency or category is a 400 with no event', async () => {
    const a = await member(t, 'Prefs');
    const before = await t.eventCount();
    for (const body of [{ replies: 'weekly', mentions: 'never', moderation: 'never', reports: 'never' }, { replies: 'never' }, { replies: 'never', mentions: 'never', moderation: 'never', reports: 'never', extra: 'never' }]) {
      expect((await a.agent.post('/_api/notifications/preferences').send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.eventCount()).toBe(before);
  });

  it("a daily digest groups a member's day into one mail, sent once the day is over, and once", async () => {
    const d = await member(t, 'Digest');
    await d.agent.post('/_api/notifications/preferences').send({ replies: 'daily', mentions: 'daily', moderation: 'never', reports: 'never' }).expect(200);
    const threadId = await thread(t, d, { title: 'Digest me' });
    await reply(b, threadId, 'First reply.');
    await reply(b, threadId, 'Second reply.');
    const c = await member(t, 'Other');
    const other = await thread(t, c);
    await reply(b, other, `Pinging @${d.name} here.`);
    await deliver();
    expect(mailsTo(d)).toHaveLength(0);
    const real = t.deps.now;
    t.deps.now = () => new Date(real().getTime() + 86_400_000);
    try {
      await deliver();
      await deliver();
    } finally {
      t.deps.now = real;
    }
    const mails = mailsTo(d);
    expect(mails).toHaveLength(1);
    expect(header(mails[0]!, 'Subject')).toBe('Your daily summary from Open Sex Guide');
    const body = decodeEml(mails[0]!);
    // The text part (the HTML part after it says the same).
    expect(body.slice(0, body.indexOf('<ul>')).match(/replied to your thread/g)).toHaveLength(2);
    expect(body).toContain('Someone mentioned you');
    // Replies first (the first item's kind), then the mention: each kind with its own unsubscribe link.
    expect(body.indexOf('replied to your thread')).toBeLessThan(body.indexOf('mentioned you'));
    expect(body).toMatch(/Unsubscribe from mentions of my name: http/);
    const digests = eventRows(t).filter((e) => e.type === 'NotificationDigestMailed' && JSON.parse(e.data).userId === d.id);
    expect(digests).toHaveLength(1);
    expect(JSON.parse(digests[0]!.data).ids).toHaveLength(3);
  });
});
