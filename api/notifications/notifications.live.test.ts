import { describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../tests/support/api.js';
import { registerMember, startLiveApp, type LiveApp } from '../live/live.test-support.js';
import { openSse } from '../live/sse.test-support.js';
import { forAll } from '../../tests/support/lifecycle.js';

/** Issue 29: a member's bell hears, over the live channel, the moment someone replies to them, and their own read marks (other tabs); no one else's. */
describe('notifications: live', () => {
  let t: LiveApp;
  forAll(async () => (t = await startLiveApp()), 120_000);

  /** A new member and the session cookie a browser would send. */
  async function withCookie(name: string) {
    const agent = t.agent();
    const password = 'Live-Bell-Pass-29';
    const res = await signUpAndConfirm(t, agent, { displayName: name, email: `bell-${process.pid}-${name.replace(/\W/g, '')}@example.test`, password, confirmPassword: password, ageConfirmed: true });
    if (res.status !== 200) throw new Error(`register ${name}: ${res.status} ${res.text}`);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    return { agent, id: res.body.user.id as number, cookie };
  }

  it("B's bell topic gets A's reply to B's thread, then B's own read mark; C's topic gets neither", async () => {
    const b = await withCookie('Bell Owner');
    const c = await withCookie('Bell Bystander');
    const a = await registerMember(t, 'Bell Replier');
    const categoryId = ((await t.agent().get('/_api/forum/categories')).body as { json: { id: number }[] }).json[0]!.id;
    const threadId = (await b.agent.post('/_api/forum/thread').send({ categoryId, title: 'Ring my bell please', content: 'Enough words for a thread body.' })).body.thread.id as number;
    const bell = await openSse(t.base, `/_api/live?topic=notifications:${b.id}`, { Cookie: b.cookie });
    const other = await openSse(t.base, `/_api/live?topic=notifications:${c.id}`, { Cookie: c.cookie });
    try {
      expect(bell.status).toBe(200);
      await bell.waitFor('ready');
      await other.waitFor('ready');
      const res = await a.agent.post('/_api/forum/thread/reply').send({ threadId, content: 'A reply that rings the bell.' });
      expect(res.status, res.text).toBe(201);
      await bell.waitFor('live', 1);
      expect(bell.live()[0]).toMatchObject({ topic: `notifications:${b.id}`, kind: 'notification', id: b.id });
      expect((await b.agent.get('/_api/notifications')).body.unread).toBe(1);
      await b.agent.post('/_api/notifications/read').send({ all: true }).expect(200);
      await bell.waitFor('live', 2);
      expect(other.live()).toEqual([]);
    } finally {
      bell.close();
      other.close();
    }
  });
});
