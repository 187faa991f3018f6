import { describe, expect, it } from 'vitest';
import { logsSince, send, settle, startMatrixApp, type Actor, type Agent, type Fixture, type Req } from './matrix.support.js';
import { routeKey, ROUTES, type RouteSpec } from './routes.manifest.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * SECURITY T27, the cross-site write matrix over every POST route of the manifest (which the
 * route table test holds equal to the routers): a write must be same-origin by Sec-Fetch-Site,
 * or by an Origin equal to PUBLIC_URL when no Sec-Fetch-Site is sent, and its body JSON. Every
 * refusal appends nothing; each 403 logs `malicious_csrf`. The caller carries the session the
 * route needs, as a browser would on a forged request. Documented exemptions (SECURITY 2-E,
 * api/shared/http.ts): RFC 8058 one-click unsubscribe (cross-site, form-encoded: its signed
 * token is the only authority) and the avatar upload's image body types.
 */

const EVIL = 'https://evil.test';

/** The forged-origin variants: each must be refused with 403. */
const CROSS_SITE: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
  ['no Sec-Fetch-Site, Origin evil', { Origin: EVIL }],
  ['no Sec-Fetch-Site, Origin null', { Origin: 'null' }],
  ['cross-site with the site\'s own Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost:3000' }],
  ['neither header', {}],
];

/** Non-JSON bodies sent same-origin: each must be refused with 415. */
type Raw = { name: string; send: (agent: Agent, path: string, fields: Record<string, unknown>) => PromiseLike<{ status: number; text: string }> };
const flat = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
const NOT_JSON: Raw[] = [
  { name: 'text/plain', send: (a, p, f) => a.post(p).set('Sec-Fetch-Site', 'same-origin').set('Content-Type', 'text/plain').send(JSON.stringify(f)) },
  { name: 'form', send: (a, p, f) => a.post(p).set('Sec-Fetch-Site', 'same-origin').type('form').send(flat(f)) },
  {
    name: 'multipart',
    send: (a, p, f) => {
      let r = a.post(p).set('Sec-Fetch-Site', 'same-origin');
      for (const [k, v] of Object.entries(flat(f))) r = r.field(k, v);
      return Object.keys(f).length ? r : r.field('x', '1');
    },
  },
];

interface Finding {
  route: string;
  variant: string;
  status: number;
  why: string;
}

