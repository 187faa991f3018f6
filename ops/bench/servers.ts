import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReadsFixtures } from './reads-log.js';
import type { ScaleFixtures } from './scale-log.js';

/** What the real app runs with in the benchmark; main.ts prints it in the header. */
export const APP_ENV = {
  NODE_ENV: 'production',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '1',
  SEED_CONTENT: '0',
  HIBP_CHECK: '0',
  COOKIE_SECURE: '0',
  SESSION_STORE: 'sqlite',
} as const;

/** The JSON the session route answers for the demo member, as a constant for the bare route. */
export const SAMPLE_USER = { id: 2, displayName: 'Demo Member', email: 'member@example.com', avatarUrl: null, role: 'user' };

export const DEMO_MEMBER = { email: 'member@example.com', password: 'Member12345' };
/** The scale rows' control member: a short stream. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

export type Credentials = { email: string; password: string };

/** The i-th member BENCH_MEMBERS creates (server-process.ts): known passwords, for the writes and soak rows. */
export const benchMember = (i: number): Credentials => ({ email: `bench-member-${i + 1}@example.com`, password: `Bench-Member-${i + 1}-Pass` });

export interface RunningServer {
  url: string;
  pid: number;
  /** The scale rows' ids, when started with BENCH_SCALE. */
  fixtures?: ScaleFixtures;
  /** The read rows' ids, when started with BENCH_READS. */
  reads?: ReadsFixtures;
  /** The members BENCH_MEMBERS created. */
  members?: Credentials[];
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./server-process.ts', import.meta.url));

/**
 * Starts `server-process.ts` in a child process (inheriting tsx's loader) and waits for its
 * port; `env` adds BENCH_DATA_DIR / BENCH_SCALE for the scale rows, BENCH_READS for the read rows,
 * BENCH_MEMBERS for the writes and soak rows and BENCH_READ_SIZE for the bare-db reference.
 */
export function startServer(mode: 'app' | 'bare' | 'bare-db', env: Record<string, string> = {}): Promise<RunningServer> {
  // Servers inherit the bench's flags (tsx's loader, --max-semi-space-size=64 as `npm start` and
  // `npm run workers` run: a 64 MB young generation took comment posting from 688 to 1,072 req/s here).
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server process there (for digging into a result).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child: ChildProcess = fork(entry, [mode], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [...process.execArgv, ...profile], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    // Generating and projecting the 100,000-item scale log takes a few minutes on 2 cores.
    const timer = setTimeout(() => fail(new Error(`${mode} server did not start within 15 min`)), 900_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    child.once('exit', (code) => fail(new Error(`${mode} server exited early (code ${code})`)));
    child.once('message', (msg: { port: number; fixtures?: ScaleFixtures; reads?: ReadsFixtures; members?: Credentials[] }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${msg.port}`,
        pid: child.pid!,
        fixtures: msg.fixtures,
        reads: msg.reads,
        members: msg.members,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** Logs the demo member in; returns the Cookie header to send (sid and its signature). */
export async function signIn(baseUrl: string, account: Credentials = DEMO_MEMBER): Promise<string> {
  const res = await fetch(`${baseUrl}/_api/auth/login_with_password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!cookies.some((c) => c.startsWith('sid='))) throw new Error(`login set no session cookie: ${cookies.join(', ')}`);
  return cookies.join('; ');
}
