import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { DataDirError } from './shared/data-dir.js';
import { createLogger } from './shared/log.js';
import { MasterKeyError } from './shared/master-key.js';
import { StorageOpenError } from './shared/sqlite.js';
import { seedIfEmpty } from '../ops/seed/seed.js';

/** Start-up failures the operator fixes: said in one line (no stack), exit 1 at once. */
const OPERATOR_ERRORS = [ConfigError, StorageOpenError, DataDirError, MasterKeyError];

/** `npm start`: one process serving the API and the web client on the embedded defaults. */
async function main() {
  // Every file this process creates is private to its user (data dir files hold tokens and keys).
  process.umask(0o077);
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const { app, deps, close, live } = await createApp(config, { logger: log });
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
    // Open event streams would hold server.close() forever: end them (browsers reconnect elsewhere).
    live.close();
    server.close(() => void close().then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  if (OPERATOR_ERRORS.some((E) => err instanceof E)) console.error((err as Error).message);
  else console.error(err);
  process.exit(1);
});
