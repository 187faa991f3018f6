import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { spawnChild, type Child } from './procs.js';

/**
 * A private redis-server per test file, on a free port with its own directory, configured
 * as SECURITY 2-F asks (AOF, everysec, noeviction, no RDB snapshots). Never the shared
 * Redis on 6379. Without /usr/bin/redis-server the tests that need one are skipped, and
 * `redisMissing` says why (use it in the describe title and `describe.skipIf`).
 */

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export const redisMissing: string | null = existsSync(REDIS_SERVER)
  ? null
  : `${REDIS_SERVER} not found: install it with 'apt-get install redis-server' (Debian) to run the BullMQ and worker tests`;

/** A describe title that carries the skip reason when Redis is missing. */
export const withRedisReason = (title: string) => (redisMissing ? `${title} [skipped: ${redisMissing}]` : title);

export interface PrivateRedis {
  port: number;
  url: string;
  dir: string;
  child: Child;
  /** PING answers PONG. */
  ping(): Promise<boolean>;
  /** kill -9 (the AOF keeps what was fsynced). */
  crash(): Promise<void>;
  /** Starts again on the same port and directory (replaying the AOF). */
  restart(): Promise<void>;
  /** Stops it and removes its directory. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((res, rej) => {
      const srv = createServer();
      srv.once('error', rej);
      srv.listen(0, '127.0.0.1', () => {
        const a = srv.address();
        const p = typeof a === 'object' && a ? a.port : 0;
        srv.close(() => res(p));
      });
    });
    if (port !== 6379 && port > 0) return port;
  }
}

/** One RESP command over a fresh socket; resolves with the raw first reply line. */
export function redisCommand(port: number, ...args: string[]): Promise<string> {
  return new Promise((res, rej) => {
    const sock = createConnection({ port, host: '127.0.0.1' });
    let buf = '';
    const timer = setTimeout(() => {
      sock.destroy();
      rej(new Error('redis: no reply'));
    }, 2000);
    sock.once('error', (err) => {
      clearTimeout(timer);
      rej(err);
    });
    sock.on('data', (d) => {
      buf += d.toString('utf8');
      const nl = buf.indexOf('\r\n');
      if (nl >= 0) {
        clearTimeout(timer);
        sock.end();
        res(buf.slice(0, nl));
      }
    });
    sock.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

export async function startRedis(): Promise<PrivateRedis> {
  if (redisMissing) throw new Error(redisMissing);
  const dir = mkdtempSync(join(tmpdir(), 'osg-redis-'));
  let port = await freePort();
  let child: Child;

  const launch = async () => {
    // prettier-ignore
    child = spawnChild(`redis:${port}`, REDIS_SERVER, [
      '--port', String(port), '--bind', '127.0.0.1',
      '--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction',
      '--save', '', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning',
    ], {}, { ipc: false, service: true });
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (!child.alive) throw new Error(`redis-server on ${port} exited:\n${child.output()}`);
      const pong = await redisCommand(port, 'PING').catch(() => '');
      if (pong === '+PONG') return;
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer PING:\n${child.output()}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  // A port taken between freePort() and the bind: try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      await launch();
      break;
    } catch (err) {
      if (child!) await child.stop(2000);
      if (attempt >= 3) {
        rmSync(dir, { recursive: true, force: true });
        throw err;
      }
      port = await freePort();
    }
  }

  const handle: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    get child() {
      return child;
    },
    ping: async () => (await redisCommand(port, 'PING').catch(() => '')) === '+PONG',
    async crash() {
      child.kill('SIGKILL');
      await child.exited;
    },
    async restart() {
      if (child.alive) await child.stop(5000);
      await launch();
    },
    async stop() {
      await child.stop(5000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** Every key of the Redis database with its values as text, whatever its type (what `redis-cli --scan` and a dump of each key show). */
export async function redisEntries(redis: Redis): Promise<{ key: string; text: string }[]> {
  const out: { key: string; text: string }[] = [];
  for (const key of await redis.keys('*')) {
    const type = await redis.type(key);
    const value =
      type === 'string' ? await redis.get(key)
      : type === 'hash' ? JSON.stringify(await redis.hgetall(key))
      : type === 'list' ? JSON.stringify(await redis.lrange(key, 0, -1))
      : type === 'set' ? JSON.stringify(await redis.smembers(key))
      : type === 'zset' ? JSON.stringify(await redis.zrange(key, '0', '-1', 'WITHSCORES'))
      : type === 'stream' ? JSON.stringify(await redis.xrange(key, '-', '+'))
      : `(${type})`;
    out.push({ key, text: `${key} ${value}` });
  }
  return out;
}
