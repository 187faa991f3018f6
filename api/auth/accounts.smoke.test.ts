import { describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

describe('accounts smoke', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp()));

  it('logs the demo member in and reads the session', async () => {
    const agent = await loginAs(t, 'member');
    const res = await agent.get('/_api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'member@example.com', role: 'user' });
  });
});
