import { describe, expect, it } from 'vitest';
import { logsSince, send, sendStream, settle, startMatrixApp, type Actor, type Fixture, type Role } from './matrix.support.js';
import { routeKey, ROUTES, type RouteSpec } from './routes.manifest.js';
import { mountedRouters } from '../shared/route-table.js';
import { can, type Role as AccountRole } from '../../schemas/shared/roles.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * SECURITY T13, route x role over every route the app serves: anonymous gets 401 on every
 * write that needs an account and on the profile, password, account and admin routes; a member
 * gets 403 on every admin route; a moderator and an editor get in exactly where their role's
 * capabilities say (issue 27) and 403 elsewhere; another member is refused a member's own
 * resource; an admin is never refused. No refusal appends an event, and each 403 logs `authz_fail`. The manifest
 * (routes.manifest.ts) is checked against the routers' own tables first: no undocumented route.
 */

type Stack = { stack: { methods: string[]; path: string }[] };

/** The routers' table: every layer of every @koa/router mounted on the app, alone or in a route table (HEAD rides on GET). */
function routeTable(fx: Fixture): string[] {
  const keys = new Set<string>();
  const routers = mountedRouters(fx.t.app.middleware) as unknown as Stack[];
  expect(routers.length, 'routers found on the app').toBeGreaterThan(10);
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) if (method !== 'HEAD' || !layer.methods.includes('GET')) keys.add(`${method} ${layer.path}`);
    }
  }
  return [...keys].sort();
}

type Expected = 'ok' | 401 | 403 | 'refused';

/** The role a matrix actor signs in with (`other` is a second member). */
const signedInRole = (role: Exclude<Role, 'anonymous'>): AccountRole => (role === 'other' ? 'user' : role);

/** What `role` must get on `route`: a capability route lets in the roles that `can` use it (schemas/shared/roles.ts). */
function expected(route: RouteSpec, role: Role): Expected {
  if (role === 'other') return 'refused';
  if (route.access === 'public' || route.access === 'token') return 'ok';
  if (role === 'anonymous') return 401;
  if (route.access === 'user') return 'ok';
  if (route.access === 'admin') return role === 'admin' ? 'ok' : 403;
  return can(signedInRole(role), route.access) ? 'ok' : 403;
}

/** The roles each route is tried with, refusals first (so a refused caller never meets a resource a success removed). */
const rolesFor = (route: RouteSpec): Role[] => {
  const signedIn = (['user', 'moderator', 'editor', 'admin'] as const).filter((r) => r === 'user' || route.access !== 'user');
  return ['anonymous', ...(route.owner ? (['other'] as const) : []), ...signedIn.filter((r) => expected(route, r) !== 'ok'), ...signedIn.filter((r) => expected(route, r) === 'ok')];
};

interface Outcome {
  route: string;
  role: Role;
  status: number;
  expected: Expected;
  events: number;
  authzFail: boolean;
  ok: boolean;
  why?: string;
}

async function actorFor(fx: Fixture, route: RouteSpec, role: Role): Promise<Actor> {
  if (!route.fresh) return fx.actors[role];
  // Routes that end, replace or destroy a session (or the account) get an account of their own.
  if (role === 'anonymous') return fx.freshSession('anonymous');
  if (role === 'admin' || role === 'editor' || role === 'moderator') return fx.freshStaff(role);
  return fx.freshMember();
}

async function attempt(fx: Fixture, route: RouteSpec, role: Role): Promise<Outcome> {
  const actor = await actorFor(fx, route, role);
  const req = role === 'other' ? await route.owner!(fx, actor) : await route.request(fx, actor);
  await settle(fx);
  const before = await fx.t.eventCount();
  const logFrom = fx.t.logs.length;
  const headers = { 'Sec-Fetch-Site': 'same-origin' };
  const res = route.stream ? await sendStream(fx, actor, route.path, req, headers) : await send(actor.agent, route.method, route.path, req, headers);
  await settle(fx);
  const events = (await fx.t.eventCount()) - before;
  const authzFail = logsSince(fx, logFrom).some((l) => l.event === 'authz_fail');
  const want = expected(route, role);
  const out: Outcome = { route: routeKey(route), role, status: res.status, expected: want, events, authzFail, ok: true };
  const fail = (why: string) => Object.assign(out, { ok: false, why: `${why}: ${res.text.slice(0, 200)}` });
  if (res.status >= 500) return fail('server error');
  if (want === 'ok') {
    if (res.status === 401 || res.status === 403) return fail('refused an allowed caller');
    const wanted = route.expect;
    if (wanted ? res.status !== wanted : res.status >= 300) return fail(`expected ${wanted ?? '2xx'}`);
    return out;
  }
  const refused = want === 'refused' ? res.status === 403 || res.status === 404 : res.status === want;
  if (!refused) return fail(`expected ${want}`);
  if (events !== 0) return fail(`${events} events appended on a refusal`);
  if (res.status === 403 && !authzFail) return fail('403 without an authz_fail log line');
  return out;
}

describe('T13: route x role matrix over every route', () => {
  let fx: Fixture;
  forAll(async () => (fx = await startMatrixApp()), 60_000);

  it('the manifest lists exactly the routes the routers serve (no undocumented route)', () => {
    const manifest = ROUTES.map(routeKey).sort();
    expect(new Set(manifest).size, 'a route listed twice').toBe(manifest.length);
    expect(routeTable(fx)).toEqual(manifest);
  });

  it('every route under every role: 0 mismatches, 0 events on a refusal, authz_fail on each 403', async () => {
    const outcomes: Outcome[] = [];
    for (const route of ROUTES) for (const role of rolesFor(route)) outcomes.push(await attempt(fx, route, role));
    const mismatches = outcomes.filter((o) => !o.ok);
    const count = (s: (o: Outcome) => boolean) => outcomes.filter(s).length;
    console.log(
      `T13: ${ROUTES.length} routes, ${outcomes.length} calls: ${count((o) => o.status === 401)} x 401, ${count((o) => o.status === 403)} x 403, ` +
        `${count((o) => o.status < 300)} x 2xx, ${mismatches.length} mismatches; another member: ` +
        outcomes.filter((o) => o.role === 'other').map((o) => `${o.route} ${o.status}`).join(', '),
    );
    expect(mismatches.map((o) => `${o.role} ${o.route} -> ${o.status} (${o.why})`)).toEqual([]);
    // The matrix has teeth: each refusal kind happened where the manifest says it must.
    const staffOnly = ROUTES.filter((r) => !['public', 'token', 'user'].includes(r.access));
    expect(count((o) => o.expected === 401 && o.status === 401)).toBe(ROUTES.filter((r) => r.access === 'user').length + staffOnly.length);
    expect(count((o) => o.expected === 403 && o.status === 403)).toBe(
      staffOnly.reduce((n, r) => n + (['user', 'moderator', 'editor', 'admin'] as const).filter((role) => expected(r, role) === 403).length, 0),
    );
    // Each staff role is let in somewhere and kept out somewhere: the roles differ in the matrix itself.
    for (const role of ['moderator', 'editor'] as const) {
      expect(count((o) => o.role === role && o.status === 403), `${role} refused`).toBeGreaterThan(0);
      expect(count((o) => o.role === role && o.status < 300 && staffOnly.some((r) => routeKey(r) === o.route)), `${role} let in`).toBeGreaterThan(0);
    }
    expect(count((o) => o.role === 'other')).toBe(ROUTES.filter((r) => r.owner).length);
  }, 120_000);
});
