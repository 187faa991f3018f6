import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../shared/log.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import { staffAgent } from '../../tests/support/staff.js';
import { articleBody, createOk, streamEvents, type AdminFixture, adminFixture } from './admin.test-support.js';
import { articleSchedulerKey } from './schedules.js';
import { publishDueSchedule } from './schedule.commands.js';

const HOUR = 3600_000;

describe('scheduled publishing (issue 27)', () => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture();
  });
  afterAll(() => f.t.close());

  it('refuses a past or malformed publishAt with a clear message and no event, on schedule, create and edit', async () => {
    const a = await createOk(f.admin);
    const before = await f.t.eventCount();
    const past = await f.admin.post('/_api/admin/articles/schedule').send({ id: a.id, publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('Publish time must be in the future.');
    for (const bad of ['tomorrow', '2030-13-45T00:00:00Z', '2030-01-01', 42]) {
      const res = await f.admin.post('/_api/admin/articles/schedule').send({ id: a.id, publishAt: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error).toMatch(/Publish time must be a date and time/);
    }
    const create = await f.admin.post('/_api/admin/articles').send({ ...articleBody(), publishAt: new Date(Date.now() - 1000).toISOString() });
    expect(create.status).toBe(400);
    const edit = await f.admin.post('/_api/admin/articles/edit').send({ id: a.id, title: 'A new title here', publishAt: 'soon' });
    expect(edit.status).toBe(400);
    expect(await f.t.eventCount()).toBe(before);
  });

  it('lets editors and admins schedule; members 403, anonymous 401; moderators 403', async () => {
    const a = await createOk(f.admin);
    const body = { id: a.id, publishAt: new Date(Date.now() + HOUR).toISOString() };
    expect((await f.anon.post('/_api/admin/articles/schedule').send(body)).status).toBe(401);
    expect((await f.member.post('/_api/admin/articles/schedule').send(body)).status).toBe(403);
    const mod = await staffAgent(f.t, 'moderator');
    expect((await mod.agent.post('/_api/admin/articles/schedule').send(body)).status).toBe(403);
    expect((await mod.agent.post('/_api/admin/articles/preview-link').send({ id: a.id })).status).toBe(403);
    const editor = await staffAgent(f.t, 'editor');
    const res = await editor.agent.post('/_api/admin/articles/schedule').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.article.publishAt).toBe(body.publishAt);
    const list = await editor.agent.get('/_api/admin/articles?limit=100');
    expect(list.body.articles.find((x: { id: number }) => x.id === a.id).publishAt).toBe(body.publishAt);
  });

  it('a schedule given with a create is listed; cancel removes it and audits both', async () => {
    const publishAt = new Date(Date.now() + 2 * HOUR).toISOString();
    const res = await f.admin.post('/_api/admin/articles').send({ ...articleBody(), publishAt });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.article.publishAt).toBe(publishAt);
    const published = await f.admin.post('/_api/admin/articles').send({ ...articleBody(), publishAt, published: true });
    expect(published.status).toBe(400);
    const id = res.body.article.id as number;
    const cancel = await f.admin.post('/_api/admin/articles/schedule/cancel').send({ id });
    expect(cancel.status).toBe(200);
    expect(cancel.body.article.publishAt).toBeNull();
    // The cancelled schedule's job, fired anyway, publishes nothing.
    const out = await publishDueSchedule({ ...f.t.deps, now: () => new Date(Date.parse(publishAt) + 1000) }, id, publishAt, null);
    expect(out.events).toEqual([]);
    const types = streamEvents(f.t, `article-${id}`).map((e) => e.type);
    expect(types).toEqual(['ArticleCreated', 'ArticleScheduled', 'ArticleScheduleCancelled']);
    const audit = await f.admin.get(`/_api/admin/audit?limit=50`);
    const actions = (audit.body.entries as { action: string; targetId: number }[]).filter((e) => e.targetId === id).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['article.scheduled', 'article.schedule_cancelled']));
  });

  it('an edit sets, moves and (with null) cancels the schedule', async () => {
    const a = await createOk(f.admin);
    const first = new Date(Date.now() + 3 * HOUR).toISOString();
    const second = new Date(Date.now() + 4 * HOUR).toISOString();
    const set = await f.admin.post('/_api/admin/articles/edit').send({ id: a.id, excerpt: 'An edited excerpt, long enough.', publishAt: first });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.article.publishAt).toBe(first);
    expect((await f.admin.post('/_api/admin/articles/edit').send({ id: a.id, publishAt: second })).body.article.publishAt).toBe(second);
    expect((await f.admin.post('/_api/admin/articles/edit').send({ id: a.id, publishAt: null })).body.article.publishAt).toBeNull();
    expect(streamEvents(f.t, `article-${a.id}`).map((e) => e.type)).toEqual(['ArticleCreated', 'ArticleEdited', 'ArticleScheduled', 'ArticleScheduled', 'ArticleScheduleCancelled']);
  });

  it('a timer publishes at the time, once, as the system on the scheduling staff member\'s word', async () => {
    const a = await createOk(f.admin);
    const publishAt = new Date(Date.now() + 300).toISOString();
    expect((await f.admin.post('/_api/admin/articles/schedule').send({ id: a.id, publishAt })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    await f.t.deps.services.get(articleSchedulerKey).idle();
    const events = streamEvents(f.t, `article-${a.id}`).filter((e) => e.type === 'ArticlePublished');
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata.actorRole).toBe('system');
    expect(events[0]!.data).toMatchObject({ scheduledFor: publishAt, scheduledBy: f.adminId });
    const pub = await f.t.request().get(`/_api/articles/article?slug=${a.slug}`);
    expect(pub.status).toBe(200);
    const history = await f.admin.get(`/_api/admin/articles/${a.id}/history`);
    expect(history.body.entries.slice(0, 2)).toMatchObject([
      { type: 'ArticlePublished', publishAt, actor: { id: null, role: 'system' } },
      { type: 'ArticleScheduled', publishAt, actor: { id: f.adminId } },
    ]);
    const audit = await f.admin.get('/_api/admin/audit?limit=50');
    const byAdmin = (audit.body.entries as { action: string; targetId: number; actor?: { id: number } }[]).filter((e) => e.targetId === a.id).map((e) => e.action);
    expect(byAdmin).toContain('article.published_by_schedule');
  });
});

