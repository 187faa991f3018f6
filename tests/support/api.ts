import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { createLogger } from '../../api/shared/log.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';

export const ORIGIN = 'http://127.0.0.1';

/**
 * A fresh app on a temp data dir with the demo accounts seeded; every log line is kept in
 * `logs` so tests can assert on security events and on what must never be logged.
 */
export async function startTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '0', LOG_LEVEL: 'info', ...env });
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
    /** A cookie-keeping client that passes the CSRF check like a same-origin browser would. */
    agent: () => sameOrigin(supertest.agent(server)),
    eventCount: () => deps.store.count(),
    outbox: () => {
      try {
        return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).sort().map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

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
