import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../event-store/sqlite.js';
import { killAll, spawnTs, until, type Child } from '../../tests/support/procs.js';

/**
 * Two API processes on one event log (each with its own read model) both arm a schedule: the
 * one that took the command at once, the other from its sweep of its own read model. Both fire
 * at the time; the publish is decided on the article stream at its revision, so it happens once.
 */
describe('scheduled publishing with two API processes', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'osg-schedule-procs-'));
  const shared = { EVENTS_FILE: join(tmp, 'shared', 'events.db'), KEYS_FILE: join(tmp, 'shared', 'keys.db'), ARTICLE_SCHEDULE_SWEEP_MS: '300', LOG_LEVEL: 'warn' };
  const nodes: { child: Child; base: string }[] = [];
  const start = async (name: string, env: Record<string, string>) => {
    const child = spawnTs(`api-${name}`, 'api/server.ts', { ...shared, DATA_DIR: join(tmp, name), PORT: '0', HOST: '127.0.0.1', ...env });
    const ready = await child.ready(90_000);
    return { child, base: `http://127.0.0.1:${String(ready.port)}` };
  };

  beforeAll(async () => {
    nodes.push(...(await Promise.all([start('a', { SEED_DEMO: '1' }), start('b', { SEED_DEMO: '0', SEED_CONTENT: '0' })])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.child.stop()));
    await killAll();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('publishes once, at its time', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const admin = supertest.agent(a.base).set('Sec-Fetch-Site', 'same-origin');
    expect((await admin.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' })).status).toBe(200);
    const publishAt = new Date(Date.now() + 2500).toISOString();
    const res = await admin.post('/_api/admin/articles').send({
      title: `Two processes ${Date.now()}`, excerpt: 'An excerpt that is long enough.', content: '<p>Published once by two processes.</p>', category: 'sexual_health', publishAt,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, slug } = res.body.article as { id: number; slug: string };
    // B's read model has the schedule (its sweep arms it) before the time comes.
    await until('B sees the draft', async () => ((await supertest(b.base).get(`/_api/articles/article?slug=${slug}`)).status === 404 ? true : null), 5000);
    for (const n of [a, b]) await until(`published on ${n.base}`, async () => ((await supertest(n.base).get(`/_api/articles/article?slug=${slug}`)).status === 200 ? true : null), 15_000, 200);
    const store = openSqliteEventStore(shared.EVENTS_FILE, { pollMs: 0 });
    try {
      const events = await store.readStream(`article-${id}`);
      const published = events.filter((e) => e.type === 'ArticlePublished');
      expect(published).toHaveLength(1);
      expect(published[0]!.metadata.actorRole).toBe('system');
      expect(Date.parse(published[0]!.metadata.at)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    } finally {
      await store.close();
    }
  }, 60_000);
});