/** An app on `dataDir` whose clock reads `now()` from its first moment (a restart later in time). */
async function appAt(dataDir: string, now: () => Date) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '0', LOG_LEVEL: 'error' });
  const made = await createApp(config, { logger: createLogger('error'), webRoot: join(dataDir, 'no-web'), now });
  const seeded = await seedIfEmpty(made.deps);
  if (seeded) await made.deps.awaitProjection(seeded);
  return made;
}

describe('scheduled publishing across restarts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'osg-schedule-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a schedule due while the server was down is published at start, exactly once, also with two processes', async () => {
    const t0 = Date.now();
    const first = await appAt(dir, () => new Date(t0));
    const agent = supertest.agent(first.app.callback());
    const login = await agent.post('/_api/auth/login_with_password').set('Sec-Fetch-Site', 'same-origin').send({ email: 'admin@example.com', password: 'Admin12345' });
    expect(login.status).toBe(200);
    const created = await agent.post('/_api/admin/articles').set('Sec-Fetch-Site', 'same-origin').send({ ...articleBody(), publishAt: new Date(t0 + HOUR).toISOString() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug } = created.body.article as { id: number; slug: string };
    expect((await supertest(first.app.callback()).get(`/_api/articles/article?slug=${slug}`)).status).toBe(404);
    await first.close();

    // Two processes start on the same log after the time: both find the schedule due, one publishes.
    const later = () => new Date(t0 + 2 * HOUR);
    const [b, c] = await Promise.all([appAt(dir, later), appAt(dir, later)]);
    await Promise.all([b.deps.services.get(articleSchedulerKey).sweep(), c.deps.services.get(articleSchedulerKey).sweep()]);
    await b.deps.services.get(articleSchedulerKey).idle();
    await b.deps.awaitProjection((await b.deps.store.head()) ?? '');
    const res = await supertest(b.app.callback()).get(`/_api/articles/article?slug=${slug}`);
    expect(res.status).toBe(200);
    const published = (await b.deps.store.readStream(`article-${id}`)).filter((e) => e.type === 'ArticlePublished');
    expect(published).toHaveLength(1);
    await Promise.all([b.close(), c.close()]);
  });
});

describe('preview links (issue 27)', () => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture();
  });
  afterAll(() => f.t.close());

  // The page a link opens is server-rendered: api/articles/preview.ssr.test.ts.
  it('refuses members and anonymous callers a link', async () => {
    const a = await createOk(f.admin);
    expect((await f.anon.post('/_api/admin/articles/preview-link').send({ id: a.id })).status).toBe(401);
    expect((await f.member.post('/_api/admin/articles/preview-link').send({ id: a.id })).status).toBe(403);
    expect((await f.admin.post('/_api/admin/articles/preview-link').send({ id: 99999999 })).status).toBe(404);
  });
});
