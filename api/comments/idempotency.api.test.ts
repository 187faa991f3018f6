import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '../../schemas/shared/event.js';
import { eventRows, loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';

/**
 * SECURITY T37 through HTTP: a command retried with the same Idempotency-Key answers the first
 * result (same status, same id, same body) and appends nothing, whether the copies come in
 * sequence, concurrently, or after a response the client never received.
 */

type Agent = ReturnType<TestApp['agent']>;

describe('idempotent comment commands (T37)', () => {
  let t: TestApp;
  let member: Agent;
  let articleId: number;

  const count = (type: string) => eventRows(t).filter((e) => e.type === type).length;
  const post = (key: string, body: Record<string, unknown>) => member.post('/_api/articles/comments').set('Idempotency-Key', key).send(body);
  const newComment = async (content = 'A comment') => {
    const res = await member.post('/_api/articles/comments').send({ articleId, content });
    expect(res.status).toBe(201);
    return res.body.comment.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    member = await loginAs(t, 'member');
    articleId = ((await t.request().get('/_api/articles')).body.articles as { id: number }[])[3]!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('the same post twice in sequence: 201 twice, one id, one body, one CommentPosted', async () => {
    const before = count('CommentPosted');
    const key = randomUUID();
    const first = await post(key, { articleId, content: 'Posted once, sent twice' });
    const second = await post(key, { articleId, content: 'Posted once, sent twice' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(count('CommentPosted')).toBe(before + 1);
  });

  it('a reply retried with its key is posted once', async () => {
    const parent = await newComment('Parent');
    const before = count('CommentPosted');
    const key = randomUUID();
    const body = { articleId, content: 'A reply', parentCommentId: parent };
    const [a, b] = [await post(key, body), await post(key, body)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.comment.id).toBe(a.body.comment.id);
    expect(count('CommentPosted')).toBe(before + 1);
  });

  it('20 concurrent copies: one event, every answer 201 with the same comment', async () => {
    const before = count('CommentPosted');
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(key, { articleId, content: 'Racing copies' })));
    for (const r of responses) expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(new Set(responses.map((r) => r.body.comment.id)).size).toBe(1);
    expect(count('CommentPosted')).toBe(before + 1);
  });

  it('a key reused with a different body: 409 with a clear error, no event', async () => {
    const key = randomUUID();
    await post(key, { articleId, content: 'The first request' }).expect(201);
    const rows = eventRows(t).length;
    const res = await post(key, { articleId, content: 'Another request under the same key' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: idempotencyMessages.keyReused });
    expect(eventRows(t).length).toBe(rows);
  });

  it('a retried vote does not toggle twice', async () => {
    const id = await newComment('Vote on me');
    const key = randomUUID();
    const vote = () => member.post('/_api/comments/vote').set('Idempotency-Key', key).send({ commentId: id, voteType: 'upvote' });
    const first = await vote();
    const second = await vote();
    expect(first.body).toEqual({ success: true, commentId: id, voteScore: 1, userVote: 'upvote' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const voted = eventRows(t).filter((e) => e.type === 'CommentVoted' && (JSON.parse(e.data) as { commentId: number }).commentId === id);
    expect(voted).toHaveLength(1);
  });

  it('a retried edit appends one edit, a retried delete answers success again', async () => {
    const id = await newComment('Edit me');
    const [ek, dk] = [randomUUID(), randomUUID()];
    const edits = count('CommentEdited');
    for (let i = 0; i < 2; i++) await member.post('/_api/comments/edit').set('Idempotency-Key', ek).send({ commentId: id, content: 'Edited once' }).expect(200);
    expect(count('CommentEdited')).toBe(edits + 1);
    const deletes = count('CommentDeleted');
    for (let i = 0; i < 2; i++) await member.post('/_api/comments/delete').set('Idempotency-Key', dk).send({ commentId: id }).expect(200);
    expect(count('CommentDeleted')).toBe(deletes + 1);
  });

  it('the server commits but the response is lost on the way back: the retry answers the same comment', async () => {
    const server = http.createServer(t.app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const proxy = await responseDroppingProxy((server.address() as AddressInfo).port);
    try {
      const login = await t.request().post('/_api/auth/login_with_password').set('Sec-Fetch-Site', 'same-origin').send({ email: 'member@example.com', password: 'Member12345' });
      const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
      const key = randomUUID();
      const body = { articleId, content: 'Committed, answer lost' };
      const before = count('CommentPosted');
      await expect(postThrough(proxy.port, cookie, key, body)).rejects.toThrow();
      expect(proxy.dropped()).toBe(1); // the server did answer: the proxy threw the answer away
      expect(count('CommentPosted')).toBe(before + 1);
      const posted = eventRows(t).filter((e) => e.type === 'CommentPosted').at(-1)!;
      const retry = await member.post('/_api/articles/comments').set('Idempotency-Key', key).send(body);
      expect(retry.status).toBe(201);
      expect(retry.body.comment.id).toBe((JSON.parse(posted.data) as { commentId: number }).commentId);
      expect(count('CommentPosted')).toBe(before + 1);
    } finally {
      proxy.close();
      server.close();
    }
  });
});

/** A loopback TCP proxy that forwards each request and, once the server starts answering, cuts the client off. */
async function responseDroppingProxy(upstreamPort: number) {
  let dropped = 0;
  const proxy = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    client.pipe(upstream);
    upstream.once('data', () => {
      dropped += 1;
      client.destroy();
      upstream.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  proxy.listen(0, '127.0.0.1');
  await new Promise((resolve) => proxy.once('listening', resolve));
  return { port: (proxy.address() as AddressInfo).port, dropped: () => dropped, close: () => proxy.close() };
}

function postThrough(port: number, cookie: string, key: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/_api/articles/comments',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Idempotency-Key': key },
      },
      (res) => resolve(res.statusCode ?? 0),
    );
    req.on('error', reject);
    req.end(payload);
  });
}
