import { describe, expect, it } from 'vitest';
import { emailChangeMessages as m } from '../../schemas/auth/email-change.js';
import { authMessages } from '../../schemas/auth/messages.js';
import { decodeEml, freshEmail, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

/** Changing one's email address (issue 29): password, a link to the new address, a notice to the old. */
describe('changing the email address', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp()));

  /** The mails to `to`, decoded, oldest first. */
  const mailsTo = (to: string) => t.outbox().filter((eml) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(eml)).map(decodeEml);
  const linkTo = (to: string) => {
    const tokens = mailsTo(to).flatMap((text) => [...text.matchAll(/account\/email\/confirm\?token=([^\s]+)/g)].map((x) => decodeURIComponent(x[1]!)));
    return tokens.at(-1) ?? null;
  };
  const login = (email: string, password: string) => t.agent().post('/_api/auth/login_with_password').send({ email, password });

  it('moves the account to the new address once its link is followed, and tells the old one', async () => {
    const member = await registerMember(t);
    const next = freshEmail('moved');
    const before = await t.eventCount();
    const res = await member.agent.post('/_api/user/email').send({ newEmail: next, currentPassword: member.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(m.requested);
    expect(await t.eventCount()).toBe(before + 1);
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await login(member.email, member.password)).status).toBe(200);
    expect((await login(next, member.password)).status).toBe(401);
    const token = linkTo(next);
    expect(token).not.toBeNull();
    expect(t.outbox().some((eml) => eml.includes(`To: ${next}`) && /^Subject: Confirm your new email address\r?$/m.test(eml))).toBe(true);
    // The raw log never holds the new address.
    expect(JSON.stringify(await t.deps.store.readAll(null, 100_000))).not.toContain(next);

    const confirmed = await t.agent().post('/_api/user/email/confirm').send({ token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe(m.confirmed);
    expect((await login(next, member.password)).status).toBe(200);
    expect((await login(member.email, member.password)).status).toBe(401);
    expect((await member.agent.get('/_api/user/profile')).body.user.email).toBe(next);
    // The old address is told, with the new one masked.
    const notice = mailsTo(member.email).at(-1)!;
    expect(notice).toContain('was changed to');
    expect(notice).not.toContain(next);
    // A link works once.
    const again = await t.agent().post('/_api/user/email/confirm').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(m.invalid);
    // The old address is free again: a new sign-up can take it.
    const fresh = await registerMember(t, { email: member.email });
    expect(fresh.user.id).not.toBe(member.user.id);
  });

  it('refuses a wrong password, the same address or a bad one, with no event and no mail', async () => {
    const member = await registerMember(t);
    const next = freshEmail('nope');
    const before = await t.eventCount();
    const wrong = await member.agent.post('/_api/user/email').send({ newEmail: next, currentPassword: 'Not-The-Password-1' });
    expect([wrong.status, wrong.body.error]).toEqual([400, authMessages.currentPasswordWrong]);
    const same = await member.agent.post('/_api/user/email').send({ newEmail: member.email.toUpperCase(), currentPassword: member.password });
    expect([same.status, same.body.error]).toEqual([400, m.sameEmail]);
    const bad = await member.agent.post('/_api/user/email').send({ newEmail: 'not an address', currentPassword: member.password });
    expect([bad.status, bad.body.error]).toEqual([400, m.emailInvalid]);
    expect(await t.eventCount()).toBe(before);
    expect(mailsTo(next)).toEqual([]);
    expect((await t.agent().post('/_api/user/email').send({ newEmail: next, currentPassword: 'x' })).status).toBe(401);
  });

  it('only the newest request’s link works; a tampered or foreign token is refused', async () => {
    const member = await registerMember(t);
    const [a, b] = [freshEmail('first'), freshEmail('second')];
    await member.agent.post('/_api/user/email').send({ newEmail: a, currentPassword: member.password });
    await member.agent.post('/_api/user/email').send({ newEmail: b, currentPassword: member.password });
    const old = linkTo(a)!;
    expect((await t.agent().post('/_api/user/email/confirm').send({ token: old })).body.error).toBe(m.invalid);
    const newest = linkTo(b)!;
    const [body, sig] = newest.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), userId: 1 })).toString('base64url')}.${sig}`;
    expect((await t.agent().post('/_api/user/email/confirm').send({ token: tampered })).body.error).toBe(m.invalid);
    expect((await t.agent().post('/_api/user/email/confirm').send({ token: 'fabricated.token' })).status).toBe(400);
    expect((await t.agent().post('/_api/user/email/confirm').send({ token: newest })).status).toBe(200);
  });

  it('an expired link is refused', async () => {
    const member = await registerMember(t);
    const next = freshEmail('late');
    await member.agent.post('/_api/user/email').send({ newEmail: next, currentPassword: member.password });
    const real = t.deps.now;
    t.deps.now = () => new Date(Date.now() + 25 * 3600_000);
    try {
      const res = await t.agent().post('/_api/user/email/confirm').send({ token: linkTo(next) });
      expect([res.status, res.body.error]).toEqual([400, m.invalid]);
    } finally {
      t.deps.now = real;
    }
  });

  it('uniqueness is decided at confirmation: of two members confirming one address, one gets it', async () => {
    const [x, y] = [await registerMember(t), await registerMember(t)];
    const shared = freshEmail('contested');
    await x.agent.post('/_api/user/email').send({ newEmail: shared, currentPassword: x.password });
    await y.agent.post('/_api/user/email').send({ newEmail: shared, currentPassword: y.password });
    const tokens = mailsTo(shared).flatMap((text) => [...text.matchAll(/account\/email\/confirm\?token=([^\s]+)/g)].map((k) => decodeURIComponent(k[1]!)));
    expect(tokens).toHaveLength(2);
    const results = await Promise.all(tokens.map((token) => t.agent().post('/_api/user/email/confirm').send({ token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.error).toBe(m.taken);
    // An address an active account holds is refused the same way.
    const [holder, z] = [await registerMember(t), await registerMember(t)];
    await z.agent.post('/_api/user/email').send({ newEmail: holder.email, currentPassword: z.password });
    const taken = await t.agent().post('/_api/user/email/confirm').send({ token: linkTo(holder.email) });
    expect(taken.body.error).toBe(m.taken);
  });
});
