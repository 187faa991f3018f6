import { describe, expect, it } from 'vitest';
import { sessionMessages as m } from '../../schemas/account/sessions.js';
import { registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Settings' signed-in sessions (issue 29), through the API on the SQLite store. */
describe('a member’s signed-in sessions', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp()));

  /** The member signed in on three devices: the sign-up's own session (Firefox), then an iPhone and a Windows PC. */
  async function threeDevices() {
    const member = await registerMember(t);
    const sids: string[] = [];
    const login = async (ua: string) => {
      const agent = t.agent();
      const res = await agent.post('/_api/auth/login_with_password').set('User-Agent', ua).send({ email: member.email, password: member.password });
      expect(res.status).toBe(200);
      sids.push(/(?:^|,\s*)sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!);
      return agent;
    };
    return { member, sids, firefox: await login(FIREFOX), iphone: await login(IPHONE), chrome: await login(CHROME) };
  }

  it('lists each session with its device and times, marks this one, and never shows a cookie value', async () => {
    const { firefox, iphone, sids } = await threeDevices();
    const res = await firefox.get('/_api/user/sessions');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const sessions = res.body.sessions as { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean }[];
    expect(sessions.map((s) => s.device).slice(0, 3)).toEqual(['Chrome on Windows', 'Safari on iPhone', 'Firefox on Linux']);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox on Linux']);
    for (const s of sessions) {
      expect(Date.now() - Date.parse(s.createdAt)).toBeLessThan(60_000);
      expect(s.lastSeenAt).not.toBeNull();
    }
    // Each device sees itself as 'this device'.
    expect((await iphone.get('/_api/user/sessions')).body.sessions.find((s: { current: boolean }) => s.current).device).toBe('Safari on iPhone');
    // No cookie value appears in the answer.
    expect(sids).toHaveLength(3);
    for (const sid of sids) expect(JSON.stringify(res.body)).not.toContain(decodeURIComponent(sid));
  });

  it('signs out one other session at once; this one cannot be ended from the list', async () => {
    const { firefox, iphone, chrome } = await threeDevices();
    const list = (await firefox.get('/_api/user/sessions')).body.sessions as { id: string; device: string; current: boolean }[];
    const phone = list.find((s) => s.device === 'Safari on iPhone')!;
    const before = await t.eventCount();
    const res = await firefox.post('/_api/user/sessions/revoke').send({ id: phone.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.signedOut);
    expect(await t.eventCount()).toBe(before);
    expect((await iphone.get('/_api/user/profile')).status).toBe(401);
    expect((await chrome.get('/_api/user/profile')).status).toBe(200);
    // Again: already signed out, the same answer.
    expect((await firefox.post('/_api/user/sessions/revoke').send({ id: phone.id })).status).toBe(200);
    const self = list.find((s) => s.current)!;
    const refused = await firefox.post('/_api/user/sessions/revoke').send({ id: self.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(m.current);
    expect((await firefox.post('/_api/user/sessions/revoke').send({ id: 'not a handle' })).body.error).toBe(m.handleInvalid);
  });

  it('another member cannot sign out my sessions with their ids', async () => {
    const mine = await threeDevices();
    const theirs = await threeDevices();
    const phone = ((await mine.firefox.get('/_api/user/sessions')).body.sessions as { id: string; device: string }[]).find((s) => s.device === 'Safari on iPhone')!;
    expect((await theirs.firefox.post('/_api/user/sessions/revoke').send({ id: phone.id })).status).toBe(200);
    expect((await mine.iphone.get('/_api/user/profile')).status).toBe(200);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const { firefox, iphone, chrome } = await threeDevices();
    const res = await firefox.post('/_api/user/sessions/revoke-others').send({});
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.signedOutOthers);
    expect((await iphone.get('/_api/user/profile')).status).toBe(401);
    expect((await chrome.get('/_api/user/profile')).status).toBe(401);
    expect((await firefox.get('/_api/user/profile')).status).toBe(200);
    const left = (await firefox.get('/_api/user/sessions')).body.sessions as { current: boolean }[];
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it('anonymous callers get 401', async () => {
    expect((await t.agent().get('/_api/user/sessions')).status).toBe(401);
    expect((await t.agent().post('/_api/user/sessions/revoke').send({ id: 'AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(401);
    expect((await t.agent().post('/_api/user/sessions/revoke-others').send({})).status).toBe(401);
  });
});
