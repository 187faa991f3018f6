import type { Context, Next } from 'koa';
import type Router from '@koa/router';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_PATH } from '../../schemas/auth/avatar-path.js';
import { freshIp, loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { mountedRouters, servesRoutes } from '../../api/shared/route-table.js';

/**
 * SECURITY T29, beyond api/shared/http.test.ts (which throws a fake SQL error after every
 * middleware): a real SQLite failure inside a real route, an internal error whose message carries
 * the request's own input, and the 200-character echo limit over every /_api route the routers
 * declare (found from the routers themselves, so a new route is covered without editing this file),
 * with every field name the schemas know set to a long marked value.
 */
const root = resolve(import.meta.dirname, '../..');
const MARK = 'A'.repeat(400);
const PAYLOAD = `<script>alert(1)</script>${MARK}`;
const LEAKS = [/SQLITE/i, /no such table/i, /forum_categories/, /\/work\//, /\.ts\b/, /\n\s+at /, /node:internal/, /secret-input/];

type Res = { status: number; text: string; headers: Record<string, string | string[] | undefined>; body: unknown };
type Line = Record<string, unknown> & { requestId?: string; level?: number; err?: { stack?: string; message?: string }; status?: number; msg?: string };

/** Each 500 body is exactly { error: 'Internal error', requestId }, nothing of the cause anywhere in the answer. */
function expectOpaque500(res: Res, what: string) {
  expect(res.status, what).toBe(500);
  expect(res.body, what).toEqual({ error: 'Internal error', requestId: res.headers['x-request-id'] });
  const everything = `${res.text}\n${JSON.stringify(res.headers)}`;
  for (const leak of LEAKS) expect(everything, `${what}: ${leak}`).not.toMatch(leak);
  expect(everything, what).not.toContain('A'.repeat(201));
}

/** Every field name the request schemas declare (object keys in schemas/**, events and messages aside). */
function schemaFieldNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/(\.test|events|messages)\.ts$/.test(entry.name))
        for (const m of readFileSync(path, 'utf8').matchAll(/^\s+([a-zA-Z]\w*)\??:\s*[a-zA-Z]/gm)) names.add(m[1]!);
    }
  };
  walk(join(root, 'schemas'));
  return [...names].sort();
}

