import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import {
  decodeEml,
  eventRows,
  freshEmail,
  freshIp,
  registerMember,
  resetTokens,
  sessionRows,
  startTestApp,
  type TestApp,
} from '../../tests/support/api.js';
import { RESET_TTL_MS } from './password-reset.command.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * Password reset: a neutral answer, a single-use expiring link sent as an .eml to the outbox,
 * the password rules on the new password, and revocation of every existing session.
 */
describe('password reset', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The answer comes first; the lookup, token and mail follow as acknowledged work, awaited here. */
  const request = async (email: string, ip = freshIp()) => {
    const res = await t.agent(ip).post('/_api/auth/password-reset/request').send({ email });
    await t.deps.work.idle();
    return res;
  };
  const confirm = (body: Record<string, unknown>, agent = t.agent(freshIp())) => agent.post('/_api/auth/password-reset/confirm').send(body);
  const login = (email: string, password: string) => t.agent(freshIp()).post('/_api/auth/login_with_password').send({ email, password });

  /** Requests a link for `email` and returns the token from the one new .eml. */
  async function linkFor(email: string) {
    const before = resetTokens(t, email).length;
    const res = await request(email);
    expect(res.status).toBe(200);
    const tokens = resetTokens(t, email);
    expect(tokens).toHaveLength(before + 1);
    return tokens.at(-1)!;
  }

  async function rejectedConfirm(body: Record<string, unknown>, message: string) {
    const before = await t.eventCount();
    const res = await confirm(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await t.eventCount()).toBe(before);
  }

  describe('request', () => {
    it('answers the same whether or not the address has an account, and mails only a member', async () => {
      const { email } = await registerMember(t, {}, freshIp());
      const unknown = freshEmail('nobody');
      const mails = t.outbox().length;
      // Besides the acknowledged work item's own events (its request, claim and completion), both alike:
      const events = await t.domainEventCount();
      const work = (await t.eventCount()) - events;

      const none = await request(unknown);
      expect(t.outbox()).toHaveLength(mails);
      expect(await t.domainEventCount()).toBe(events);
      expect((await t.eventCount()) - (await t.domainEventCount())).toBe(work + 3);

      const some = await request(email);
      expect(t.outbox()).toHaveLength(mails + 1);
      expect(await t.domainEventCount()).toBe(events + 1);
      expect((await t.eventCount()) - (await t.domainEventCount())).toBe(work + 6);
      expect(eventRows(t).filter((e) => !e.stream_id.startsWith('work-')).at(-1)!.type).toBe('PasswordResetRequested');

      expect(none.status).toBe(200);
      expect(some.status).toBe(200);
      expect(none.text).toBe(some.text);
      expect(none.body).toEqual({ message: m.resetRequested });
      const names = (r: typeof none) => Object.keys(r.headers).filter((h) => h !== 'date' && h !== 'x-request-id').sort();
      expect(names(none)).toEqual(names(some));
    });

    it('sends one .eml to the member with a link to the site', async () => {
      const { email } = await registerMember(t, { displayName: 'Mail Reader' }, freshIp());
      const before = t.outbox().length;
      await request(email.toUpperCase());
      const mail = t.outbox().slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
      expect(mail[0]).toMatch(/^Subject: Reset your password$/m);
      const text = decodeEml(mail[0]!);
      expect(text).toContain('Hello Mail Reader');
      expect(text).toMatch(/reset-password\?token=\d+\.[A-Za-z0-9_-]{43}\s/);
      // Only a hash of the token is stored.
      const token = resetTokens(t, email).at(-1)!;
      const secret = token.split('.')[1]!;
      expect(eventRows(t).some((e) => e.data.includes(secret))).toBe(false);
      expect(t.logs.some((l) => l.includes(secret))).toBe(false);
    });

    it('refuses an invalid email or unknown fields with 400 and no mail', async () => {
      const before = t.outbox().length;
      for (const body of [{ email: 'not-an-email' }, {}, { email: 'member@example.com', userId: 1 }]) {
        const events = await t.eventCount();
        const res = await t.agent(freshIp()).post('/_api/auth/password-reset/request').send(body);
        expect(res.status).toBe(400);
        expect(await t.eventCount()).toBe(events);
      }
      expect((await t.agent(freshIp()).post('/_api/auth/password-reset/request').send({ email: 'nope' })).body.error).toBe(m.emailInvalid);
      expect(t.outbox()).toHaveLength(before);
    });

    it('limits requests per IP, and per address without ever locking its owner out (issue 24)', async () => {
      const { email } = await registerMember(t, {}, freshIp());
      const stranger = freshEmail('stranger');
      const mailsTo = (to: string) => t.outbox().filter((e) => e.includes(`To: ${to}`)).length;
      for (const target of [email, stranger]) {
        const member = target === email;
        const base = mailsTo(target);
        // One IP spends the address's 5 an hour, then its own 5 an hour: only the latter answers 429.
        const attacker = freshIp();
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await request(target, attacker)).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        expect(mailsTo(target) - base).toBe(member ? 5 : 0);
        // Other IPs get the same answer; past the address's limit each sends one more at most.
        const second = freshIp();
        for (let i = 0; i < 3; i++) expect((await request(target, second)).status).toBe(200);
        expect(mailsTo(target) - base).toBe(member ? 6 : 0);
        // The owner, from their own network, still gets their link.
        expect((await request(target, freshIp())).body).toEqual({ message: m.resetRequested });
        expect(mailsTo(target) - base).toBe(member ? 7 : 0);
      }
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(freshEmail('ip'), ip)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('builds the link from the configured site, never from a Host header the requester chose', async () => {
      const { email } = await registerMember(t, {}, freshIp());
      const before = t.outbox().length;
      const res = await t
        .agent(freshIp())
        .post('/_api/auth/password-reset/request')
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .send({ email });
      expect(res.status).toBe(200);
      await t.deps.work.idle();
      const [mail] = t.outbox().slice(before);
      expect(mail).toBeDefined();
      expect(decodeEml(mail!)).not.toContain('evil.example');
    });
  });

  describe('confirm', () => {
    it('sets the new password once; the link then stops working', async () => {
      const { email, password, user } = await registerMember(t, {}, freshIp());
      const token = await linkFor(email);
      const before = await t.eventCount();
      const res = await confirm({ token, newPassword: 'Reset-Pass-2025', confirmNewPassword: 'Reset-Pass-2025' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: m.resetDone });
      expect(await t.eventCount()).toBe(before + 1);
      const last = eventRows(t).at(-1)!;
      expect(last).toMatchObject({ type: 'PasswordReset', stream_id: `user-${user.id}` });
      expect(last.data).not.toContain('Reset-Pass-2025');
      expect((await login(email, password)).status).toBe(401);
      expect((await login(email, 'Reset-Pass-2025')).status).toBe(200);

      await rejectedConfirm({ token, newPassword: 'Second-Pass-2025', confirmNewPassword: 'Second-Pass-2025' }, m.resetInvalid);
      expect((await login(email, 'Second-Pass-2025')).status).toBe(401);
    });

    it('revokes every existing session of the member', async () => {
      const { agent, email, password, user } = await registerMember(t, {}, freshIp());
      const other = t.agent(freshIp());
      expect((await other.post('/_api/auth/login_with_password').send({ email, password })).status).toBe(200);
      expect(sessionRows(t).filter((r) => r.user_id === user.id).length).toBeGreaterThanOrEqual(2);
      const token = await linkFor(email);
      // Confirmed from the member's own signed-in browser: that session ends too.
      const res = await confirm({ token, newPassword: 'After-Reset-77', confirmNewPassword: 'After-Reset-77' }, agent);
      expect(res.status).toBe(200);
      expect((await agent.get('/_api/auth/session')).body).toEqual({ user: null });
      expect((await other.get('/_api/auth/session')).body).toEqual({ user: null });
      expect(sessionRows(t).filter((r) => r.user_id === user.id)).toHaveLength(0);
    });

    it('applies the password rules to the new password and keeps the link usable after a refusal', async () => {
      const { email } = await registerMember(t, {}, freshIp());
      const token = await linkFor(email);
      await rejectedConfirm({ token, newPassword: 'short1A', confirmNewPassword: 'short1A' }, m.newPasswordTooShort);
      await rejectedConfirm({ token, newPassword: 'NO-LOWER-123', confirmNewPassword: 'NO-LOWER-123' }, m.passwordLower);
      await rejectedConfirm({ token, newPassword: 'no-upper-123', confirmNewPassword: 'no-upper-123' }, m.passwordUpper);
      await rejectedConfirm({ token, newPassword: 'No-Number-abc', confirmNewPassword: 'No-Number-abc' }, m.passwordNumber);
      await rejectedConfirm({ token, newPassword: `Aa1${'v'.repeat(126)}`, confirmNewPassword: `Aa1${'v'.repeat(126)}` }, m.passwordTooLong);
      await rejectedConfirm({ token, newPassword: 'Valid-Pass-123', confirmNewPassword: 'Valid-Pass-124' }, m.newPasswordsMismatch);
      await rejectedConfirm({ token, newPassword: 'Password1', confirmNewPassword: 'Password1' }, m.passwordCommon);
      await rejectedConfirm({ token, newPassword: 'Valid-Pass-123', confirmNewPassword: 'Valid-Pass-123', email }, 'Unknown field: email');
      const res = await confirm({ token, newPassword: 'Valid-Pass-123', confirmNewPassword: 'Valid-Pass-123' });
      expect(res.status).toBe(200);
    });

    it('refuses malformed, forged and foreign tokens with no event', async () => {
      const a = await registerMember(t, {}, freshIp());
      const b = await registerMember(t, {}, freshIp());
      const token = await linkFor(a.email);
      const [, secret] = token.split('.');
      const good = { newPassword: 'Forged-Pass-123', confirmNewPassword: 'Forged-Pass-123' };
      await rejectedConfirm({ ...good, token: '' }, m.tokenRequired);
      await rejectedConfirm({ ...good }, m.tokenRequired);
      for (const bad of [
        'garbage',
        `${a.user.id}`,
        `${a.user.id}.`,
        `.${secret}`,
        `0.${secret}`,
        `-1.${secret}`,
        `1e3.${secret}`,
        `${a.user.id}.${'A'.repeat(43)}`,
        `${a.user.id}.${secret}x`,
        `${b.user.id}.${secret}`,
        `999999.${secret}`,
        `${a.user.id}.${'A'.repeat(190)}`,
      ]) {
        await rejectedConfirm({ ...good, token: bad }, m.resetInvalid);
      }
      await rejectedConfirm({ ...good, token: `${a.user.id}.${'A'.repeat(300)}` }, m.resetInvalid);
      // The genuine link still works afterwards.
      expect((await confirm({ ...good, token })).status).toBe(200);
    });

    it('a later password change voids an outstanding link', async () => {
      const { agent, email, password } = await registerMember(t, {}, freshIp());
      const token = await linkFor(email);
      const changed = await agent.post('/_api/user/password').send({ currentPassword: password, newPassword: 'Changed-Pass-11', confirmNewPassword: 'Changed-Pass-11' });
      expect(changed.status).toBe(200);
      await rejectedConfirm({ token, newPassword: 'Reset-After-22', confirmNewPassword: 'Reset-After-22' }, m.resetInvalid);
    });

    it('using one link voids the other outstanding links', async () => {
      const { email } = await registerMember(t, {}, freshIp());
      const first = await linkFor(email);
      const second = await linkFor(email);
      expect(first).not.toBe(second);
      expect((await confirm({ token: second, newPassword: 'Second-Link-33', confirmNewPassword: 'Second-Link-33' })).status).toBe(200);
      await rejectedConfirm({ token: first, newPassword: 'First-Link-44', confirmNewPassword: 'First-Link-44' }, m.resetInvalid);
    });

    it('expires: a link is refused one second after its hour and accepted one second before (fake clock)', async () => {
      const { email } = await registerMember(t, {}, freshIp());
      const start = new Date('2031-03-01T10:00:00.000Z').getTime();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const expired = await linkFor(email);
      vi.setSystemTime(start + RESET_TTL_MS + 1000);
      await rejectedConfirm({ token: expired, newPassword: 'Too-Late-Pass-1', confirmNewPassword: 'Too-Late-Pass-1' }, m.resetInvalid);
      await rejectedConfirm({ token: expired, newPassword: 'Too-Late-Pass-1', confirmNewPassword: 'Too-Late-Pass-1' }, m.resetInvalid);

      vi.setSystemTime(start + 2 * RESET_TTL_MS);
      const fresh = await linkFor(email);
      vi.setSystemTime(start + 3 * RESET_TTL_MS - 1000);
      const res = await confirm({ token: fresh, newPassword: 'Just-In-Time-1', confirmNewPassword: 'Just-In-Time-1' });
      expect(res.status).toBe(200);
      vi.useRealTimers();
      expect((await login(email, 'Just-In-Time-1')).status).toBe(200);
    });
  });
});
