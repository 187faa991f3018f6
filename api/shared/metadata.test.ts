import { describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

/** Event metadata is the audit trail: who (id, role), which request, what caused it, when. */
describe('event metadata', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp()));

  it('records the actor, a correlation id, the causing request and the time on every appended event', async () => {
    const member = await loginAs(t, 'member');
    const before = await t.deps.store.head();
    const res = await member.post('/_api/user/profile').set('X-Correlation-Id', 'checkout-flow-1234').send({ displayName: 'Audited Member' });
    expect(res.status).toBe(200);
    const [event] = await t.deps.store.readAll(before, 10);
    expect(event).toBeDefined();
    expect(event!.type).toBe('ProfileUpdated');
    expect(event!.metadata).toMatchObject({ actorId: 2, actorRole: 'user', correlationId: 'checkout-flow-1234', subjects: [2] });
    expect(event!.metadata.causationId).toBe(res.headers['x-request-id']);
    expect(Date.parse(event!.metadata.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('uses the request id as the correlation id when the client sends none (or a malformed one)', async () => {
    const member = await loginAs(t, 'member');
    const before = await t.deps.store.head();
    const res = await member.post('/_api/user/profile').set('X-Correlation-Id', '<script>').send({ displayName: 'Audited Again' });
    const [event] = await t.deps.store.readAll(before, 10);
    expect(event!.metadata.correlationId).toBe(res.headers['x-request-id']);
  });
});
