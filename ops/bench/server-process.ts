/**
 * A server under test, run in its own process so that autocannon (in the parent) and the
 * server do not share one event loop. `tsx ops/bench/server-process.ts app|bare|bare-db`; it sends
 * `{ port }` over IPC once listening and exits on SIGTERM or when the parent goes away.
 */
import bodyParser from '@koa/bodyparser';
import Database from 'better-sqlite3';
import Koa from 'koa';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../../api/app.js';
import { createAccount } from '../../api/auth/register-user.command.js';
import { loadConfig } from '../../api/config.js';
import { createLogger } from '../../api/shared/log.js';
import type { KeyStore } from '../../api/shared/personal-data.js';
import { openSqlite } from '../../api/shared/sqlite.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import { writeReadsLog, type ReadsFixtures } from './reads-log.js';
import { articleBody, writeScaleLog, type ScaleFixtures } from './scale-log.js';
import { APP_ENV, benchMember, SAMPLE_USER, type Credentials } from './servers.js';

/** Writes a data set on the first start of a data dir; later starts read its ids back. */
function benchData<T>(started: Awaited<ReturnType<typeof createApp>>, name: string, n: number, write: (events: string, keys: KeyStore, n: number) => T): T | undefined {
  if (!n) return undefined;
  const file = join(started.deps.config.dataDir, `bench-${name}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const fixtures = write(started.deps.config.files.events, started.deps.keys, n);
  writeFileSync(file, JSON.stringify(fixtures), { mode: 0o600 });
  return fixtures;
}

/**
 * The read rows' reference (issue 14): Koa and one route reading one row by key with a prepared
 * better-sqlite3 statement, from a table of BENCH_READ_SIZE rows shaped like an article (~2 KB).
 */
function bareDbApp() {
  const n = Number(process.env.BENCH_READ_SIZE ?? 0);
  if (!Number.isInteger(n) || n < 1) throw new Error('bare-db needs BENCH_READ_SIZE');
  const dir = mkdtempSync(join(tmpdir(), 'osg-bench-bare-db-'));
  const db = new Database(join(dir, 'rows.db'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, excerpt TEXT NOT NULL, content TEXT NOT NULL, published_at TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO items (id, slug, title, excerpt, content, published_at) VALUES (?, ?, ?, ?, ?, ?)');
  const bodies = [0, 1, 2, 3].map(articleBody);
  db.transaction(() => {
    for (let i = 1; i <= n; i++) insert.run(i, `row-${i}`, `Row ${i}`, `A row of the reference table, number ${i}.`, bodies[i % 4], new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString());
  })();
  const byKey = db.prepare('SELECT id, slug, title, excerpt, content, published_at AS publishedAt FROM items WHERE slug = ?');
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.method !== 'GET' || ctx.path !== '/bare/row') return;
    const row = byKey.get(String(ctx.query.slug ?? ''));
    if (!row) ctx.throw(404);
    ctx.body = { item: row };
  });
  const close = async () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { handler: app.callback(), fixtures: undefined, reads: undefined, close };
}

/** A tiny accessible page: the Lighthouse rows' reference (what the machine scores on an empty page). */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bare page</title><meta name="description" content="The benchmark's reference page."></head><body><main><h1>Bare page</h1><p>One heading and one paragraph, served by the bare Koa route.</p></main></body></html>`;

/**
 * The baseline: Koa, the JSON body parser and one route per benchmarked method. The write routes
 * (the writes and soak rows' reference) do one better-sqlite3 INSERT per request into a file with
 * the event log's durability (api/shared/sqlite.ts: WAL, synchronous=FULL, one fsync per commit):
 * a comment row, and a vote as INSERT ... ON CONFLICT DO UPDATE keyed by (comment, member).
 */
function bareApp() {
  const dir = mkdtempSync(join(tmpdir(), 'osg-bench-bare-'));
  const db = openSqlite(join(dir, 'writes.db'), 'FULL');
  if (db.pragma('synchronous', { simple: true }) !== 2) throw new Error('bare writes must run with synchronous=FULL');
  db.exec(`
    CREATE TABLE comments (id INTEGER PRIMARY KEY, article_id INTEGER NOT NULL, author_id INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE TABLE votes (comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, vote TEXT, at TEXT NOT NULL, PRIMARY KEY (comment_id, user_id));
  `);
  const insertComment = db.prepare<[number, number, string, string]>('INSERT INTO comments (article_id, author_id, content, created_at) VALUES (?, ?, ?, ?)');
  const upsertVote = db.prepare<[number, number, string, string]>('INSERT INTO votes (comment_id, user_id, vote, at) VALUES (?, ?, ?, ?) ON CONFLICT (comment_id, user_id) DO UPDATE SET vote = excluded.vote, at = excluded.at');
  const app = new Koa();
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '32kb' }));
  app.use((ctx) => {
    if (ctx.method === 'GET' && ctx.path === '/bare/session') ctx.body = { user: SAMPLE_USER };
    else if (ctx.method === 'GET' && ctx.path === '/bare/page') {
      ctx.type = 'html';
      ctx.body = BARE_PAGE;
    } else if (ctx.method === 'POST' && ctx.path === '/bare/profile') {
      const body = ctx.request.body as { displayName?: unknown };
      ctx.body = { user: { ...SAMPLE_USER, displayName: String(body.displayName ?? '') } };
    } else if (ctx.method === 'POST' && ctx.path === '/bare/comment') {
      const body = ctx.request.body as { articleId?: unknown; content?: unknown; authorId?: unknown };
      const at = new Date().toISOString();
      const row = { articleId: Number(body.articleId), authorId: Number(body.authorId ?? SAMPLE_USER.id), content: String(body.content ?? '') };
      const id = Number(insertComment.run(row.articleId, row.authorId, row.content, at).lastInsertRowid);
      ctx.status = 201;
      ctx.body = { comment: { id, ...row, createdAt: at } };
    } else if (ctx.method === 'POST' && ctx.path === '/bare/vote') {
      const body = ctx.request.body as { commentId?: unknown; voteType?: unknown; userId?: unknown };
      const commentId = Number(body.commentId);
      upsertVote.run(commentId, Number(body.userId ?? SAMPLE_USER.id), String(body.voteType ?? ''), new Date().toISOString());
      ctx.body = { success: true, commentId, userVote: body.voteType ?? null };
    }
  });
  const close = async () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { handler: app.callback(), fixtures: undefined, reads: undefined, close };
}

