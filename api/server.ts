import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { DataDirError } from './shared/data-dir.js';
import { armExitWatchdog } from './shared/exit-watchdog.js';
import { createLogger } from './shared/log.js';
import { MasterKeyError } from './shared/master-key.js';
import { StorageOpenError } from './shared/sqlite.js';
import { seedIfEmpty } from '../ops/seed/seed.js';

/** A stop (SIGTERM, SIGINT) ends the process within this time, every time (issue 24). */
const SHUTDOWN_MS = 9_500;
/** When the orderly close has not finished by then, process.exit(1). */
const FORCE_EXIT_MS = 8_000;

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
    const bound = typeof address === 'object' && address ? boundUrl(address.address, port) : `http://localhost:${port}`;
    // The site's public URL (PUBLIC_URL, or http://localhost:PORT), then where the socket is bound
    // when that differs; with PORT=0 the default public URL takes the port the system chose.
    const defaultUrl = new URL(`http://localhost:${config.port}`).origin;
    const publicUrl = config.publicUrl === defaultUrl ? new URL(`http://localhost:${port}`).origin : config.publicUrl;
    const where = publicUrl === bound ? publicUrl : `${publicUrl} (bound to ${bound})`;
    log.info(
      { port, publicUrl, bound, dataDir: config.dataDir, store: deps.store.kind, env: config.env },
      `listening on ${where}`,
    );
    process.send?.({ ready: true, port });
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // A shutdown ends within SHUTDOWN_MS whatever hangs: an orderly exit when everything closes,
    // process.exit(1) at FORCE_EXIT_MS, and SIGKILL from the watchdog process if even that hangs.
    armExitWatchdog(SHUTDOWN_MS);
    setTimeout(() => {
      log.warn({ signal, afterMs: FORCE_EXIT_MS }, 'shutdown forced');
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    // Open event streams would hold server.close() forever: end them (browsers reconnect elsewhere).
    live.close();
    server.close(() => void close().then(() => process.exit(0)));
    // server.close() only closes the connections idle at that moment: a keep-alive connection
    // whose answer was still being written then stays open until its client lets go (65 s here),
    // so each one is closed as soon as it goes idle.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** The bound address as a URL; every interface (0.0.0.0, ::) is shown as localhost. */
function boundUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

main().catch((err) => {
  if (OPERATOR_ERRORS.some((E) => err instanceof E)) console.error((err as Error).message);
  else console.error(err);
  process.exit(1);
});
