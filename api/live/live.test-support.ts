import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../shared/log.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import { signUpAndConfirm } from '../../tests/support/api.js';

/**
 * An app listening on a real port (SSE needs a socket that stays open), with its live hub at
 * hand. `dataDir` may be shared by several (nodes on one host); it is removed by the owner.
 */
export async function startLiveApp(env: Record<string, string> = {}, opts: { dataDir?: string; inProcessProjector?: boolean } = {}) {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'osg-live-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '1', LOG_LEVEL: 'warn', ...env });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const created = await createApp(config, {
    logger: createLogger('warn', sink),
    webRoot: join(dataDir, 'no-web'),
    ...(opts.inProcessProjector === undefined ? {} : { inProcessProjector: opts.inProcessProjector }),
  });
  const seeded = await seedIfEmpty(created.deps);
  if (seeded) await created.deps.awaitProjection(seeded);
  const server: Server = createServer(created.app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let closed = false;
  return {
    ...created,
    config,
    dataDir,
    base,
    server,
    logs,
    /** A cookie-keeping client that passes the CSRF check, optionally from `ip` (TRUST_PROXY=1). */
    agent(ip?: string) {
      const a = supertest.agent(base).set('Sec-Fetch-Site', 'same-origin');
      return ip ? a.set('X-Forwarded-For', ip) : a;
    },
    async login(who: 'member' | 'admin', ip?: string) {
      const a = this.agent(ip);
      const creds = who === 'admin' ? { email: 'admin@example.com', password: 'Admin12345' } : { email: 'member@example.com', password: 'Member12345' };
      const res = await a.post('/_api/auth/login_with_password').send(creds);
      if (res.status !== 200) throw new Error(`login as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
      return a;
    },
    /** Closes the app first (ending live streams), so the server's close does not wait on them. */
    async close(removeDir = !opts.dataDir) {
      if (closed) return;
      closed = true;
      await created.close();
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeIdleConnections();
      });
      if (removeDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LiveApp = Awaited<ReturnType<typeof startLiveApp>>;

/** Polls `cond` until true (or throws after `ms`). */
export async function eventually(what: string, cond: () => boolean | Promise<boolean>, ms = 5000, every = 10): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await cond()) return;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

const PASSWORD = 'Live-Updates-Pass-10';
let n = 0;
/** Registers a new member and returns its signed-in client. */
export async function registerMember(t: LiveApp, name: string, ip?: string) {
  const agent = t.agent(ip);
  n += 1;
  const email = `live-${process.pid}-${n}@example.test`;
  const res = await signUpAndConfirm(t, agent, { displayName: name, email, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true });
  if (res.status !== 200) throw new Error(`register ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, id: res.body.user.id as number };
}