/** BENCH_MEMBERS=N: N members with known passwords (servers.ts benchMember), created once per data dir. */
async function benchMembers(started: Awaited<ReturnType<typeof createApp>>, n: number): Promise<Credentials[] | undefined> {
  if (!n) return undefined;
  const file = join(started.deps.config.dataDir, 'bench-members.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials[];
  const members = Array.from({ length: n }, (_, i) => benchMember(i));
  const ctx = seedContext(started.deps.now());
  let position: string | null = null;
  for (const [i, m] of members.entries()) position = (await createAccount(started.deps, { ...m, displayName: `Bench Member ${i + 1}`, role: 'user' }, ctx, { policy: false })).position;
  if (position) await started.deps.awaitProjection(position);
  writeFileSync(file, JSON.stringify(members));
  return members;
}

/**
 * The app on a temp data dir, or on BENCH_DATA_DIR (kept at exit, so a restart finds its
 * log: the cold rows). With BENCH_SCALE=N the scale rows' data is written into the log once
 * (scale-log.ts) and projected before the port is announced; its ids go back over IPC. BENCH_READS=N
 * does the same with the read rows' data set (reads-log.ts).
 */
async function realApp() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'osg-bench-app-'));
  // BENCH_SITE=1: the whole site as readers get it (seeded articles, the built client in dist/web),
  // for the page rows and Lighthouse (BENCH_WEB_ROOT: another build, for the fonts experiment);
  // otherwise no content and no client, as the API rows want.
  const site = process.env.BENCH_SITE === '1';
  const config = loadConfig({ ...APP_ENV, ...(site ? { SEED_CONTENT: '1' } : {}), DATA_DIR: dataDir, SESSION_SECRET: `bench-${'x'.repeat(40)}`, KEYS_MASTER_KEY: 'YmVuY2gtbWFzdGVyLWtleS0zMi1ieXRlcy1sb25nISE=', PUBLIC_URL: 'http://localhost', EVENTSTORE_URL: process.env.BENCH_EVENTSTORE_URL });
  const cleanup = () => (kept ? undefined : rmSync(dataDir, { recursive: true, force: true }));
  let started: Awaited<ReturnType<typeof createApp>> | undefined;
  let fixtures: ScaleFixtures | undefined;
  let reads: ReadsFixtures | undefined;
  let members: Credentials[] | undefined;
  try {
    started = await createApp(config, { logger: createLogger('silent'), webRoot: site ? resolve(process.env.BENCH_WEB_ROOT ?? 'dist/web') : join(dataDir, 'no-web') });
    const seeded = await seedIfEmpty(started.deps);
    if (seeded) await started.deps.awaitProjection(seeded);
    fixtures = benchData(started, 'scale', Number(process.env.BENCH_SCALE ?? 0), writeScaleLog);
    reads = benchData(started, 'reads', Number(process.env.BENCH_READS ?? 0), writeReadsLog);
    members = await benchMembers(started, Number(process.env.BENCH_MEMBERS ?? 0));
    await started.runner.catchUp();
  } catch (err) {
    await started?.close().catch(() => undefined);
    cleanup();
    throw err;
  }
  const { app, close } = started;
  return {
    fixtures,
    reads,
    members,
    handler: app.callback(),
    close: async () => {
      await close();
      cleanup();
    },
  };
}

async function main() {
  const mode = process.argv[2];
  if (mode !== 'app' && mode !== 'bare' && mode !== 'bare-db') throw new Error('usage: server-process.ts app|bare|bare-db');
  const target = mode === 'app' ? await realApp() : mode === 'bare-db' ? bareDbApp() : bareApp();
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
  const members = 'members' in target ? target.members : undefined;
  process.send?.({ port: (server.address() as AddressInfo).port, fixtures: target.fixtures, reads: target.reads, members });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
