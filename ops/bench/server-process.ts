/**
 * A server under test, run in its own process so that autocannon (in the parent) and the
 * server do not share one event loop. `tsx ops/bench/server-process.ts app|bare`; it sends
 * `{ port }` over IPC once listening and exits on SIGTERM or when the parent goes away.
 */
import bodyParser from '@koa/bodyparser';
import Koa from 'koa';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { createLogger } from '../../api/shared/log.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import { writeScaleLog, type ScaleFixtures } from './scale-log.js';
import { APP_ENV, SAMPLE_USER } from './servers.js';

/** Writes the scale data on the first start of a data dir; later starts read its ids back. */
function scaleData(started: Awaited<ReturnType<typeof createApp>>, n: number): ScaleFixtures | undefined {
  if (!n) return undefined;
  const file = join(started.deps.config.dataDir, 'bench-scale.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ScaleFixtures;
  const fixtures = writeScaleLog(started.deps.config.files.events, started.deps.keys, n);
  writeFileSync(file, JSON.stringify(fixtures));
  return fixtures;
}

/** The baseline: Koa, the JSON body parser and one route per benchmarked method. */
function bareApp() {
  const app = new Koa();
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '32kb' }));
  app.use((ctx) => {
    if (ctx.method === 'GET' && ctx.path === '/bare/session') ctx.body = { user: SAMPLE_USER };
    else if (ctx.method === 'POST' && ctx.path === '/bare/profile') {
      const body = ctx.request.body as { displayName?: unknown };
      ctx.body = { user: { ...SAMPLE_USER, displayName: String(body.displayName ?? '') } };
    }
  });
  return { handler: app.callback(), fixtures: undefined, close: async () => {} };
}

/**
 * The app on a temp data dir, or on BENCH_DATA_DIR (kept at exit, so a restart finds its
 * log: the cold rows). With BENCH_SCALE=N the scale rows' data is written into the log once
 * (scale-log.ts) and projected before the port is announced; its ids go back over IPC.
 */
async function realApp() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'osg-bench-app-'));
  // BENCH_SITE=1: the whole site as readers get it (seeded articles, the built client in dist/web),
  // for the page rows and Lighthouse (BENCH_WEB_ROOT: another build, for the fonts experiment);
  // otherwise no content and no client, as the API rows want.
  const site = process.env.BENCH_SITE === '1';
  const config = loadConfig({ ...APP_ENV, ...(site ? { SEED_CONTENT: '1' } : {}), DATA_DIR: dataDir, SESSION_SECRET: `bench-${'x'.repeat(40)}`, KEYS_MASTER_KEY: 'YmVuY2gtbWFzdGVyLWtleS0zMi1ieXRlcy1sb25nISE=', PUBLIC_URL: 'http://localhost' });
  const cleanup = () => (kept ? undefined : rmSync(dataDir, { recursive: true, force: true }));
  let started: Awaited<ReturnType<typeof createApp>> | undefined;
  let fixtures: ScaleFixtures | undefined;
  try {
    started = await createApp(config, { logger: createLogger('silent'), webRoot: site ? resolve(process.env.BENCH_WEB_ROOT ?? 'dist/web') : join(dataDir, 'no-web') });
    const seeded = await seedIfEmpty(started.deps);
    if (seeded) await started.deps.awaitProjection(seeded);
    fixtures = scaleData(started, Number(process.env.BENCH_SCALE ?? 0));
    await started.runner.catchUp();
  } catch (err) {
    await started?.close().catch(() => undefined);
    cleanup();
    throw err;
  }
  const { app, close } = started;
  return {
    fixtures,
    handler: app.callback(),
    close: async () => {
      await close();
      cleanup();
    },
  };
}

async function main() {
  const mode = process.argv[2];
  if (mode !== 'app' && mode !== 'bare') throw new Error('usage: server-process.ts app|bare');
  const target = mode === 'app' ? await realApp() : bareApp();
  const server: Server = createServer(target.handler);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await target.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('disconnect', () => void shutdown());
  process.send?.({ port: (server.address() as AddressInfo).port, fixtures: target.fixtures });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
