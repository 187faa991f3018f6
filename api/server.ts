import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { createLogger } from './shared/log.js';
import { seedIfEmpty } from '../ops/seed/seed.js';

/** `npm start`: one process serving the API and the web client on the embedded defaults. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const { app, deps, close } = await createApp(config, { logger: log });
  const seeded = await seedIfEmpty(deps);
  if (seeded) {
    await deps.awaitProjection(seeded);
    log.info({ position: seeded }, 'seeded demo content');
  }
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info({ port, dataDir: config.dataDir, store: deps.store.kind, env: config.env }, `listening on http://localhost:${port}`);
    process.send?.({ ready: true, port });
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    server.close(() => void close().then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
