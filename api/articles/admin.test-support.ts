import { expect } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import { demoUsers, eventRows, startTestApp, type Agent, type DemoUsers, type TestApp } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';
import { noEvents } from '../../tests/support/events.js';
import type { AdminArticleDetail } from '../../schemas/admin/articles.js';
import { createAccount } from '../auth/register-user.command.js';

/** Shared set-up of the admin API tests: one app, an admin, a member and an anonymous client. */

export type { Agent };
export { noEvents };

export interface AdminFixture extends DemoUsers {
  t: TestApp;
}

export async function adminFixture(env: Record<string, string | undefined> = {}): Promise<AdminFixture> {
  const t = await startTestApp(env);
  return { t, ...(await demoUsers(t)) };
}

/** The admin fixture, rate limits off, with an editor and a moderator signed in too. */
export async function staffFixture(): Promise<AdminFixture & { editor: Agent; moderator: Agent }> {
  const f = await adminFixture({ RATE_LIMITS: 'off' });
  return { ...f, editor: (await staffAgent(f.t, 'editor')).agent, moderator: (await staffAgent(f.t, 'moderator')).agent };
}

/** Another admin account (as an operator's seed script would create one), signed in. */
export async function secondAdmin(t: TestApp, displayName = 'Second Admin'): Promise<{ agent: Agent; id: number }> {
  const email = `admin2-${process.pid}-${Date.now()}@example.test`;
  const password = 'Second-Admin-Pass-42';
  const { userId, position } = await createAccount(t.deps, { email, password, displayName, role: 'admin' }, seedContext(new Date()), { policy: false });
  await t.deps.awaitProjection(position);
  const agent = t.agent();
  const res = await agent.post('/_api/auth/login_with_password').send({ email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { agent, id: userId };
}

let n = 0;
/** A valid create body; every call a new title (and so a new derived slug). */
export function articleBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    title: `Test article number ${n} ${process.pid}`,
    excerpt: 'A short excerpt that is long enough.',
    content: `<p>Body of test article ${n}, long enough.</p>`,
    category: 'sexual_health',
    ...overrides,
  };
}

export async function createOk(agent: Agent, overrides: Record<string, unknown> = {}, key?: string): Promise<AdminArticleDetail> {
  const req = agent.post('/_api/admin/articles');
  if (key) req.set('Idempotency-Key', key);
  const res = await req.send(articleBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.article as AdminArticleDetail;
}

export async function editOk(agent: Agent, body: Record<string, unknown>): Promise<AdminArticleDetail> {
  const res = await agent.post('/_api/admin/articles/edit').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.article as AdminArticleDetail;
}


/** The events of one stream as stored, oldest first. */
export function streamEvents(t: TestApp, streamId: string) {
  return eventRows(t)
    .filter((r) => r.stream_id === streamId)
    .map((r) => ({ type: r.type, data: JSON.parse(r.data) as Record<string, unknown>, metadata: JSON.parse(r.metadata) as Record<string, unknown> }));
}

/** Slugs on the public magazine list (the first 100). */
export async function publicSlugs(t: TestApp): Promise<string[]> {
  const res = await t.request().get('/_api/articles?limit=100');
  expect(res.status).toBe(200);
  return (res.body.articles as { slug: string }[]).map((a) => a.slug);
}
