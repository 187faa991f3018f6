import Router from '@koa/router';
import Koa from 'koa';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_LIMITS, sessionMiddleware, signIn } from './auth.js';
import { errors } from './http.js';
import { openSqliteSessionStore, type SessionStore } from './sessions.js';

const MIN = 60_000;

/**
 * Issue 7 'Reads write': a signed-in read refreshes the session's stored expiry at most once
 * a minute and otherwise writes nothing, so a full disk never turns a page into a 503.
 * The real middleware and SQLite store, behind a store wrapper that counts (or fails) writes.
 */
describe('session refresh: reads do not write', () => {
  let dir: string;
  let inner: SessionStore;
  let writes: { sid: string; expiresAt: number }[];
  let diskFull: boolean;

  const wrapped = (): SessionStore => ({
    ...inner,
    get: (sid, maxAge) => inner.get(sid, maxAge),
    destroy: (sid) => inner.destroy(sid),
    async set(sid, data, maxAge) {
      writes.push({ sid, expiresAt: Date.now() + maxAge });
      if (diskFull) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      return inner.set(sid, data, maxAge);
    },
  });

  function server() {
    const app = new Koa({ keys: ['a-test-key-that-is-long-enough-000'] });
    app.silent = true;
    app.use(errors(pino({ level: 'silent' })));
    app.use(sessionMiddleware(app, wrapped(), { secure: false, onExpired: () => undefined }));
    const r = new Router();
    r.post('/login', async (ctx) => {
      await signIn(ctx, { userId: 7, role: 'user' });
      ctx.body = { ok: true };
    });
    r.get('/me', (ctx) => {
      ctx.status = ctx.session?.userId ? 200 : 401;
      ctx.body = { userId: ctx.session?.userId ?? null };
    });
    app.use(r.routes());
    return supertest.agent(app.callback());
  }

  let clock = Date.parse('2031-03-01T10:00:00Z');
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-session-refresh-'));
    inner = openSqliteSessionStore(join(dir, 'sessions.db'));
    writes = [];
    diskFull = false;
    clock += 10 * SESSION_LIMITS.user.absolute;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await inner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function signedIn() {
    const agent = server();
    expect((await agent.post('/login')).status).toBe(200);
    writes = [];
    return agent;
  }

  it('20 signed-in GETs in a row cause at most one session write', async () => {
    const agent = await signedIn();
    for (let i = 0; i < 20; i++) {
      vi.setSystemTime(clock + i * 1000);
      expect((await agent.get('/me')).body.userId).toBe(7);
    }
    expect(writes.length).toBeLessThanOrEqual(1);
  });

  it('with every session write failing (SQLITE_FULL), signed-in GETs keep answering 200', async () => {
    const agent = await signedIn();
    diskFull = true;
    for (let i = 0; i < 5; i++) expect((await agent.get('/me')).status).toBe(200);
    // A refresh that is due but cannot be saved does not fail the read either.
    vi.setSystemTime(clock + 2 * MIN);
    const res = await agent.get('/me');
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(7);
  });

  it('after more than a minute, a GET refreshes the expiry once', async () => {
    const agent = await signedIn();
    vi.setSystemTime(clock + MIN + 1000);
    for (let i = 0; i < 5; i++) expect((await agent.get('/me')).status).toBe(200);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.expiresAt).toBeGreaterThanOrEqual(clock + MIN + 1000 + SESSION_LIMITS.user.idle);
  });

  it('the idle limit still signs the member out (within the one-minute refresh window)', async () => {
    const agent = await signedIn();
    vi.setSystemTime(clock + 30 * 1000);
    expect((await agent.get('/me')).status).toBe(200);
    // Activity 30 s after login wrote nothing, so the idle clock runs from login: the
    // tolerance the refresh window allows (at most one minute early).
    vi.setSystemTime(clock + SESSION_LIMITS.user.idle - 1000);
    expect((await agent.get('/me')).status).toBe(200);
    vi.setSystemTime(clock + 2 * SESSION_LIMITS.user.idle);
    expect((await agent.get('/me')).status).toBe(401);
  });
});
