import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, spawnTs, type Child } from '../../tests/support/procs.js';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../../tests/support/redis.js';
import { eventually, startLiveApp, type LiveApp } from './live.test-support.js';
import { openSse, type SseConnection } from './sse.test-support.js';
import type { RecordedEvent } from '../event-store/port.js';
import { toPosition } from '../event-store/sqlite.js';

/** A comment event no command wrote: a node's hub reports it as if its runner had just projected it. */
const markerEvent = (commentId: number, articleId: number, position: string): RecordedEvent => ({
  id: `marker-${commentId}`,
  type: 'CommentPosted',
  streamId: `marker-${commentId}`,
  revision: 0,
  position,
  data: { commentId, articleId },
  metadata: { actorId: null, actorRole: 'system', correlationId: 'marker', causationId: null, at: new Date().toISOString() },
});

/**
 * Several API nodes and one projector worker (REDIS_URL): the worker projects the shared read
 * model and publishes each committed batch's live events on the read model's Redis channel;
 * every node subscribes, so a reader on node B hears a comment written through node A, though
 * neither API projected it.
 */
describe.skipIf(redisMissing)(withRedisReason('live updates across API nodes through Redis'), () => {
  let redis: PrivateRedis;
  let dataDir: string;
  let worker: Child;
  let a: LiveApp;
  let b: LiveApp;
  let article: number;
  const conns: SseConnection[] = [];
  const sse = async (node: LiveApp, headers: Record<string, string> = {}) => {
    const c = await openSse(node.base, `/_api/live?topic=article:${article}`, headers);
    conns.push(c);
    return c;
  };

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'osg-live-redis-'));
    worker = spawnTs('worker', 'workers/main.ts', { REDIS_URL: redis.url, DATA_DIR: dataDir });
    await worker.ready(60_000);
    // The worker projects the whole seed (articles and the forum) while the nodes wait: give a loaded machine time.
    const env = { REDIS_URL: redis.url, READ_WAIT_MS: '30000' };
    a = await startLiveApp(env, { dataDir });
    b = await startLiveApp(env, { dataDir });
    article = ((await a.agent().get('/_api/articles')).body.articles as { id: number }[])[0]!.id;
  }, 120_000);

  afterAll(async () => {
    for (const c of conns) c.close();
    try {
      await b?.close(false);
      await a?.close(false);
      await killAll();
    } finally {
      await redis?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a reader on node B (and one on A) receives a comment written through node A, projected by the worker', async () => {
    const onB = await sse(b);
    const onA = await sse(a);
    await Promise.all([onB.waitFor('ready'), onA.waitFor('ready')]);
    const member = await a.login('member');
    const res = await member.post('/_api/articles/comments').send({ articleId: article, content: 'Written through node A, heard on node B.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.comment.id as number;
    for (const c of [onB, onA]) {
      await c.waitFor('live', 1, 10_000);
      expect(c.live()).toEqual([{ topic: `article:${article}`, kind: 'comment', id, position: expect.any(String) }]);
    }
    // Neither API projected anything in process: the events came from the worker, over Redis.
    expect(a.runner.eventsPerSecond()).toBe(0);
    expect(b.runner.eventsPerSecond()).toBe(0);
    // B refetching on the event sees the comment (the worker committed before publishing).
    const list = await b.agent().get(`/_api/articles/comments?articleId=${article}&limit=100`);
    expect(JSON.stringify(list.body)).toContain('Written through node A, heard on node B.');
  }, 60_000);

  it('when the subscription to Redis is lost, the streams end; a reconnect with Last-Event-ID replays what was missed', async () => {
    const onB = await sse(b);
    await onB.waitFor('ready');
    const lastId = onB.lastEventId!;
    await redis.restart();
    await onB.ended;
    const member = await a.login('member');
    const res = await member.post('/_api/articles/comments').send({ articleId: article, content: 'Written while B was reconnecting.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const again = await sse(b, { 'Last-Event-ID': lastId });
    await again.waitFor('ready');
    expect(again.live().map((e) => e.id)).toEqual([res.body.comment.id]);
    // And live delivery over Redis works again.
    await eventually('B subscribed again', () => b.live.hub.size > 0, 5000);
    const next = await member.post('/_api/articles/comments').send({ articleId: article, content: 'After Redis came back.' });
    expect(next.status).toBe(201);
    await again.waitFor('live', 2, 10_000);
    expect(again.live().map((e) => e.id)).toEqual([res.body.comment.id, next.body.comment.id]);
  }, 90_000);

  it('without a worker, two API nodes projecting in process on one read model: each reader hears every event exactly once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osg-live-redis-inproc-'));
    // The worker projects the whole seed (articles and the forum) while the nodes wait: give a loaded machine time.
    const env = { REDIS_URL: redis.url, READ_WAIT_MS: '30000' };
    const c = await startLiveApp(env, { dataDir: join(dir, 'data') });
    const d = await startLiveApp(env, { dataDir: join(dir, 'data') });
    try {
      const target = ((await c.agent().get('/_api/articles')).body.articles as { id: number }[])[1]!.id;
      const open = async (node: LiveApp) => {
        const conn = await openSse(node.base, `/_api/live?topic=article:${target}`);
        conns.push(conn);
        await conn.waitFor('ready');
        return conn;
      };
      const [onC, onD] = [await open(c), await open(d)];
      const member = await c.login('member');
      const ids: number[] = [];
      for (const [i, via] of [c, d, c, d, c].entries()) {
        const writer = via === c ? member : await d.login('member');
        const res = await writer.post('/_api/articles/comments').send({ articleId: target, content: `In-process node comment number ${i + 1}.` });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids.push(res.body.comment.id as number);
      }
      // Every report either node will ever make of these comments is made once its runner has
      // passed them. A marker each node then reports through its own hub (delivered at once on its
      // streams, and published after everything it published before) reaches both streams only
      // after any duplicate from that node would have: so both markers on both streams first.
      const head = (await c.deps.store.head())!;
      await eventually('both runners past the comments', () => c.runner.position() === head && d.runner.position() === head, 10_000);
      const markers = [c, d].map((node, k) => {
        const id = 900_000_000 + k;
        node.live.hub.onProjected([markerEvent(id, target, toPosition(Number(head) + 1 + k))]);
        return id;
      });
      for (const conn of [onC, onD]) {
        await eventually('both markers on the stream', () => markers.every((m) => conn.live().some((e) => e.id === m)), 10_000);
        expect(conn.live().map((e) => e.id).sort()).toEqual([...ids, ...markers].sort());
      }
      // Both nodes projected in process (no worker here).
      expect(c.runner.eventsPerSecond() + d.runner.eventsPerSecond()).toBeGreaterThan(0);
    } finally {
      await d.close(false);
      await c.close(false);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
