import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages.js';
import { mails } from '../newsletter/newsletter.test-support.js';
import { rebuildReadModel } from '../../projections/rebuild.js';
import { confirmTokens, eventRows, freshEmail, freshIp, registerMember, setCookies, signUpBody, startTestApp, type TestApp } from '../../tests/support/api.js';
import { currentReadModelFile, digest } from '../../tests/support/synthetic.js';
import { signConfirmToken } from './confirm-token.js';
import { signUpSweeper } from './expired-sign-ups.js';
import { CONFIRM_TTL_MS } from './user.decider.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * Sign-up by emailed link (issue 13): nobody learns whether an address has an account. A new
 * address gets a pending account and a link; the link's page POSTs the token, which activates the
 * account and signs the person in. A taken address gets the same answer, and its owner a note.
 */
describe('sign-up confirmation', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1' })));

  const signUp = async (body: Record<string, unknown>, agent = t.agent(freshIp())) => {
    const res = await agent.post('/_api/auth/register').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await t.deps.work.idle();
    return { res, agent, token: confirmTokens(t, body.email as string).at(-1)! };
  };
  const confirm = (token: unknown, agent = t.agent(freshIp())) => agent.post('/_api/auth/register/confirm').send({ token });
  const login = (email: string, password: string) =>
    t.request().post('/_api/auth/login_with_password').set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', freshIp()).send({ email, password });
  const withClock = async <T>(at: Date, run: () => Promise<T>): Promise<T> => {
    const real = t.deps.now;
    t.deps.now = () => at;
    try {
      return await run();
    } finally {
      t.deps.now = real;
    }
  };

  it('mails a link to the new address whose subject names nothing personal; the link confirms once', async () => {
    const body = signUpBody({ displayName: 'Link Follower' });
    const { token } = await signUp(body);
    const mail = mails(t).find((x) => x.to === body.email)!;
    expect(mail.subject).toBe('Finish creating your account');
    expect(mail.body).toContain(`${t.config.publicUrl}/register/confirm?token=`);
    expect(`${mail.subject}`).not.toContain('Link Follower');
    const agent = t.agent(freshIp());
    const res = await confirm(token, agent);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ displayName: 'Link Follower', email: body.email, role: 'user' });
    expect(setCookies(res).get('osg_signed_in')?.value).toBe('1');
    expect((await agent.get('/_api/user/profile')).status).toBe(200);
    const before = await t.eventCount();
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: m.confirmInvalid });
    expect(await t.eventCount()).toBe(before);
    expect((await login(body.email as string, body.password as string)).status).toBe(200);
  });

  it('refuses a forged, malformed or missing token and appends nothing', async () => {
    const before = await t.eventCount();
    const forged = signConfirmToken({ keyFor: () => Buffer.alloc(32, 7) } as never, { userId: 5, issued: Date.now() });
    for (const token of [forged, 'abc', 'a.b.c', '', 42, 'x'.repeat(501)]) {
      const res = await confirm(token);
      expect(res.status, String(token)).toBe(400);
      expect(res.body.error).toBe(m.confirmInvalid);
      expect(setCookies(res).size).toBe(0);
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('refuses login before confirmation with the very answer of a wrong password', async () => {
    const body = signUpBody();
    await signUp(body);
    const pending = await login(body.email as string, body.password as string);
    const wrong = await login('member@example.com', 'Wrong-Guess-123');
    expect(pending.status).toBe(401);
    expect(pending.text).toBe(wrong.text);
    expect(Object.keys(pending.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    expect(setCookies(pending).size).toBe(0);
  });

  it('tells the owner of a taken address, with links to log in and to reset the password', async () => {
    const { email } = await registerMember(t, {}, freshIp());
    // Nothing but the acknowledged work item's own events (its request, claim and completion).
    const before = await t.domainEventCount();
    const { res } = await signUp(signUpBody({ email: email.toUpperCase(), displayName: 'Someone Else' }));
    expect(res.body).toEqual({ message: m.signUpRequested });
    expect(await t.domainEventCount()).toBe(before);
    const note = mails(t).filter((x) => x.to === email).at(-1)!;
    expect(note.subject).toBe('A sign-up attempt with your address');
    expect(note.body).toContain(`${t.config.publicUrl}/login`);
    expect(note.body).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(note.body).not.toContain('Someone Else');
    expect(note.body).not.toContain('register/confirm');
  });

  it('a newer sign-up with the same address supersedes a pending one: only the newest link works', async () => {
    const email = freshEmail('twice');
    const first = await signUp(signUpBody({ email, password: 'First-Pass-123', confirmPassword: 'First-Pass-123' }));
    const second = await signUp(signUpBody({ email, password: 'Second-Pass-456', confirmPassword: 'Second-Pass-456' }));
    expect(first.token).not.toBe(second.token);
    expect((await confirm(first.token)).status).toBe(400);
    expect((await confirm(second.token)).status).toBe(200);
    expect((await login(email, 'First-Pass-123')).status).toBe(401);
    expect((await login(email, 'Second-Pass-456')).status).toBe(200);
    // Once confirmed, the address is taken: a later sign-up only mails the owner.
    const before = await t.domainEventCount();
    await signUp(signUpBody({ email }));
    expect(await t.domainEventCount()).toBe(before);
  });

  it('expires after 48 hours (event times, injected clock): the link fails and the address can sign up again', async () => {
    const email = freshEmail('late');
    const start = new Date(Date.now() - CONFIRM_TTL_MS - 60_000);
    const stale = await withClock(start, () => signUp(signUpBody({ email, password: 'Stale-Pass-123', confirmPassword: 'Stale-Pass-123' })));
    // Refused one second after its deadline.
    const atDeadline = new Date(start.getTime() + CONFIRM_TTL_MS + 1000);
    const before = await t.eventCount();
    const late = await withClock(atDeadline, () => confirm(stale.token));
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(m.confirmInvalid);
    expect(await t.eventCount()).toBe(before);
    // A token re-signed with a fresh time does not revive the account either: the decider knows its deadline.
    const userId = JSON.parse(Buffer.from(stale.token.split('.')[0]!, 'base64url').toString()).userId as number;
    expect((await confirm(signConfirmToken(t.deps.keys, { userId, issued: Date.now() }))).status).toBe(400);
    expect((await login(email, 'Stale-Pass-123')).status).toBe(401);

    const fresh = await signUp(signUpBody({ email, displayName: 'Second Chance' }));
    expect(fresh.token).not.toBe(stale.token);
    const ok = await confirm(fresh.token);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ displayName: 'Second Chance', email });
    expect((await confirm(stale.token)).status).toBe(400);
  });

  it('erases an unconfirmed sign-up once its 48 hours have passed: its key is destroyed, nothing else', async () => {
    const email = freshEmail('swept');
    const start = new Date(Date.now() - CONFIRM_TTL_MS - 120_000);
    const stale = await withClock(start, () => signUp(signUpBody({ email })));
    const userId = JSON.parse(Buffer.from(stale.token.split('.')[0]!, 'base64url').toString()).userId as number;
    const waiting = await signUp(signUpBody({ email: freshEmail('waiting') }));
    const waitingId = JSON.parse(Buffer.from(waiting.token.split('.')[0]!, 'base64url').toString()).userId as number;
    expect(t.deps.keys.find(userId)).not.toBeNull();
    const sweep = signUpSweeper(t.deps);
    expect(sweep()).toBeGreaterThanOrEqual(1);
    expect(t.deps.keys.find(userId)).toBeNull();
    // A sign-up still inside its 48 hours keeps its key and can be confirmed.
    expect(t.deps.keys.find(waitingId)).not.toBeNull();
    expect((await confirm(waiting.token)).status).toBe(200);
    // The next sweep looks only at deadlines passed since the last one.
    expect(sweep()).toBe(0);
  });

  it('a retry with the same Idempotency-Key answers the same and sends no second link', async () => {
    const body = signUpBody({ email: freshEmail('keyed') });
    const key = `sign-up-${Date.now()}`;
    const send = () => t.agent(freshIp()).post('/_api/auth/register').set('Idempotency-Key', key).send(body);
    const first = await send();
    await t.deps.work.idle();
    const again = await send();
    await t.deps.work.idle();
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.text).toBe(first.text);
    expect(confirmTokens(t, body.email as string)).toHaveLength(1);
  });

  it('writes no address to any log line', async () => {
    const body = signUpBody({ email: freshEmail('logged') });
    const { token } = await signUp(body);
    await confirm(token);
    await signUp(signUpBody({ email: body.email }));
    const text = t.logs.join('\n');
    expect(text).toContain('user_signup_requested');
    expect(text).toContain('user_signup_existing');
    expect(text).toContain('user_created');
    expect(text.toLowerCase()).not.toContain((body.email as string).toLowerCase());
    expect(text).not.toContain('member@example.com');
  });

  it('keeps pending sign-ups out of the members and sealed in the read model; a replay reproduces it', async () => {
    const body = signUpBody({ email: freshEmail('pending-forever'), displayName: 'Never Confirmed' });
    await signUp(body);
    const db = t.deps.rm.connection;
    expect(db.prepare('SELECT COUNT(*) AS n FROM users WHERE email_lower = ?').get(body.email)).toEqual({ n: 0 });
    const pending = db.prepare('SELECT * FROM pending_users ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
    expect(pending.email).toMatch(/^enc:v1:/);
    expect(pending.display_name).toMatch(/^enc:v1:/);
    const types = new Set(eventRows(t).map((e) => e.type));
    for (const type of ['UserRegistered', 'EmailConfirmed', 'AccountConfirmed']) expect(types.has(type)).toBe(true);

    const head = (await t.deps.store.head())!;
    await t.deps.awaitProjection(head);
    const live = digest(currentReadModelFile(t.config.files.readModelDir)!).digest;
    const res = await rebuildReadModel({ store: t.deps.store, keys: t.deps.keys, dir: t.config.files.readModelDir });
    t.deps.rm.followSwap();
    expect(digest(join(t.config.files.readModelDir, res.generation)).digest).toBe(live);
  });
});