/** Every GET and POST route under /_api (and /api/) from the routers mounted on the app. */
function declaredRoutes(t: TestApp): { method: 'GET' | 'POST'; path: string }[] {
  const out = new Map<string, { method: 'GET' | 'POST'; path: string }>();
  for (const router of mountedRouters(t.app.middleware)) {
    for (const layer of router.stack) {
      const path = String(layer.path);
      if (!/^\/(_api|api)\//.test(path)) continue;
      for (const method of layer.methods) if (method === 'GET' || method === 'POST') out.set(`${method} ${path}`, { method, path });
    }
  }
  return [...out.values()];
}

const chunks = <T>(xs: T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

describe('T29 error hygiene (every route, real faults)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMITS: 'off' });
    admin = await loginAs(t, 'admin');
  });
  afterAll(async () => t?.close());

  const logLines = (requestId: string) => t.logs.map((l) => JSON.parse(l) as Line).filter((l) => l.requestId === requestId);

  it('a real SQLite failure in a real route: 500 without internals; the log has the stack under the same requestId', async () => {
    // A route that reads the read model on every request (the public answers of the answer cache
    // are not read again until the read model moves, and renaming a table does not move it).
    const db = t.deps.rm.connection;
    expect((await t.request().get('/_api/rating-criteria')).status).toBe(200);
    db.exec('ALTER TABLE rating_criteria RENAME TO rating_criteria_gone');
    try {
      const res = await t.request().get('/_api/rating-criteria').set('X-Forwarded-For', freshIp());
      expectOpaque500(res as unknown as Res, 'GET /_api/rating-criteria');
      const lines = logLines(String(res.headers['x-request-id']));
      const error = lines.find((l) => l.err);
      expect(error?.level).toBe(50);
      expect(error?.err?.message).toMatch(/no such table: (main\.)?rating_criteria/);
      expect(error?.err?.stack).toMatch(/\n\s+at /);
      expect(lines.find((l) => l.msg === 'request')?.status).toBe(500);
    } finally {
      db.exec('ALTER TABLE rating_criteria_gone RENAME TO rating_criteria');
    }
    expect((await t.request().get('/_api/rating-criteria')).status).toBe(200);
  });

  it('an internal error that quotes the request body (and one claiming an exposable 5xx) never reaches the client', async () => {
    // Test-only faults placed where a route would run, after body parsing and the session.
    const stack = t.app.middleware;
    const at = stack.findIndex(servesRoutes);
    expect(at, 'the routes are mounted').toBeGreaterThan(0);
    stack.splice(at, 0, async (ctx: Context, next: Next) => {
      const body = JSON.stringify(ctx.request.body);
      if (ctx.path === '/_api/__t29/quotes-input')
        throw new TypeError(`Cannot read properties of undefined (reading 'secret-input') for ${body} in /work/main/api/x.ts:12:3`);
      if (ctx.path === '/_api/__t29/exposed-5xx')
        throw Object.assign(new Error(`upstream said SQLITE_CORRUPT for ${body}`), { status: 502, expose: true });
      return next();
    });
    const faulty = supertest(t.app.callback());
    for (const path of ['/_api/__t29/quotes-input', '/_api/__t29/exposed-5xx']) {
      const res = await faulty.post(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', freshIp()).send({ note: PAYLOAD });
      expectOpaque500(res as unknown as Res, path);
      const error = logLines(String(res.headers['x-request-id'])).find((l) => l.err);
      expect(error?.err?.stack, path).toContain('for {"note":');
    }
  });

  it('malformed JSON carrying a long input is a fixed 400 message', async () => {
    const res = await t.request().post('/_api/contact').set('Sec-Fetch-Site', 'same-origin').set('Content-Type', 'application/json').send(`{"message": "${PAYLOAD}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Malformed JSON body' });
  });

  it('no validation answer of any /_api route echoes more than 200 characters of the input', async () => {
    const fields = schemaFieldNames();
    expect(fields.length).toBeGreaterThan(50);
    const routes = declaredRoutes(t).filter((r) => r.path !== '/_api/live' && r.path !== '/_api/auth/logout');
    expect(routes.length).toBeGreaterThan(60);
    const param = encodeURIComponent(PAYLOAD);
    const failures: string[] = [];
    const statuses = new Map<string, number[]>();
    const check = (what: string, res: Res) => {
      const route = what.split(' ', 2).join(' ');
      statuses.set(route, [...(statuses.get(route) ?? []), res.status]);
      if (res.status >= 500) failures.push(`${what}: ${res.status} ${res.text.slice(0, 120)}`);
      if (res.status < 400) return; // accepted or ignored input is not an error answer
      if (res.text.includes('A'.repeat(201))) failures.push(`${what}: echoes over 200 characters: ${res.text.slice(0, 300)}`);
      // Values are never echoed; an unknown field's name is, cut to 40 characters (in JSON, never HTML).
      if (!what.endsWith('unknown-key') && res.text.includes('<script>')) failures.push(`${what}: echoes a value: ${res.text.slice(0, 300)}`);
      if (what.endsWith('unknown-key') && res.text.includes(PAYLOAD.slice(0, 41))) failures.push(`${what}: a field name over 40 characters`);
      const body = res.body as { error?: unknown; message?: unknown; issues?: { path: string; message: string }[] };
      const message = String(body.error ?? body.message ?? '');
      if (message.length > 200) failures.push(`${what}: error of ${message.length} characters`);
      for (const issue of body.issues ?? []) if (issue.path.length > 100 || issue.message.length > 200) failures.push(`${what}: issue too long`);
    };
    for (const { method, path } of routes) {
      const url = path.replace(/:\w+/g, param);
      // Anonymous and as the admin (who passes every role check), every known field set to the
      // payload in slices under the 32 KB body limit, then one unknown field named by the payload.
      for (const [who, client] of [['anon', t.request()], ['admin', admin]] as const) {
        const send = (extra: (r: supertest.Test) => supertest.Test) =>
          extra((method === 'GET' ? client.get(url) : client.post(url).set('Sec-Fetch-Site', 'same-origin')).set('X-Forwarded-For', freshIp()));
        const slices = method === 'GET' ? chunks(fields, 20) : chunks(fields, 40);
        for (const [i, slice] of slices.entries()) {
          const values = Object.fromEntries(slice.map((f) => [f, PAYLOAD]));
          check(`${method} ${path} ${who} fields#${i}`, (await send((r) => (method === 'GET' ? r.query(values) : r.send(values)))) as unknown as Res);
        }
        check(`${method} ${path} ${who} unknown-key`, (await send((r) => (method === 'GET' ? r.query({ [PAYLOAD]: '1' }) : r.send({ [PAYLOAD]: 1 })))) as unknown as Res);
      }
    }
    // The avatar upload takes raw image bytes, not JSON.
    check(
      `POST ${AVATAR_UPLOAD_PATH} admin bytes`,
      (await admin.post(AVATAR_UPLOAD_PATH).set('Sec-Fetch-Site', 'same-origin').set('Content-Type', 'image/png').send(Buffer.from(PAYLOAD))) as unknown as Res,
    );
    const rejected = [...statuses].filter(([, s]) => s.some((x) => x === 400)).length;
    console.log(`T29 echo: ${routes.length} routes, ${[...statuses.values()].flat().length} requests, ${rejected} of them refused the input with a 400`);
    expect(failures).toEqual([]);
    // Not vacuous: most routes did parse and refuse the input.
    expect(rejected).toBeGreaterThan(routes.length * 0.8);
  });
});
