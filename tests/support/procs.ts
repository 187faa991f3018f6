import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Child processes for integration tests: the worker (`workers/main.ts`), API servers
 * (`api/server.ts`) and npm scripts. Each child leads its own process group, so a kill
 * reaches everything it started (npm -> sh -> node), and every child is registered so
 * `killAll()` (afterAll/afterEach) and the test process's exit always stop them.
 */

export const ROOT = resolve(import.meta.dirname, '../..');

/** Settings of the test runner's own environment that must not leak into children. */
const SCRUB = [
  'REDIS_URL',
  'EVENTSTORE_URL',
  'SESSION_SECRET',
  'SESSION_STORE',
  'SMTP_URL',
  'PORT',
  'HOST',
  'DATA_DIR',
  'EVENTS_FILE',
  'KEYS_FILE',
  'KEYS_MASTER_KEY',
  'KEYS_MASTER_KEY_PREVIOUS',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'RATE_LIMITS',
  'SEED_DEMO',
  'READ_WAIT_MS',
  'NODE_OPTIONS',
];

export interface Child {
  readonly name: string;
  readonly proc: ChildProcess;
  readonly pid: number;
  /** Everything written to stdout and stderr so far (the last 200 KB). */
  output(): string;
  /** The first IPC message with `ready: true` (workers/main.ts and api/server.ts send one). */
  ready(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves when the output matches. */
  waitForOutput(re: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly alive: boolean;
  /** Signals the whole process group. */
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves on exit. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<Child>();
const services = new WeakSet<Child>();

process.once('exit', () => {
  for (const c of children) if (c.alive) signalGroup(c.pid, 'SIGKILL');
});

/** Children are spawned detached, so each leads a process group whose id is its pid. */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* the group is gone */
  }
}

/** Environment for a child: the runner's, minus the app's settings, plus `env`. */
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const k of SCRUB) delete base[k];
  for (const k of Object.keys(base)) if (k.startsWith('VITEST') || k === 'TEST') delete base[k];
  return { ...base, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env };
}

/**
 * `service: true` (the private redis-server) keeps a child out of `killAll()`; its owner
 * stops it, and the test process's exit still kills it.
 */
export function spawnChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  opts: { cwd?: string; ipc?: boolean; service?: boolean } = {},
): Child {
  const proc = spawn(command, args, {
    cwd: opts.cwd ?? ROOT,
    env: childEnv(env),
    detached: true,
    stdio: opts.ipc === false ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  if (!proc.pid) throw new Error(`${name}: spawn failed`);
  let out = '';
  const append = (b: Buffer) => {
    out += b.toString('utf8');
    if (out.length > 200_000) out = out.slice(-200_000);
    outputWaiters.forEach((w) => w());
  };
  const outputWaiters = new Set<() => void>();
  proc.stdout!.on('data', append);
  proc.stderr!.on('data', append);
  let alive = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => {
    proc.once('exit', (code, signal) => {
      alive = false;
      children.delete(child);
      outputWaiters.forEach((w) => w());
      res({ code, signal });
    });
  });
  let readyMessage: Promise<Record<string, unknown>> | undefined;
  const child: Child = {
    name,
    proc,
    pid: proc.pid,
    output: () => out,
    get alive() {
      return alive;
    },
    exited,
    ready(timeoutMs = 30_000) {
      readyMessage ??= new Promise((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`${name} not ready after ${timeoutMs} ms\n${out.slice(-4000)}`)), timeoutMs);
        proc.on('message', (m: unknown) => {
          if (m && typeof m === 'object' && (m as { ready?: unknown }).ready) {
            clearTimeout(timer);
            res(m as Record<string, unknown>);
          }
        });
        void exited.then(({ code, signal }) => {
          clearTimeout(timer);
          rej(new Error(`${name} exited (${code ?? signal}) before it was ready\n${out.slice(-4000)}`));
        });
      });
      return readyMessage;
    },
    waitForOutput(re, timeoutMs = 30_000) {
      return new Promise((res, rej) => {
        const check = () => {
          const m = out.match(re);
          if (m) {
            done();
            res(m);
          } else if (!alive) {
            done();
            rej(new Error(`${name} exited without printing ${re}\n${out.slice(-4000)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          rej(new Error(`${name} did not print ${re} within ${timeoutMs} ms\n${out.slice(-4000)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          outputWaiters.delete(check);
        };
        outputWaiters.add(check);
        check();
      });
    },
    kill(signal = 'SIGTERM') {
      if (alive) signalGroup(proc.pid!, signal);
    },
    async stop(graceMs = 10_000) {
      if (!alive) return exited;
      signalGroup(proc.pid!, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(proc.pid!, 'SIGKILL'), graceMs);
      const res = await exited;
      clearTimeout(timer);
      // Anything the child left behind in its group.
      signalGroup(proc.pid!, 'SIGKILL');
      return res;
    },
  };
  children.add(child);
  if (opts.service) services.add(child);
  return child;
}

/**
 * Runs a TypeScript entry point the way `npx tsx <file>` does, as a single node process
 * (`node --import tsx <file>`): `npx tsx` would put npm and tsx's own launcher in front of
 * the real process, and a SIGKILL must hit the process that projects, not its parent.
 */
export function spawnTs(name: string, file: string, env: Record<string, string | undefined>): Child {
  return spawnChild(name, process.execPath, ['--import', 'tsx', file], env);
}

/** `npm run <script>` as a child (npm -> sh -> node), in its own process group. */
export function spawnNpm(name: string, script: string, env: Record<string, string | undefined>): Child {
  return spawnChild(name, 'npm', ['run', '--silent', script], env, { ipc: false });
}

/** SIGKILLs every child still running except services (for afterAll/afterEach, and test failures). */
export async function killAll(): Promise<void> {
  const running = [...children].filter((c) => !services.has(c));
  for (const c of running) c.kill('SIGKILL');
  await Promise.all(running.map((c) => c.exited));
}

/** Polls `fn` until it returns a truthy value; throws with `what` after `timeoutMs`. */
export async function until<T>(what: string, fn: () => T | Promise<T>, timeoutMs = 15_000, everyMs = 25): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Whether a process with this pid exists (signal 0 checks without sending anything). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until none of `pids` is alive, looking `tries` times `everyMs` apart; resolves with those still alive. */
export async function pidsGone(pids: number[], tries: number, everyMs: number): Promise<number[]> {
  for (let i = 0; i < tries && pids.some(pidAlive); i++) await new Promise((r) => setTimeout(r, everyMs));
  return pids.filter(pidAlive);
}
