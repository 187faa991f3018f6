import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';

describe('accounts smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('logs the demo member in and reads the session', async () => {
    const agent = await loginAs(t, 'member');
    const res = await agent.get('/_api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'member@example.com', role: 'user' });
  });
});
