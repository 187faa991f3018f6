import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Middleware } from 'koa';
import { PendingWrites } from './pending-writes.js';

/**
 * Uploaded files (avatars and their owner records, article covers and images, product images,
 * expert photos) shared between API nodes without a shared disk (docs/postgres.md).
 *
 * Each feature keeps writing and reading its files under the data directory as it always has,
 * and tells this module what it wrote or removed (`fileWritten`, `fileRemoved`). When a mirror
 * is registered for that data directory (PostgreSQL selected), the file goes to the database,
 * and every node copies each change into its own data directory: written before the request
 * that made it is answered (and before any event is appended), announced to the other nodes,
 * pulled by them within milliseconds, and fetched on demand by a node asked for a file it has
 * not pulled yet. Without a mirror, both calls do nothing.
 */
export const SHARED_DIRS = ['avatars', 'article-images', 'product-images', 'expert-photos'] as const;

export interface FileMirror {
  readonly dataDir: string;
  /** Stores a file (its path relative to the data directory) or records its removal (body null). */
  put(path: string, body: Buffer | null): Promise<void>;
  /** The stored file, or null (never stored, or removed). */
  get(path: string): Promise<Buffer | null>;
}

interface Registered {
  mirror: FileMirror;
  /** Changes by path not yet stored: a pull must not put an older copy back meanwhile. */
  writes: PendingWrites<string>;
}

const mirrors = new Map<string, Registered>();

const find = (abs: string): [Registered, string] | null => {
  for (const [dir, reg] of mirrors) {
    const rel = relative(dir, abs);
    if (!rel.startsWith('..') && SHARED_DIRS.some((d) => rel.startsWith(`${d}${sep}`))) return [reg, rel.split(sep).join('/')];
  }
  return null;
};

const send = (reg: Registered, path: string, body: Buffer | null) => reg.writes.start(path, () => reg.mirror.put(path, body));

/** Whether this process has a change of `path` (relative) not yet stored. */
export const hasPendingChange = (dataDir: string, path: string) => mirrors.get(dataDir)?.writes.held(path) ?? false;

/** A feature wrote `abs` (whole, already renamed into place). */
export function fileWritten(abs: string): void {
  const hit = find(abs);
  if (hit) send(hit[0], hit[1], readFileSync(abs));
}

/** A feature removed `abs` (or made sure it is gone). */
export function fileRemoved(abs: string): void {
  const hit = find(abs);
  if (hit) send(hit[0], hit[1], null);
}

export function registerMirror(mirror: FileMirror): () => void {
  const reg: Registered = { mirror, writes: new PendingWrites() };
  mirrors.set(mirror.dataDir, reg);
  return () => {
    if (mirrors.get(mirror.dataDir) === reg) mirrors.delete(mirror.dataDir);
  };
}

/** Resolves once every change this process made under `dataDir` is stored; rejects (503) if one could not be. */
export async function flushFiles(dataDir: string): Promise<void> {
  await mirrors.get(dataDir)?.writes.flush();
}

/** Writes (or removes) this node's copy of a shared file; skips a copy that is already the same size. */
export function applyLocally(dataDir: string, path: string, body: Buffer | null): void {
  if (!SHARED_DIRS.some((d) => path.startsWith(`${d}/`)) || path.includes('..')) return;
  const abs = join(dataDir, ...path.split('/'));
  if (body === null) {
    rmSync(abs, { force: true });
    return;
  }
  if (existsSync(abs) && statSync(abs).size === body.length && readFileSync(abs).equals(body)) return;
  mkdirSync(dirname(abs), { recursive: true, mode: 0o700 });
  const tmp = `${abs}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, body, { mode: 0o600 });
  renameSync(tmp, abs);
}

/**
 * Before a feature's GET of a shared file: a file this node has not pulled yet is fetched first
 * (the feature then serves it with its own headers). After any other request: the files it
 * wrote are stored before the answer leaves.
 */
export function sharedFilesMiddleware(dataDir: string): Middleware {
  return async (ctx, next) => {
    const reg = mirrors.get(dataDir);
    if (!reg) return next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const m = /^\/([a-z-]+)\/([A-Za-z0-9_.-]+)$/.exec(ctx.path);
      if (m && (SHARED_DIRS as readonly string[]).includes(m[1]!) && !m[2]!.startsWith('.') && !existsSync(join(dataDir, m[1]!, m[2]!))) {
        const body = await reg.mirror.get(`${m[1]}/${m[2]}`).catch(() => null);
        if (body) applyLocally(dataDir, `${m[1]}/${m[2]}`, body);
      }
      return next();
    }
    await next();
    if (!reg.writes.idle) await reg.writes.flush();
  };
}
