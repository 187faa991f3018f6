import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMessages } from './routes.js';
import { eventually, registerMember, startLiveApp, type LiveApp } from './live.test-support.js';
import { openSse, type SseConnection } from './sse.test-support.js';
import { expectRefusals } from '../../tests/support/refusals.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * GET /_api/live (issue 10): Server-Sent Events of projected comment events, reconnection
 * with Last-Event-ID (replay exactly what was missed, or `reset` past the bound), topic
 * validation, the per-address cap, cleanup, and shutdown with streams open.
 */

type Agent = ReturnType<LiveApp['agent']>;

describe('live updates over SSE (in-process projector)', () => {
  let t: LiveApp;
  forAll(async () => (t = await startLiveApp({ TRUST_PROXY: '1' })));
  /** Two members, and the two articles they comment on. */
  let member: Agent, bea: Agent;
  let A: number, B: number;
  let ipCount = 0;
  const ip = () => `10.10.${(++ipCount >> 8) & 255}.${ipCount & 255}`;
  const open: SseConnection[] = [];
  const sse = async (query: string, headers: Record<string, string> = {}) => {
    const c = await openSse(t.base, `/_api/live?${query}`, { 'X-Forwarded-For': ip(), ...headers });
    open.push(c);
    return c;
  };
  const post = async (who: Agent, articleId: number, content: string) => {
    const res = await who.post('/_api/articles/comments').send({ articleId, content });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.comment.id as number;
  };
  /** Every live event arrived once, in log order. */
  const ordered = (c: SseConnection) => {
    const positions = c.live().map((e) => e.position);
    expect([...positions].sort()).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
  };

  beforeAll(async () => {
    member = await t.login('member', ip());
    bea = (await registerMember(t, 'Bea Listener', ip())).agent;
    const articles = (await t.agent().get('/_api/articles')).body.articles as { id: number }[];
    A = articles[0]!.id;
    B = articles[1]!.id;
  });
  // Registered after the app's, so it runs first: the streams end before the app closes.
  afterAll(() => {
    for (const c of open) c.close();
  });

  it('answers an uncompressed event stream with the SSE headers and the security headers, starting at the projected position', async () => {
    const c = await sse(`topic=article:${A}`, { 'Accept-Encoding': 'br, gzip, deflate' });
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(c.headers['cache-control']).toBe('no-cache, no-transform');
    expect(c.headers['x-accel-buffering']).toBe('no');
    expect(c.headers['content-encoding']).toBeUndefined();
    expect(c.headers['content-security-policy']).toContain("default-src 'self'");
    expect(c.headers['x-content-type-options']).toBe('nosniff');
    expect(c.headers['x-frame-options']).toBe('DENY');
    expect(c.headers.etag).toBeUndefined();
    const [ready] = await c.waitFor('ready');
    expect(ready!.id).toBe(t.runner.position());
    expect(JSON.parse(ready!.data)).toEqual({ position: t.runner.position() });
    expect(c.raw()).toMatch(/^retry: 3000\n/);
    c.close();
  });

  it("delivers another client's comment, its edit, a vote and the deletion, only to the article's topic, each id its position", async () => {
    const onA = await sse(`topic=article:${A}`);
    const onB = await sse(`topic=article:${B}&topic=thread:1`);
    await Promise.all([onA.waitFor('ready'), onB.waitFor('ready')]);
    const other = await post(member, B, 'A comment on the other article.');
    const id = await post(member, A, 'Live comment, seen by the other reader.');
    const [posted] = await onA.waitFor('live');
    expect(JSON.parse(posted!.data)).toEqual({ topic: `article:${A}`, kind: 'comment', id, position: posted!.id });
    expect((await member.post('/_api/comments/edit').send({ commentId: id, content: 'Live comment, edited.' })).status).toBe(200);
    expect((await bea.post('/_api/comments/vote').send({ commentId: id, voteType: 'upvote' })).status).toBe(200);
    expect((await member.post('/_api/comments/delete').send({ commentId: id })).status).toBe(200);
    await onA.waitFor('live', 4);
    expect(onA.live().map((e) => [e.kind, e.id, e.topic])).toEqual([
      ['comment', id, `article:${A}`],
      ['comment-edited', id, `article:${A}`],
      ['vote', id, `article:${A}`],
      ['comment-deleted', id, `article:${A}`],
    ]);
    expect(onA.messages.filter((m) => m.event === 'live').map((m) => m.id)).toEqual(onA.live().map((e) => e.position));
    ordered(onA);
    await onB.waitFor('live');
    expect(onB.live()).toEqual([expect.objectContaining({ topic: `article:${B}`, kind: 'comment', id: other })]);
    onA.close();
    onB.close();
  });

  it('a reconnect with Last-Event-ID (or ?since=) replays exactly the missed events, then continues live: none lost, none twice', async () => {
    const first = await sse(`topic=article:${A}`);
    await first.waitFor('ready');
    const seen = await post(member, A, 'Seen before the connection dropped.');
    await first.waitFor('live');
    expect(first.live().map((e) => e.id)).toEqual([seen]);
    const lastId = first.lastEventId!;
    first.close();

    // Missed while away: two comments and a vote on A, one comment on B.
    const x2 = await post(member, A, 'Missed comment number two.');
    const x3 = await post(bea, A, 'Missed comment number three.');
    await post(member, B, 'Missed, but on another article.');
    expect((await bea.post('/_api/comments/vote').send({ commentId: x2, voteType: 'upvote' })).status).toBe(200);
    const missed = [
      ['comment', x2],
      ['comment', x3],
      ['vote', x2],
    ];

    const resumed = await sse(`topic=article:${A}`, { 'Last-Event-ID': lastId });
    const bySince = await sse(`topic=article:${A}&since=${lastId}`);
    for (const c of [resumed, bySince]) {
      await c.waitFor('ready');
      const before = c.messages.findIndex((m) => m.event === 'ready');
      expect(c.messages.slice(0, before).filter((m) => m.event === 'live').length).toBe(3);
      expect(c.live().map((e) => [e.kind, e.id])).toEqual(missed);
    }
    const x4 = await post(member, A, 'Posted after the reconnect.');
    for (const c of [resumed, bySince]) {
      await c.waitFor('live', 4);
      expect(c.live().map((e) => [e.kind, e.id])).toEqual([...missed, ['comment', x4]]);
      ordered(c);
    }
    // Last-Event-ID (the browser's own reconnect) wins over a stale ?since=.
    const newest = resumed.lastEventId!;
    const both = await sse(`topic=article:${A}&since=${lastId}`, { 'Last-Event-ID': newest });
    await both.waitFor('ready');
    expect(both.live()).toEqual([]);
    for (const c of [resumed, bySince, both]) c.close();
  });

  it('past the replay bound (500 events scanned) the client is told to reset, then gets live events', async () => {
    const first = await sse(`topic=article:${A}`);
    await first.waitFor('ready');
    const lastId = first.lastEventId!;
    first.close();
    await post(member, A, 'Posted before a flood of other events.');
    const filler = Array.from({ length: 520 }, (_, i) => ({
      id: randomUUID(),
      type: 'LiveTestFiller',
      data: { i },
      metadata: { actorId: null, actorRole: 'system' as const, correlationId: 'live-filler', causationId: null, at: new Date().toISOString() },
    }));
    const res = await t.deps.store.append(`live-filler-${randomUUID()}`, filler, 'no_stream');
    await t.deps.awaitProjection(res.position);

    const c = await sse(`topic=article:${A}`, { 'Last-Event-ID': lastId });
    const [reset] = await c.waitFor('reset');
    expect(reset!.id).toBe(t.runner.position());
    expect(JSON.parse(reset!.data)).toEqual({ position: t.runner.position() });
    await c.waitFor('ready');
    expect(c.live()).toEqual([]);
    const next = await post(member, A, 'Live again after the reset.');
    await c.waitFor('live');
    expect(c.live().map((e) => e.id)).toEqual([next]);

    // An id this server never sent (not a position at all) is a reset too, not an error.
    const odd = await sse(`topic=article:${A}`, { 'Last-Event-ID': 'not-a-position' });
    expect(odd.status).toBe(200);
    await odd.waitFor('reset');
    c.close();
    odd.close();
  });

  it('refuses bad topic lists with 400 and opens nothing', async () => {
    await expectRefusals((query: string) => t.agent(ip()).get(`/_api/live?${query}`), [
      [liveMessages.noTopic, ''],
      [liveMessages.tooManyTopics, Array.from({ length: 11 }, (_, i) => `topic=article:${i + 1}`).join('&')],
      [liveMessages.badTopic, 'topic=user:1', 'topic=thread:0', 'topic=thread:-3', 'topic=thread:abc', 'topic=article:1.5', 'topic=article:99999999999999999999', `topic=article:${A}&topic=`],
      [liveMessages.badSince, `topic=article:${A}&since=yesterday`, `topic=article:${A}&since=1&since=2`],
      [liveMessages.unknownParameter, `topic=article:${A}&foo=1`],
    ]);
    // Eleven parameters are refused even when one repeats; ten are fine.
    const eleven = await sse(Array.from({ length: 10 }, (_, i) => `topic=thread:${i + 1}`).join('&') + '&topic=thread:1');
    expect(eleven.status).toBe(400);
    eleven.close();
    const ten = await sse(Array.from({ length: 10 }, (_, i) => `topic=thread:${i + 1}`).join('&'));
    expect(ten.status).toBe(200);
    ten.close();
    await eventually('streams closed', () => t.live.hub.size === 0);
  });

  it('caps open streams per address at 20 (429 with Retry-After); closing one frees a place', async () => {
    const addr = ip();
    const conns: SseConnection[] = [];
    for (let i = 0; i < 20; i++) conns.push(await sse(`topic=article:${A}`, { 'X-Forwarded-For': addr }));
    expect(conns.map((c) => c.status)).toEqual(Array(20).fill(200));
    const refused = await t.agent(addr).get(`/_api/live?topic=article:${A}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: liveMessages.tooManyStreams });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await sse(`topic=article:${A}`);
    expect(elsewhere.status).toBe(200);
    conns[0]!.close();
    await eventually('one place freed', () => t.live.hub.size === 20);
    const again = await sse(`topic=article:${A}`, { 'X-Forwarded-For': addr });
    expect(again.status).toBe(200);
    for (const c of [...conns, elsewhere, again]) c.close();
    await eventually('all closed', () => t.live.hub.size === 0);
  });

  it('leaks nothing after 100 connect/close cycles (streams, topics, per-address counts, socket listeners)', async () => {
    await eventually('idle', () => t.live.hub.size === 0);
    const listenersBefore = t.server.listenerCount('connection') + t.server.listenerCount('request');
    for (let i = 0; i < 100; i++) {
      const c = await sse(`topic=article:${A}&topic=thread:${i + 1}`, { 'X-Forwarded-For': '10.99.0.1' });
      if (i % 2 === 0) await c.waitFor('ready');
      c.close();
      open.pop();
    }
    // And 10 at once, closed together.
    const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => sse(`topic=thread:${i + 1}`, { 'X-Forwarded-For': `10.98.0.${i}` })));
    for (const c of batch) c.close();
    await eventually('every stream detached', () => t.live.hub.size === 0 && t.live.hub.topicCount === 0 && t.live.hub.addressCount === 0);
    expect(t.server.listenerCount('connection') + t.server.listenerCount('request')).toBe(listenersBefore);
    // Delivery after all that still works, to a new stream only.
    const c = await sse(`topic=article:${A}`);
    await c.waitFor('ready');
    const id = await post(member, A, 'Still delivered after the churn.');
    await c.waitFor('live');
    expect(c.live().map((e) => e.id)).toEqual([id]);
    c.close();
  });

  it('never writes: opening and reading a stream appends nothing and saves no session', async () => {
    const events = await t.deps.store.count();
    const res = await openSse(t.base, `/_api/live?topic=article:${A}`, { 'X-Forwarded-For': ip() });
    await res.waitFor('ready');
    expect(res.headers['set-cookie']).toBeUndefined();
    res.close();
    expect(await t.deps.store.count()).toBe(events);
  });
});

describe('shutting down with streams open', () => {
  it('app.close() ends every open stream at once, so the HTTP server closes promptly', async () => {
    const t = await startLiveApp({ SEED_CONTENT: '0' });
    try {
      const conns = await Promise.all([1, 2, 3].map((i) => openSse(t.base, `/_api/live?topic=thread:${i}`)));
      await Promise.all(conns.map((c) => c.waitFor('ready')));
      const started = Date.now();
      const closing = t.close();
      await Promise.all(conns.map((c) => c.ended));
      const ended = Date.now() - started;
      await closing;
      const closed = Date.now() - started;
      console.info(`streams ended after ${ended} ms, app and server closed after ${closed} ms`);
      expect(ended).toBeLessThan(1000);
      expect(closed).toBeLessThan(2000);
      expect(t.live.hub.size).toBe(0);
    } finally {
      await t.close();
    }
  });
});
