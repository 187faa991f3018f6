import { loginAs, type Agent, type TestApp } from './api.js';

/**
 * The demo admin or member signed in, with their user id: what a test that acts as them and
 * then looks for their id (in events, audit rows, authors) needs, as `staffAgent` gives it for staff.
 */
export async function signedIn(app: TestApp, who: 'member' | 'admin'): Promise<{ agent: Agent; id: number }> {
  const agent = await loginAs(app, who);
  const id = (await agent.get('/_api/auth/session')).body.user.id as number;
  return { agent, id };
}
