import type { Context, Next } from 'koa';
import supertest from 'supertest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, loginAs, signUpBody, startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';

type Res = { status: number; headers: Record<string, string | string[] | undefined>; text: string; body: unknown };

/** Every state-changing route of the accounts API with a body it would accept. */
const POSTS: [string, Record<string, unknown>][] = [
  ['/_api/auth/login_with_password', { email: 'member@example.com', password: 'Member12345' }],
  ['/_api/auth/logout', {}],
  ['/_api/auth/register', { displayName: 'Cross Site', email: 'cross-site@example.test', password: 'Cross-Site-1', confirmPassword: 'Cross-Site-1', ageConfirmed: true }],
  ['/_api/auth/register/confirm', { token: 'abc.def' }],
  ['/_api/auth/password-reset/request', { email: 'member@example.com' }],
  ['/_api/auth/password-reset/confirm', { token: '2.abc', newPassword: 'Cross-Site-1', confirmNewPassword: 'Cross-Site-1' }],
  ['/_api/user/profile', { displayName: 'Cross Site' }],
  ['/_api/user/password', { currentPassword: 'Member12345', newPassword: 'Cross-Site-1', confirmNewPassword: 'Cross-Site-1' }],
];

/** SECURITY T28: the headers every response class carries. */
function expectSecurityHeaders(res: Res, what: string) {
  const h = res.headers;
  const csp = String(h['content-security-policy']);
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, what).toBe("'self'");
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
  const hsts = String(h['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), what).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts, what).toContain('includeSubDomains');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(['strict-origin-when-cross-origin', 'no-referrer'], what).toContain(h['referrer-policy']);
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(h['x-powered-by'], what).toBeUndefined();
  expect(h.server, what).toBeUndefined();
  expect(h['access-control-allow-origin'], what).toBeUndefined();
  expect(h['access-control-allow-credentials'], what).toBeUndefined();
  const vary = String(h.vary);
  expect(vary, what).toMatch(/\bOrigin\b/);
  expect(vary, what).toMatch(/\bSec-Fetch-Site\b/);
  expect(h['x-request-id'], what).toMatch(/^[0-9a-f-]{36}$/);
  const type = h['content-type'];
  if (type && /^(text|application\/json)/.test(String(type))) expect(String(type).toLowerCase(), what).toContain('charset=utf-8');
}

describe('HTTP error paths, transport limits, CSRF and headers', () => {
  let t: TestApp;
  let faulty: () => ReturnType<typeof supertest>;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    // Test-only fault injection, appended after every production middleware (no production code):
    // reached only by paths no router and no static handler answered.
    t.app.use(async (ctx: Context, next: Next) => {
      if (ctx.path === '/_api/__test/boom') throw new Error('SQLITE_ERROR: no such table: secret_table at /work/main/api/x.ts:12:3');
      if (ctx.path === '/_api/__test/disk-full') throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      return next();
    });
    const withFaults = t.app.callback();
    faulty = () => supertest(withFaults);
  });
  afterAll(async () => t.close());

  /** A same-origin JSON writer from a fresh address. */
  const post = (path: string, ip = freshIp()) => t.request().post(path).set('X-Forwarded-For', ip).set('Sec-Fetch-Site', 'same-origin');

  async function noEvents<T>(fn: () => Promise<T>): Promise<T> {
    // Earlier requests' acknowledged work (their items' claims and completions) lands first.
    await t.deps.work.idle();
    const before = await t.eventCount();
    const out = await fn();
    await t.deps.work.idle();
    expect(await t.eventCount()).toBe(before);
    return out;
  }

  describe('404 for unknown /_api paths', () => {
    it.each(['/_api/nope', '/_api/auth/nope', '/_api/user/profile/extra', '/_api', '/_api/'])('GET %s -> 404 { error }', async (path) => {
      const res = await t.request().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('POST to an unknown path -> 404 { error } with no event', async () => {
      const res = await noEvents(() => post('/_api/nope').send({ a: 1 }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
    });

    it('an unsupported method on a known path -> 405 with Allow', async () => {
      const res = await noEvents(() => t.request().put('/_api/auth/session').set('Sec-Fetch-Site', 'same-origin').send({}));
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ error: 'Method not allowed' });
      expect(String(res.headers.allow)).toContain('GET');
    });

    it('TRACE -> 405 with the security headers', async () => {
      const res = await t.request().trace('/_api/auth/session');
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ error: 'Method not allowed' });
      expectSecurityHeaders(res as unknown as Res, 'TRACE');
    });

    it('TRACK -> refused before the app (Node does not parse it): 400, nothing echoed', async () => {
      const server = createServer(t.app.callback()).listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const reply = await new Promise<string>((resolve, reject) => {
        const sock = connect(port, '127.0.0.1', () => sock.end('TRACK /_api/auth/session HTTP/1.1\r\nHost: x\r\nX-Echo-Me: s3cret-header\r\n\r\n'));
        let out = '';
        sock.on('data', (d) => (out += d));
        sock.on('end', () => resolve(out));
        sock.on('error', reject);
      });
      server.close();
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
      expect(reply).not.toContain('s3cret-header');
    });

    it.each(['TRACE', 'TRACK', 'DELETE'])('X-HTTP-Method-Override: %s is not honoured: a GET stays a GET', async (method) => {
      const res = await t.request().get('/_api/auth/session').set('X-HTTP-Method-Override', method);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: null });
    });
  });

  describe('400 for bodies that are not a JSON object (T20)', () => {
    it.each([
      ['malformed JSON', '{"email": "a@b.c",', 'Malformed JSON body'],
      ['a trailing garbage', '{"email": "a@b.c"} x', 'Malformed JSON body'],
      ['a JSON string', '"hello"', null],
      ['a JSON number', '42', null],
      ['JSON null', 'null', null],
      ['a JSON array', '[{"email": "a@b.c"}]', null],
      ['a __proto__ key', '{"__proto__": {"x": 1}}', 'Malformed JSON body'],
      ['a nested __proto__ key', '{"email": "a@b.c", "password": "x", "extra": {"__proto__": {"polluted": true}}}', 'Malformed JSON body'],
      // Not poisoning by itself (JSON.parse makes an own property); the strict schemas refuse the unknown key.
      ['a constructor.prototype key', '{"constructor": {"prototype": {"x": 1}}}', null],
    ])('%s -> 400 on every POST route, no event, no pollution', async (_name, raw, message) => {
      for (const [path] of POSTS) {
        const res = await noEvents(() => post(path).set('Content-Type', 'application/json').send(raw));
        if (raw.startsWith('{"constructor"')) {
          // A well-formed object: logout takes no fields, the user routes need a session first, the rest refuse the key.
          const expected = path === '/_api/auth/logout' ? 200 : path.startsWith('/_api/user/') ? 401 : 400;
          expect(res.status, path).toBe(expected);
          continue;
        }
        expect(res.status, `${path} ${raw}`).toBe(400);
        const body = res.body as { error?: string; message?: string };
        expect(typeof (body.error ?? body.message), path).toBe('string');
        if (message) expect(body.error ?? body.message, path).toBe(message);
        expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\/work\//);
      }
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('a body that does not parse is logged as a refused input with its reason, never its text', async () => {
      const mark = t.logs.length;
      const res = await noEvents(() => post('/_api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.c", "password": "hunter2-Secret"'));
      expect(res.status).toBe(400);
      const lines = t.logs.slice(mark);
      const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'input_validation_fail');
      expect(line).toMatchObject({ path: '/_api/auth/login', outcome: 'rejected', reason: 'entity.parse.failed' });
      expect(lines.join('\n')).not.toContain('hunter2');
    });

    it('an empty JSON body on a route that needs fields is a 400 with a message', async () => {
      const res = await noEvents(() => post('/_api/auth/register').set('Content-Type', 'application/json').send(''));
      expect(res.status).toBe(400);
    });
  });

  describe('413 for bodies over 32 KB (T20)', () => {
    it('refuses a 33 KB body on every POST route with no event', async () => {
      const big = JSON.stringify({ displayName: 'x'.repeat(33 * 1024) });
      for (const [path] of POSTS) {
        const res = await noEvents(() => post(path).set('Content-Type', 'application/json').send(big));
        expect(res.status, path).toBe(413);
        expect(res.body).toEqual({ error: 'Request body is too large' });
        expectSecurityHeaders(res as unknown as Res, `413 ${path}`);
      }
    });

    it('still parses a body just under the limit (then validation decides)', async () => {
      const body = JSON.stringify({ ...signUpBody(), displayName: 'y'.repeat(31 * 1024) });
      const res = await noEvents(() => post('/_api/auth/register').set('Content-Type', 'application/json').send(body));
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe('Display name must be no more than 50 characters long');
    });
  });

  describe('415 for bodies that are not JSON (T20)', () => {
    it.each([
      ['text/plain', (p: string) => post(p).set('Content-Type', 'text/plain').send('{"email":"member@example.com"}')],
      ['a form', (p: string) => post(p).type('form').send({ email: 'member@example.com', password: 'Member12345' })],
      ['multipart', (p: string) => post(p).field('email', 'member@example.com')],
      ['no body and no type', (p: string) => post(p)],
      ['application/xml', (p: string) => post(p).set('Content-Type', 'application/xml').send('<a/>')],
    ])('%s -> 415 on every POST route with no event', async (_name, send) => {
      for (const [path] of POSTS) {
        const res = await noEvents(() => send(path));
        expect(res.status, path).toBe(415);
        expect(res.body).toEqual({ error: 'Content-Type must be application/json' });
      }
    });

    it('accepts application/json with a charset', async () => {
      const res = await post('/_api/auth/password-reset/request').set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ email: freshEmail() }));
      expect(res.status).toBe(200);
    });
  });

  describe('403 for cross-site writes (T11, T27)', () => {
    const variants: [string, (r: ReturnType<ReturnType<TestApp['request']>['post']>) => ReturnType<ReturnType<TestApp['request']>['post']>][] = [
      ['Sec-Fetch-Site: cross-site', (r) => r.set('Sec-Fetch-Site', 'cross-site')],
      ['Sec-Fetch-Site: same-site', (r) => r.set('Sec-Fetch-Site', 'same-site')],
      ['Sec-Fetch-Site: none', (r) => r.set('Sec-Fetch-Site', 'none')],
      ['an evil Origin and no Sec-Fetch-Site', (r) => r.set('Origin', 'https://evil.test')],
      ['an Origin differing only in scheme', (r) => r.set('Host', 'site.test').set('Origin', 'https://site.test')],
      ['an Origin differing only in port', (r) => r.set('Host', 'site.test').set('Origin', 'http://site.test:8080')],
      ['neither header', (r) => r],
      ['cross-site Sec-Fetch-Site with a same Origin', (r) => r.set('Sec-Fetch-Site', 'cross-site').set('Host', 'site.test').set('Origin', 'http://site.test')],
    ];

    it.each(variants)('%s -> 403 on every POST route, 0 events, one malicious_csrf line each', async (_name, decorate) => {
      for (const [path, body] of POSTS) {
        const mark = t.logs.length;
        const res = await noEvents(() => decorate(t.request().post(path).set('X-Forwarded-For', freshIp())).send(body));
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ error: 'Cross-site request refused' });
        expect(res.headers['set-cookie'], path).toBeUndefined();
        const lines = t.logs.slice(mark).filter((l) => l.includes('"malicious_csrf"'));
        expect(lines, path).toHaveLength(1);
        expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'malicious_csrf', path, outcome: 'blocked', requestId: expect.any(String) });
        expectSecurityHeaders(res as unknown as Res, `403 ${path}`);
      }
    });

    it('a signed-in member cross-site cannot change their profile or password', async () => {
      const agent = await loginAs(t, 'member');
      for (const [path, body] of POSTS.filter(([p]) => p.startsWith('/_api/user/'))) {
        const res = await noEvents(() => agent.post(path).set('Sec-Fetch-Site', 'cross-site').send(body));
        expect(res.status).toBe(403);
      }
      expect((await agent.get('/_api/auth/session')).body.user.displayName).toBe('Demo Member');
    });

    it('GET, HEAD and OPTIONS are not subject to the check', async () => {
      expect((await t.request().get('/_api/auth/session').set('Sec-Fetch-Site', 'cross-site')).status).toBe(200);
      expect((await t.request().head('/_api/auth/session').set('Sec-Fetch-Site', 'cross-site')).status).toBe(200);
      const options = await t.request().options('/_api/auth/login_with_password').set('Origin', 'https://evil.test');
      expect(options.headers['access-control-allow-origin']).toBeUndefined();
      expect(options.headers['access-control-allow-methods']).toBeUndefined();
    });
  });

  describe('T28 headers on every response class', () => {
    it('200, 201, 304, 400, 401, 403, 404, 405, 413, 415, 429 and 503 carry the security headers', async () => {
      const member = await loginAs(t, 'member');
      const ip = freshIp();
      const responses: [string, Res][] = [];
      const add = async (what: string, expected: number, p: PromiseLike<unknown>) => {
        const res = (await p) as Res;
        expect(res.status, what).toBe(expected);
        responses.push([what, res]);
      };
      await add('200 session', 200, member.get('/_api/auth/session'));
      await add('200 profile', 200, member.get('/_api/user/profile'));
      await add('200 demo credentials', 200, t.request().get('/_api/auth/demo-credentials'));
      const tag = String(responses.at(-1)![1].headers.etag);
      await add('304 demo credentials revalidated', 304, t.request().get('/_api/auth/demo-credentials').set('If-None-Match', tag));
      await add('202 register', 202, post('/_api/auth/register').send(signUpBody()));
      await add('400 register', 400, post('/_api/auth/register').send({}));
      await add('400 login', 400, post('/_api/auth/login_with_password').send({}));
      await add('401 profile', 401, t.request().get('/_api/user/profile'));
      await add('401 login', 401, post('/_api/auth/login_with_password').send({ email: 'member@example.com', password: 'Wrong-Pass-1' }));
      await add('403 ops as member', 403, member.get('/_api/ops/status'));
      await add('404 api', 404, t.request().get('/_api/nope'));
      await add('405 method', 405, t.request().put('/_api/auth/session').set('Sec-Fetch-Site', 'same-origin').send({}));
      await add('413 body', 413, post('/_api/auth/register').set('Content-Type', 'application/json').send(JSON.stringify({ a: 'x'.repeat(40_000) })));
      await add('415 type', 415, post('/_api/auth/register').set('Content-Type', 'text/plain').send('x'));
      for (let i = 0; i < 5; i++) await post('/_api/auth/password-reset/request', ip).send({ email: freshEmail() });
      await add('429 reset', 429, post('/_api/auth/password-reset/request', ip).send({ email: freshEmail() }));
      await add('503 web not built', 503, t.request().get('/'));
      await add('503 storage', 503, faulty().get('/_api/__test/disk-full'));
      await add('500 injected', 500, faulty().get('/_api/__test/boom'));
      for (const [what, res] of responses) {
        expectSecurityHeaders(res, what);
        if (what.includes('503 web')) expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        else if (what.startsWith('304')) expect(res.headers['content-type'], what).toBeUndefined();
        else expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
      }
      for (const [what, res] of responses.filter(([w]) => /session|profile|register|login|reset|demo/.test(w))) {
        expect(res.headers['cache-control'], what).toBe('no-store');
      }
      expect(Number(responses.find(([w]) => w === '429 reset')![1].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });

    it('the web client: 200 HTML shell, SPA fallback and hashed assets carry them too', async () => {
      // The harness serves the web client from <dataDir>/no-web; give it a tiny build.
      const root = join(t.dataDir, 'no-web');
      mkdirSync(join(root, 'assets'), { recursive: true });
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/assets/app-abc123.js"></script>');
      writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1);');
      // Pages answer 200; any other path gets the same shell (which renders Not Found) with 404.
      for (const [path, status] of [['/', 200], ['/profile', 200], ['/articles', 200], ['/forum/some-thread', 404]] as const) {
        const res = await t.request().get(path);
        expect(res.status, path).toBe(status);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expectSecurityHeaders(res as unknown as Res, `html ${path}`);
      }
      const asset = await t.request().get('/assets/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(String(asset.headers['content-type'])).toMatch(/javascript/);
      expect(String(asset.headers['cache-control'])).toContain('immutable');
      expectSecurityHeaders(asset as unknown as Res, 'asset');
      // Paths outside the root and unknown /_api paths never fall back to the shell.
      expect((await t.request().get('/assets/../../sessions.db')).text).not.toContain('SQLite');
      expect((await t.request().get('/_api/unknown')).status).toBe(404);
    });

    it('an Origin header never yields CORS headers', async () => {
      for (const origin of ['https://evil.test', 'null', 'http://127.0.0.1']) {
        const res = await t.request().get('/_api/auth/demo-credentials').set('Origin', origin);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    });
  });

  describe('T29 error hygiene', () => {
    it('an unexpected failure is 500 { error, requestId } without internals; the log has the stack under the same requestId', async () => {
      const res = await faulty().get('/_api/__test/boom');
      expect(res.status).toBe(500);
      expect(Object.keys(res.body).sort()).toEqual(['error', 'requestId']);
      expect(res.body.error).toBe('Internal error');
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
      expect(res.text).not.toMatch(/SQLITE|secret_table|\/work\/|\.ts|at /);
      const line = t.logs.map((l) => JSON.parse(l) as Record<string, any>).find((l) => l.requestId === res.body.requestId && l.err);
      expect(line).toBeDefined();
      expect(line!.err.stack).toContain('secret_table');
      expect(line!.level).toBe(50);
    });

    it('storage exhaustion is a 503 with a plain message', async () => {
      const res = await faulty().get('/_api/__test/disk-full');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: 'The service is temporarily unavailable. Please try again shortly.' });
    });

    it('a validation error never echoes more than 200 characters of the input', async () => {
      const payload = `<script>alert(1)</script>${'A'.repeat(5000)}`;
      const values = [
        post('/_api/auth/register').send({ ...signUpBody(), displayName: payload }),
        post('/_api/auth/register').send({ ...signUpBody(), email: payload }),
        post('/_api/auth/login_with_password').send({ email: payload, password: payload }),
        post('/_api/auth/password-reset/confirm').send({ token: payload, newPassword: payload, confirmNewPassword: payload }),
        post('/_api/user/profile').send({ avatarUrl: payload }),
      ];
      const keys = [post('/_api/auth/register').send({ ...signUpBody(), [payload]: 1 })];
      for (const [i, res] of (await Promise.all([...values, ...keys])).entries()) {
        expect([400, 401]).toContain(res.status);
        // Values are never echoed; an unknown key's name is, cut short.
        if (i < values.length) expect(res.text).not.toContain('<script>');
        expect(res.text).not.toContain('A'.repeat(201));
        expect(res.text.length).toBeLessThan(1000);
        const body = res.body as { error?: string; message?: string; issues?: { path: string; message: string }[] };
        expect((body.error ?? body.message)!.length).toBeLessThanOrEqual(200);
        for (const issue of body.issues ?? []) {
          expect(issue.path.length).toBeLessThanOrEqual(100);
          expect(issue.message.length).toBeLessThanOrEqual(200);
        }
      }
    });
  });
});

describe('production request limits (RATE_LIMITS=production)', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMITS: 'production' })));

  it('50 requests per 10 s per IP, then 429 with Retry-After; other addresses unaffected', async () => {
    const ip = freshIp();
    const mark = t.logs.length;
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await t.request().get('/_api/auth/session').set('X-Forwarded-For', ip)).status);
    expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
    expect(statuses[50]).toBe(429);
    const res = await t.request().get('/_api/auth/session').set('X-Forwarded-For', ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(res.body).toEqual({ error: 'Too many requests. Please slow down and try again shortly.' });
    expect(t.logs.slice(mark).filter((l) => l.includes('"excess_rate_limit_exceeded"'))).toHaveLength(2);
    expect((await t.request().get('/_api/auth/session').set('X-Forwarded-For', freshIp())).status).toBe(200);
  });

  it('3 sign-ups per IP per day, then 429 with no event', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.agent(ip).post('/_api/auth/register').send(signUpBody());
      expect(res.status).toBe(202);
    }
    await t.deps.work.idle();
    const before = await t.eventCount();
    const res = await t.agent(ip).post('/_api/auth/register').send(signUpBody());
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
    await t.deps.work.idle();
    expect(await t.eventCount()).toBe(before);
  });
});
