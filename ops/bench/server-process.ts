/**
 * A server under test, run in its own process so that autocannon (in the parent) and the
 * server do not share one event loop. `tsx ops/bench/server-process.ts app|bare`; it sends
 * `{ port }` over IPC once listening and exits on SIGTERM or when the parent goes away.
 */
import bodyParser from '@koa/bodyparser';
import Koa from 'koa';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { createLogger } from '../../api/shared/log.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import { APP_ENV, SAMPLE_USER } from './servers.js';

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
  return { handler: app.callback(), close: async () => {} };
}

async function realApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-bench-app-'));
  const config = loadConfig({ ...APP_ENV, DATA_DIR: dataDir, SESSION_SECRET: `bench-${'x'.repeat(40)}` });
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  let started: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    started = await createApp(config, { logger: createLogger('silent'), webRoot: join(dataDir, 'no-web') });
    const seeded = await seedIfEmpty(started.deps);
    if (seeded) await started.deps.awaitProjection(seeded);
  } catch (err) {
    await started?.close().catch(() => undefined);
    cleanup();
    throw err;
  }
  const { app, close } = started;
  return {
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
  process.send?.({ port: (server.address() as AddressInfo).port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
