import { soakRows, type SoakSpec } from '../../ops/bench/soak.js';

/**
 * The T39 soak (ops/bench/soak.ts) as a child process of the chaos test (ops/bench/soak.test.ts):
 * `node --import tsx tests/support/soak-run.ts`, so the bench's own server processes are forked
 * with tsx's loader and the load generator has an event loop of its own. Reads SOAK_SECONDS and
 * SOAK_MODE; sends `{ rows, notes }` over IPC (or `{ error }`), progress on stderr.
 */
const seconds = Number(process.env.SOAK_SECONDS);
const mode = (process.env.SOAK_MODE ?? 'sequence') as SoakSpec['mode'];
if (!Number.isFinite(seconds) || seconds <= 0 || (mode !== 'sequence' && mode !== 'mixed')) throw new Error(`bad SOAK_SECONDS ${process.env.SOAK_SECONDS} or SOAK_MODE ${mode}`);

const send = (msg: unknown) => new Promise<void>((done) => (process.send ? process.send(msg, () => done()) : (console.log(JSON.stringify(msg)), done())));
try {
  const out = await soakRows({ seconds, mode, progress: (m) => console.error(m) });
  await send(out);
} catch (err) {
  await send({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
process.exit(0);