describe('T27: cross-site write matrix over every POST', () => {
  let fx: Fixture;
  forAll(async () => (fx = await startMatrixApp()), 60_000);

  const posts = ROUTES.filter((r) => r.method === 'POST');

  /** The caller the route needs; a fresh account for routes that end or replace a session. */
  async function callerFor(route: RouteSpec): Promise<Actor> {
    // An admin holds every staff capability (schemas/shared/roles.ts).
    const role = route.access === 'public' || route.access === 'token' ? 'anonymous' : route.access === 'user' ? 'user' : 'admin';
    if (!route.fresh) return fx.actors[role];
    if (role === 'anonymous') return route.path === '/_api/auth/logout' ? fx.freshMember() : fx.freshSession('anonymous');
    return role === 'admin' ? fx.freshAdmin() : fx.freshMember();
  }

  /** Runs one attempt and checks it changed nothing; answers the status and whether malicious_csrf was logged. */
  async function refused(fn: () => PromiseLike<{ status: number; text: string }>) {
    await settle(fx);
    const before = await fx.t.eventCount();
    const logFrom = fx.t.logs.length;
    const res = await fn();
    await settle(fx);
    return {
      status: res.status,
      text: res.text,
      events: (await fx.t.eventCount()) - before,
      csrfLogged: logsSince(fx, logFrom).some((l) => l.event === 'malicious_csrf' && l.outcome === 'blocked'),
    };
  }

  it('every POST: forged origins -> 403, non-JSON bodies -> 415, 0 events on each, malicious_csrf logged; same-origin JSON passes', async () => {
    const findings: Finding[] = [];
    let rejections = 0;
    for (const route of posts) {
      // The one-click unsubscribes and the bounce webhook are posted by other servers: their token or secret is the authority.
      if (route.csrf === 'one-click' || route.csrf === 'webhook') continue;
      const caller = await callerFor(route);
      const req: Req = await route.request(fx, caller);
      const fields = Buffer.isBuffer(req.body) ? {} : (req.body ?? {});
      const key = routeKey(route);
      for (const [variant, headers] of CROSS_SITE) {
        const out = await refused(() => send(caller.agent, 'POST', route.path, req, headers));
        rejections += 1;
        if (out.status !== 403) findings.push({ route: key, variant, status: out.status, why: `expected 403: ${out.text.slice(0, 120)}` });
        else if (out.events !== 0) findings.push({ route: key, variant, status: out.status, why: `${out.events} events appended` });
        else if (!out.csrfLogged) findings.push({ route: key, variant, status: out.status, why: 'no malicious_csrf log line' });
      }
      for (const raw of NOT_JSON) {
        const out = await refused(() => raw.send(caller.agent, route.path, fields));
        rejections += 1;
        if (out.status !== 415) findings.push({ route: key, variant: raw.name, status: out.status, why: `expected 415: ${out.text.slice(0, 120)}` });
        else if (out.events !== 0) findings.push({ route: key, variant: raw.name, status: out.status, why: `${out.events} events appended` });
      }
      // The same request, same-origin with its JSON (or, for the avatar, image) body, is let through.
      const ok = await send(caller.agent, 'POST', route.path, req, { 'Sec-Fetch-Site': 'same-origin' });
      const wanted = route.expect;
      if (ok.status === 403 || ok.status === 415 || (wanted ? ok.status !== wanted : ok.status >= 300))
        findings.push({ route: key, variant: 'same-origin JSON', status: ok.status, why: `expected ${wanted ?? '2xx'}: ${ok.text.slice(0, 120)}` });
      // A browser without Sec-Fetch-Site whose Origin is the site's own is let through as well.
      if (!route.fresh && route.path !== '/_api/auth/register') {
        const again: Req = await route.request(fx, caller);
        const viaOrigin = await send(caller.agent, 'POST', route.path, again, { Origin: fx.t.config.publicUrl });
        if (viaOrigin.status === 403 || viaOrigin.status === 415)
          findings.push({ route: key, variant: 'Origin = PUBLIC_URL', status: viaOrigin.status, why: viaOrigin.text.slice(0, 120) });
      }
    }
    console.log(`T27: ${posts.length} POST routes, ${rejections} forged or non-JSON writes refused, ${findings.length} findings`);
    expect(findings.map((f) => `${f.route} [${f.variant}] -> ${f.status}: ${f.why}`)).toEqual([]);
  }, 120_000);

  it('one-click unsubscribe (RFC 8058) is the one cross-site form POST let in, and only with a genuine token', async () => {
    const path = '/_api/newsletter/unsubscribe';
    // The notifications' one-click unsubscribe (issue 29) has the same rule: api/notifications/notifications.api.test.ts.
    expect(posts.filter((r) => r.csrf === 'one-click').map((r) => r.path)).toEqual([path, '/_api/notifications/unsubscribe']);
    const oneClick = (token: string, headers: Record<string, string>) => {
      let r = fx.actors.anonymous.agent.post(`${path}?token=${encodeURIComponent(token)}`).type('form');
      for (const [k, v] of Object.entries(headers)) r = r.set(k, v);
      return r.send({ 'List-Unsubscribe': 'One-Click' });
    };
    // Without a genuine unsubscribe token nothing happens, from anywhere.
    for (const token of ['', 'fabricated.token', fx.newsletterToken('manage')]) {
      for (const [variant, headers] of CROSS_SITE) {
        const out = await refused(() => oneClick(token, headers));
        expect(out.status, `${variant} token=${token.slice(0, 12)}`).toBe(400);
        expect(out.events, variant).toBe(0);
      }
    }
    // The mail provider's POST: cross-site, form-encoded, no cookies, a genuine token.
    const res = await oneClick(fx.newsletterToken('unsubscribe'), { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://mail.example' });
    expect(res.status, res.text).toBe(200);
  });

  it('the avatar upload takes its image types only same-origin, and no form or text body', async () => {
    const route = posts.find((r) => r.csrf === 'image-body')!;
    expect(route.path).toBe('/_api/user/avatar');
    const caller = fx.actors.user;
    const req = await route.request(fx, caller);
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      const out = await refused(() => send(caller.agent, 'POST', route.path, { ...req, type }, { 'Sec-Fetch-Site': 'cross-site' }));
      expect(out.status, type).toBe(403);
      expect(out.events).toBe(0);
      expect(out.csrfLogged).toBe(true);
    }
    // An HTML form can send text/plain, urlencoded or multipart only: all refused before the body is read.
    const out = await refused(() => send(caller.agent, 'POST', route.path, { body: req.body as Buffer, type: 'text/plain' }, { 'Sec-Fetch-Site': 'same-origin' }));
    expect(out.status).toBe(415);
    expect(out.events).toBe(0);
  });
});
