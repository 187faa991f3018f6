import cookiejar from 'cookiejar';
import type Koa from 'koa';
import supertest from 'supertest';
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedContext } from '../../ops/seed/accounts.js';
import { decodeEml, freshEmail, freshIp, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { createAccount } from '../auth/register-user.command.js';
import { accountExports } from '../account/export.command.js';
import { notificationDeliveryKey } from '../notifications/delivery.js';
import { signToken } from '../newsletter/tokens.js';

/**
 * The shared set-up of the route x role matrix (T13) and the cross-site write matrix (T27): one
 * app with the seeded content, a signed-in client per role, the fixture ids the manifest's
 * requests need, and one way to send a manifest request and see what it changed.
 */

export type Agent = ReturnType<typeof supertest.agent>;
/** `user` and `other` are members; `moderator`, `editor` and `admin` the staff roles (issue 27). */
export type Role = 'anonymous' | 'user' | 'other' | 'moderator' | 'editor' | 'admin';

export interface Actor {
  role: Role;
  agent: Agent;
  id: number | null;
  email: string | null;
  password: string | null;
}

export interface Fixture {
  t: TestApp;
  server: ReturnType<Koa['callback']>;
  actors: Record<Role, Actor>;
  article: { id: number; slug: string };
  forumCategoryId: number;
  /** Another forum category: where a moved thread goes. */
  otherForumCategoryId: number;
  threadId: number;
  expert: { id: number; interviewSlug: string };
  products: { id: number; category: string }[];
  criteria: { id: number; categories: string[] }[];
  newsletterCategoryIds: number[];
  /** member@example.com's confirmed subscription (the user actor's own address). */
  subscriptionId: number;
  /** Registers another member (a fresh session of the user role). */
  freshMember(): Promise<Actor>;
  /** Creates another admin account and signs it in. */
  freshAdmin(): Promise<Actor>;
  /** Creates another account of a staff role and signs it in. */
  freshStaff(role: 'moderator' | 'editor' | 'admin'): Promise<Actor>;
  /** A new signed-in session of the same account as `role`, for routes that end or replace a session. */
  freshSession(role: Role): Promise<Actor>;
  /** A signed newsletter link token of `purpose` for the member's subscription. */
  newsletterToken(purpose: 'manage' | 'unsubscribe'): string;
  close(): Promise<void>;
}

const { CookieAccessInfo } = cookiejar;

/** The newsletter bounce webhook's shared secret in the matrix's app (routes.manifest.ts sends it). */
export const MATRIX_WEBHOOK_SECRET = 'matrix-webhook-secret-0123456789';

const DEMO = {
  member: { email: 'member@example.com', password: 'Member12345' },
  admin: { email: 'admin@example.com', password: 'Admin12345' },
  editor: { email: 'editor@example.com', password: 'Editor12345' },
  moderator: { email: 'moderator@example.com', password: 'Moderator12345' },
};

/** A client from its own address (the app trusts one proxy hop), keeping cookies, with no default headers. */
export function newAgent(server: Fixture['server']): Agent {
  return supertest.agent(server).set('X-Forwarded-For', freshIp());
}

async function signIn(server: Fixture['server'], role: Role, creds: { email: string; password: string }): Promise<Actor> {
  const agent = newAgent(server);
  const res = await agent.post('/_api/auth/login_with_password').set('Sec-Fetch-Site', 'same-origin').send(creds);
  if (res.status !== 200) throw new Error(`login ${creds.email}: ${res.status} ${res.text}`);
  return { role, agent, id: res.body.user.id as number, email: creds.email, password: creds.password };
}

export async function startMatrixApp(): Promise<Fixture> {
  // Views are appended on a timer: far in the future here, so no background append lands inside
  // the window where a refusal is checked for "no event".
  const t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off', TRUST_PROXY: '1', FORUM_VIEW_FLUSH_MS: '3600000', INTERVIEW_VIEW_FLUSH_MS: '3600000', NEWSLETTER_WEBHOOK_SECRET: MATRIX_WEBHOOK_SECRET });
  const server = t.app.callback();
  const get = async (path: string) => {
    const res = await supertest(server).get(path).set('X-Forwarded-For', freshIp());
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const user = await signIn(server, 'user', DEMO.member);
  const admin = await signIn(server, 'admin', DEMO.admin);
  const editor = await signIn(server, 'editor', DEMO.editor);
  const moderator = await signIn(server, 'moderator', DEMO.moderator);
  const freshMember = async (): Promise<Actor> => {
    const ip = freshIp();
    const m = await registerMember({ ...t, agent: () => supertest.agent(server).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', ip) } as TestApp, {}, ip);
    // Re-signed in on a client without the same-origin default, like every other actor.
    return signIn(server, 'user', { email: m.email, password: m.password });
  };
  const freshStaff = async (role: 'moderator' | 'editor' | 'admin'): Promise<Actor> => {
    const email = freshEmail(role);
    const password = 'Matrix-Staff-Pass-42';
    const { position } = await createAccount(t.deps, { email, password, displayName: `Matrix ${role}`, role }, seedContext(new Date()), { policy: false });
    await t.deps.awaitProjection(position);
    return signIn(server, role, { email, password });
  };
  const freshAdmin = () => freshStaff('admin');
  const other = { ...(await freshMember()), role: 'other' as const };
  const anonymous: Actor = { role: 'anonymous', agent: newAgent(server), id: null, email: null, password: null };

  const articles = (await get('/_api/articles')).articles as { id: number; slug: string }[];
  const categories = (await get('/_api/forum/categories')).json as { id: number; threadCount: number }[];
  const forumCategoryId = categories.find((c) => c.threadCount > 0)!.id;
  const threads = (await get(`/_api/forum/threads?categoryId=${forumCategoryId}`)) as { threads: { id: number }[] };
  const experts = (await get('/_api/experts')) as { id: number }[];
  const interviews = (await get('/_api/experts/interviews')).interviews as { slug: string }[];
  const products = (await get('/_api/products')).products as { id: number; category: string }[];
  const criteria = (await get('/_api/rating-criteria')) as { id: number; categories: string[] }[];
  const newsletterCategoryIds = ((await get('/_api/newsletter/preferences')).allCategories as { id: number }[]).map((c) => c.id);

  const subscriptionId = await confirmedSubscription(t, user, newsletterCategoryIds);
  const fx: Fixture = {
    t,
    server,
    actors: { anonymous, user, other, moderator, editor, admin },
    article: articles[0]!,
    forumCategoryId,
    otherForumCategoryId: categories.find((c) => c.id !== forumCategoryId)!.id,
    threadId: threads.threads[0]!.id,
    expert: { id: experts[0]!.id, interviewSlug: interviews[0]!.slug },
    products,
    criteria,
    newsletterCategoryIds,
    subscriptionId,
    freshMember,
    freshAdmin,
    freshStaff,
    async freshSession(role) {
      if (role === 'anonymous') return { ...anonymous, agent: newAgent(server) };
      if (role === 'admin' || role === 'editor' || role === 'moderator') return signIn(server, role, DEMO[role]);
      if (role === 'user') return signIn(server, 'user', DEMO.member);
      return { ...(await signIn(server, 'user', { email: other.email!, password: other.password! })), role: 'other' };
    },
    newsletterToken: (purpose) => signToken(t.deps.keys, { subscriptionId, purpose, issued: Date.now() }),
    close: () => t.close(),
  };
  return fx;
}

/** Subscribes the member's own address through the API and confirms it with the mailed link. */
async function confirmedSubscription(t: TestApp, user: Actor, categoryIds: number[]): Promise<number> {
  const sub = await user.agent
    .post('/_api/newsletter/subscribe')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ email: user.email, preferences: categoryIds.slice(0, 1), source: 'homepage' });
  if (sub.status !== 200) throw new Error(`subscribe: ${sub.status} ${sub.text}`);
  await t.deps.work.idle();
  const link = t
    .outbox()
    .map(decodeEml)
    .flatMap((text) => [...text.matchAll(/newsletter\/confirm\?token=([A-Za-z0-9._%~-]+)/g)])
    .pop();
  if (!link) throw new Error('no newsletter confirmation mail');
  const token = decodeURIComponent(link[1]!);
  const res = await user.agent.post('/_api/newsletter/confirm').set('Sec-Fetch-Site', 'same-origin').send({ token });
  if (res.status !== 200) throw new Error(`confirm subscription: ${res.status} ${res.text}`);
  // The answer names no id; the signed link carries it.
  return (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { subscriptionId: number }).subscriptionId;
}

/** What one manifest request sends: a concrete path (for `:params`), a query, and a JSON or raw body. */
export interface Req {
  path?: string;
  query?: Record<string, string>;
  body?: Record<string, unknown> | Buffer;
  /** Content-Type of a raw body (default application/json). */
  type?: string;
  /** Headers the request needs besides the caller's (a webhook's secret). */
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  text: string;
  body: unknown;
}

export type Headers = Record<string, string>;

/** Every append the app makes in the background (mail, sign-ups, exports) has landed. */
export async function settle(fx: Fixture): Promise<void> {
  await fx.t.deps.work.idle();
  await accountExports(fx.t.deps).idle();
  // A reply's notification mail is recorded a moment after the reply's answer (issue 29).
  await fx.t.deps.services.get(notificationDeliveryKey).idle();
}

const url = (path: string, query?: Record<string, string>) => (query && Object.keys(query).length ? `${path}?${new URLSearchParams(query)}` : path);

/** Sends one request as `agent` with exactly `headers` for the CSRF-relevant ones. */
export async function send(agent: Agent, method: 'GET' | 'POST', path: string, req: Req, headers: Headers): Promise<Reply> {
  const target = url(req.path ?? path, req.query);
  let r = method === 'GET' ? agent.get(target) : agent.post(target);
  for (const [k, v] of Object.entries({ ...headers, ...req.headers })) r = r.set(k, v);
  if (method === 'POST') {
    if (Buffer.isBuffer(req.body)) r = r.set('Content-Type', req.type ?? 'application/octet-stream').send(req.body);
    else r = r.set('Content-Type', 'application/json').send(JSON.stringify(req.body ?? {}));
  }
  const res = await r;
  return { status: res.status, text: res.text, body: res.body };
}

/**
 * A long-lived GET (Server-Sent Events): answered by its status line and headers, then the
 * connection is dropped. supertest would wait for an end that never comes.
 */
export async function sendStream(fx: Fixture, actor: Actor, path: string, req: Req, headers: Headers): Promise<Reply> {
  const server = createServer(fx.server).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const jar = (actor.agent as unknown as { jar?: { getCookies(a: unknown): { toValueString(): string } } }).jar;
  const cookie = jar?.getCookies(new CookieAccessInfo('127.0.0.1', '/', false)).toValueString() ?? '';
  try {
    return await new Promise<Reply>((resolve, reject) => {
      const r = httpRequest({ host: '127.0.0.1', port, path: url(path, req.query), headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } }, (res) => {
        resolve({ status: res.statusCode ?? 0, text: '', body: null });
        res.destroy();
      });
      r.on('error', reject);
      r.end();
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** Log lines written since `from`, parsed. */
export function logsSince(fx: Fixture, from: number): Record<string, unknown>[] {
  return fx.t.logs.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
}
