import Database from 'better-sqlite3';
import { createHash, createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { notificationDeliveryKey } from '../../api/notifications/delivery.js';
import { createLogger } from '../../api/shared/log.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';

export const ORIGIN = 'http://127.0.0.1';

/**
 * A fresh app on a temp data dir with the demo accounts seeded; every log line is kept in
 * `logs` so tests can assert on security events and on what must never be logged.
 */
export async function startTestApp(env: Record<string, string | undefined> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-test-'));
  // A key given as undefined drops the default (e.g. `SEED_DEMO: undefined` for the production default).
  const merged: Record<string, string | undefined> = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '0', LOG_LEVEL: 'info', ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const config = loadConfig(merged);
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const { app, deps, runner, close } = await createApp(config, { logger: createLogger('info', sink), webRoot: join(dataDir, 'no-web') });
  const seeded = await seedIfEmpty(deps);
  if (seeded) await deps.awaitProjection(seeded);
  const server = app.callback();
  return {
    app,
    deps,
    runner,
    config,
    dataDir,
    logs,
    /** Log lines parsed as JSON. */
    events: () => logs.map((l) => JSON.parse(l) as Record<string, unknown>),
    request: () => supertest(server),
    /**
     * A cookie-keeping client that passes the CSRF check like a same-origin browser would.
     * With `ip` (apps started with TRUST_PROXY=1) every request carries that X-Forwarded-For.
     */
    agent: (ip?: string) => {
      const a = sameOrigin(supertest.agent(server));
      return ip ? a.set('X-Forwarded-For', ip) : a;
    },
    /** The log's length once the mails of earlier answers are recorded (a reply's NotificationMailed lands a moment after it, issue 29). */
    eventCount: async () => {
      await deps.services.get(notificationDeliveryKey).idle();
      return deps.store.count();
    },
    /** Events outside acknowledged work's own streams (`work-*`: an item's request, claims and completion). */
    async domainEventCount() {
      const db = new Database(config.files.events, { readonly: true });
      try {
        await deps.services.get(notificationDeliveryKey).idle();
        const work = db.prepare("SELECT count(*) FROM events WHERE stream_id LIKE 'work-%'").pluck().get() as number;
        return (await deps.store.count()) - work;
      } finally {
        db.close();
      }
    },
    outbox: () => readOutbox(join(dataDir, 'outbox')),
    async close() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
/** The smallest built web client: the HTML shell the server (and its renderer) fills. */
export const WEB_SHELL = '<!doctype html><html><head><title>Open Sex Guide</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

/**
 * A second app on a test app's data dir that serves a minimal built client (`WEB_SHELL` as its
 * index.html), and the server bundle `ssrEntry` when given: the public pages as a browser gets them.
 */
export async function webClientApp(app: TestApp, opts: { ssrEntry?: string; inProcessProjector?: boolean } = {}) {
  const root = join(app.dataDir, 'web');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), WEB_SHELL);
  const second = await createApp(app.config, { logger: app.deps.log, webRoot: root, ...opts });
  return { web: supertest(second.app.callback()), callback: second.app.callback(), close: second.close };
}

/** A signed-in (or anonymous) client of a test app. */
export type Agent = ReturnType<TestApp['agent']>;

/** The .eml files of an outbox folder, oldest first (file names sort in sending order). */
function readOutbox(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

function sameOrigin(agent: ReturnType<typeof supertest.agent>) {
  return agent.set('Sec-Fetch-Site', 'same-origin');
}

export async function loginAs(app: TestApp, who: 'member' | 'admin') {
  const agent = app.agent();
  const creds = who === 'admin' ? { email: 'admin@example.com', password: 'Admin12345' } : { email: 'member@example.com', password: 'Member12345' };
  const res = await agent.post('/_api/auth/login_with_password').send(creds);
  if (res.status !== 200) throw new Error(`login as ${who} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The demo admin and member signed in, with their ids, and an anonymous client. */
export interface DemoUsers {
  admin: Agent;
  adminId: number;
  member: Agent;
  memberId: number;
  anon: Agent;
}

export async function demoUsers(app: TestApp): Promise<DemoUsers> {
  const admin = await loginAs(app, 'admin');
  const member = await loginAs(app, 'member');
  const adminId = (await admin.get('/_api/auth/session')).body.user.id as number;
  const memberId = (await member.get('/_api/auth/session')).body.user.id as number;
  return { admin, adminId, member, memberId, anon: app.agent() };
}

let ipCounter = 0;
/** A fresh client address per call (10.x.y.z), for apps with TRUST_PROXY=1, so limiters never interfere between tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
/** A unique address per call. */
export function freshEmail(tag = 'user'): string {
  emailCounter += 1;
  return `${tag}-${process.pid}-${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A valid sign-up body; override any field. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  const password = (overrides.password as string | undefined) ?? 'Sturdy-Pass-42';
  return { displayName: 'New Member', email: freshEmail(), password, confirmPassword: password, ageConfirmed: true, ...overrides };
}

/** Registers a member through the API and returns its signed-in client and credentials. */
export async function registerMember(app: TestApp, overrides: Record<string, unknown> = {}, ip?: string) {
  const agent = app.agent(ip);
  const body = signUpBody(overrides);
  const res = await signUpAndConfirm(app, agent, body);
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, email: body.email as string, password: body.password as string, user: res.body.user as { id: number; role: string } };
}

let members = 0;
/** A newly registered member, signed in, named `name` or else `<prefix> <letter><n>` (a new name every call). */
export async function newMember(app: TestApp, prefix: string, name?: string): Promise<{ agent: Agent; id: number }> {
  members += 1;
  const m = await registerMember(app, { displayName: name ?? `${prefix} ${String.fromCharCode(65 + (members % 26))}${members}` });
  return { agent: m.agent, id: m.user.id };
}

type Requester = { post(path: string): supertest.Test };

/**
 * Signs up through `POST /_api/auth/register` (202, no session), then follows the emailed link
 * the way the confirm page does: the confirmation's response (200 `{ user }`, signed in on
 * `agent`) is returned, or the sign-up's own when it was refused.
 */
export async function signUpAndConfirm(app: { deps: Pick<TestApp['deps'], 'work' | 'config'> }, agent: Requester, body: Record<string, unknown>) {
  const res = await agent.post('/_api/auth/register').send(body);
  if (res.status !== 202) return res;
  await app.deps.work.idle();
  const token = confirmTokens({ outbox: () => readOutbox(app.deps.config.files.outbox) }, String(body.email).trim()).pop();
  if (!token) throw new Error(`no confirmation mail for ${String(body.email)}`);
  return agent.post('/_api/auth/register/confirm').send({ token });
}

/**
 * For an app in another process (spawned API nodes): waits until `outboxDir` holds at least `count`
 * mails to `to`, and returns them decoded, oldest first.
 */
export async function waitForMails(outboxDir: string, to: string, count = 1, timeoutMs = 15_000): Promise<string[]> {
  const header = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(outboxDir).filter((eml) => header.test(eml)).map(decodeEml);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails to ${to} in ${outboxDir}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The sign-up confirmation tokens in decoded mails. */
export const tokensInMails = (texts: string[]) =>
  texts.flatMap((text) => [...text.matchAll(/register\/confirm\?token=([^\s]+)/g)].map((m) => decodeURIComponent(m[1]!)));

/** Sign-up, then the emailed link's confirmation, against an app in another process writing mails to `outboxDir`. */
export async function signUpAndConfirmRemote(outboxDir: string, agent: Requester, body: Record<string, unknown>) {
  const res = await agent.post('/_api/auth/register').send(body);
  if (res.status !== 202) return res;
  const token = tokensInMails(await waitForMails(outboxDir, String(body.email).trim())).at(-1);
  if (!token) throw new Error(`no confirmation link in the mail to ${String(body.email)}`);
  return agent.post('/_api/auth/register/confirm').send({ token });
}

/** Sign-up confirmation tokens from the links in the outbox, oldest first, optionally only mails to `to`. */
export function confirmTokens(app: Pick<TestApp, 'outbox'>, to?: string): string[] {
  return app
    .outbox()
    .filter((eml) => !to || new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(eml))
    .map(decodeEml)
    .flatMap((text) => tokensInMails([text]));
}

/** Cookies set by a response, by name, with their attributes (lower-cased keys). */
export function setCookies(res: { headers: Record<string, unknown> }): Map<string, { value: string; attrs: Record<string, string | true>; raw: string }> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const out = new Map<string, { value: string; attrs: Record<string, string | true>; raw: string }>();
  for (const line of list) {
    const [pair, ...rest] = line.split(';').map((p) => p.trim());
    const eq = pair!.indexOf('=');
    const attrs: Record<string, string | true> = {};
    for (const a of rest) {
      const i = a.indexOf('=');
      if (i < 0) attrs[a.toLowerCase()] = true;
      else attrs[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    out.set(pair!.slice(0, eq), { value: pair!.slice(eq + 1), attrs, raw: line });
  }
  return out;
}

/** The text of a quoted-printable .eml body, decoded. */
export function decodeEml(eml: string): string {
  const body = eml.slice(eml.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body[i] === '=' ? body.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Reset tokens from the links in the outbox, oldest first, optionally only mails to `to`. */
export function resetTokens(app: TestApp, to?: string): string[] {
  return app
    .outbox()
    .filter((eml) => !to || new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').test(eml))
    .map(decodeEml)
    .flatMap((text) => [...text.matchAll(/reset-password\?token=([^\s]+)/g)].map((m) => decodeURIComponent(m[1]!)));
}

/** The sessions table row key of a cookie value (rows are keyed by its sha256, never the value). */
export const sessionRowId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

/** Every row of `<dataDir>/sessions.db`, read through a separate connection. */
export function sessionRows(app: TestApp): { id: string; user_id: number | null; data: string }[] {
  const db = new Database(app.config.files.sessions, { readonly: true });
  try {
    return db.prepare('SELECT id, user_id, data FROM sessions').all() as { id: string; user_id: number | null; data: string }[];
  } finally {
    db.close();
  }
}

/** Every row of the event log (`<dataDir>/events.db`, table events), in commit order. */
export function eventRows(app: TestApp): { position: number; stream_id: string; type: string; data: string; metadata: string }[] {
  const db = new Database(app.config.files.events, { readonly: true });
  try {
    return db.prepare('SELECT position, stream_id, type, data, metadata FROM events ORDER BY position').all() as {
      position: number;
      stream_id: string;
      type: string;
      data: string;
      metadata: string;
    }[];
  } finally {
    db.close();
  }
}

/**
 * A Cookie header carrying `sid` signed with the development app's own key (kept in
 * `<dataDir>/session-secret`), as a browser would send it back: lets tests replay a captured
 * or planted session id.
 */
export function signedSessionCookie(app: TestApp, sid: string, name = 'sid'): string {
  const file = join(app.dataDir, 'session-secret');
  const secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : app.config.sessionKeys[0]!;
  const sig = createHmac('sha256', secret).update(`${name}=${sid}`).digest('base64url');
  return `${name}=${sid}; ${name}.sig=${sig}`;
}

/**
 * Uploads a small generated PNG as the agent's avatar (POST /_api/user/avatar) and answers the
 * site path it is served at (`/avatars/<id>-256.webp`).
 */
export async function uploadAvatar(agent: Requester, colour = '#336699'): Promise<string> {
  const { default: sharp } = await import('sharp');
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } }).png().toBuffer();
  const res = await agent.post('/_api/user/avatar').set('Content-Type', 'image/png').send(png);
  if (res.status !== 200) throw new Error(`avatar upload failed: ${res.status} ${res.text}`);
  return (res.body as { user: { avatarUrl: string } }).user.avatarUrl;
}
