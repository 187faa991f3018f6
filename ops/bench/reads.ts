import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadResult } from './http-load.js';
import { int, loadFigures, ms, ratio, secs, type Row } from './report.js';
import { COMMON_WORD, type ReadsFixtures } from './reads-log.js';
import { startServer, type RunningServer } from './servers.js';

/**
 * The read rows (issue 14, 'Benchmarks'): on a data set of N articles, comments, threads, products
 * and reviews written as events and projected (reads-log.ts), requests per second and p50/p99 of
 * each read route a reader's page calls, next to the reference measured in the same run: a bare
 * Koa route reading one row by key with a prepared better-sqlite3 statement from a table of N
 * article-sized rows (server-process.ts, bare-db). Target: each route at least 0.5 of it.
 * Each route runs twice (a second round in reverse order) and the reference first and last; each
 * counts its better run, so a burst of load from elsewhere on the shared machine costs a figure
 * only when it hits both of its runs.
 * Then the app server's resident set size after all the load (VmRSS, and VmHWM: its peak).
 */

export interface ReadSpec {
  n: number;
  seconds: number;
  connections: number;
  progress(msg: string): void;
}

export const READ_TARGET = 0.5;
const http = (r: LoadResult) => `${int(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;
const HTML = { Accept: 'text/html,application/xhtml+xml' };

/** Resident and peak resident set size of a process, in bytes (Linux /proc; null elsewhere). */
export function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

interface Route {
  label: string;
  path: string;
  headers?: Record<string, string>;
  /** What the answer must hold, so that a 200 with the wrong content is not measured as a success. */
  expect: string;
}

function routes(f: ReadsFixtures): Route[] {
  return [
    { label: 'GET /_api/articles/article?slug', path: `/_api/articles/article?slug=${f.slug}`, expect: `"slug":"${f.slug}"` },
    { label: 'GET /_api/articles/comments?articleId&limit=10', path: `/_api/articles/comments?articleId=${f.articleId}&limit=10`, expect: 'read benchmark' },
    { label: 'GET /_api/forum/thread?threadId', path: `/_api/forum/thread?threadId=${f.threadId}`, expect: COMMON_WORD },
    { label: 'GET /_api/products', path: '/_api/products', expect: 'Read product' },
    { label: `GET /_api/search?query=${COMMON_WORD}`, path: `/_api/search?query=${COMMON_WORD}`, expect: COMMON_WORD },
    { label: 'GET /articles/{slug} (HTML)', path: `/articles/${f.slug}`, headers: HTML, expect: `Read article ${f.articleId}` },
  ];
}

/** One request before the load: the route answers 200 with the expected content (and warms the search index). */
async function check(url: string, r: Route): Promise<string> {
  const t0 = performance.now();
  const res = await fetch(url + r.path, { headers: r.headers ?? {}, signal: AbortSignal.timeout(300_000) });
  const text = await res.text();
  if (res.status !== 200 || !text.includes(r.expect)) throw new Error(`${r.label}: ${res.status}, expected '${r.expect}' in ${text.slice(0, 300)}`);
  return `${r.label} first answer ${ms(performance.now() - t0)}${res.headers.get('x-render') ? ` (X-Render: ${res.headers.get('x-render')})` : ''}`;
}

export async function readRows(spec: ReadSpec): Promise<{ rows: Row[]; notes: string[] }> {
  const { n, seconds, connections, progress } = spec;
  const rows: Row[] = [];
  const notes: string[] = [];
  const servers: RunningServer[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'osg-bench-reads-'));
  try {
    progress(`reads ${int(n)}: writing the data set and projecting it (seeded site, built client), and the reference table`);
    const t0 = performance.now();
    const env = { BENCH_READS: String(n), BENCH_SITE: '1', BENCH_DATA_DIR: dataDir };
    const [writer, bare] = await Promise.all([startServer('app', env), startServer('bare-db', { BENCH_READ_SIZE: String(n) })]);
    servers.push(writer, bare);
    const f = writer.reads as ReadsFixtures;
    const written = (performance.now() - t0) / 1000;
    // The measured server starts on the data set as a deployed one would: not the process that just
    // wrote and projected 700,000 events, whose heap still holds that work (about 20 % slower here).
    progress(`reads ${int(n)}: restarting the app on the data set`);
    await writer.stop();
    const t1 = performance.now();
    const app = await startServer('app', env);
    servers.push(app);
    notes.push(`reads ${int(n)}: ${int(f.events)} events written and projected in ${secs(written)} (server start with the seeded site included), then the app stopped and started again on that data directory (${secs((performance.now() - t1) / 1000)}, search index included) and measured; ${connections} connections, ${seconds} s per route after 1 s of warm-up, no compression asked.`);
    const list = routes(f);
    for (const r of list) notes.push(`reads: ${await check(app.url, r)}`);
    const refUrl = `${bare.url}/bare/row?slug=row-${Math.ceil(n / 2)}`;
    const run = (url: string, headers?: Record<string, string>) => load({ url, headers, connections, seconds, warmupSeconds: 1 });

    // Two rounds, the second in reverse order, with the reference first and last: every route and
    // the reference get two runs at different moments, and each counts its better one, so a burst
    // of load from elsewhere on the shared machine costs a figure only when it hits both runs.
    progress(`reads ${int(n)}: reference, bare Koa + better-sqlite3 row by key (${seconds} s)`);
    const refs = [await run(refUrl)];
    const runs: LoadResult[][] = list.map(() => []);
    for (const round of [0, 1]) {
      const order = round === 0 ? list.map((_, i) => i) : list.map((_, i) => list.length - 1 - i);
      for (const i of order) {
        progress(`reads ${int(n)}: ${list[i]!.label} (${seconds} s, round ${round + 1} of 2)`);
        runs[i]!.push(await run(app.url + list[i]!.path, list[i]!.headers));
      }
    }
    progress(`reads ${int(n)}: reference again (${seconds} s)`);
    refs.push(await run(refUrl));
    const better = (rs: LoadResult[]) => rs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const ref = better(refs);
    const results = runs.map(better);
    list.forEach((r, i) => notes.push(`reads ${r.label}: rounds ${runs[i]!.map((x) => `${int(x.rps)} req/s`).join(' and ')} (the better counts)`));
    const refText = `bare Koa + SQLite row by key ${http(ref)}`;
    list.forEach((r, i) => {
      const res = results[i]!;
      const data = loadFigures(res, ref, READ_TARGET);
      rows.push({ measurement: `${r.label} @${int(n)}`, result: http(res), baseline: refText, ratio: `${ratio(res.rps, ref.rps)} (target ≥ ${READ_TARGET}) ${data.pass ? 'PASS' : 'FAIL'}`, data });
      if (res.non2xx || res.errors) notes.push(`WARNING ${r.label}: ${res.non2xx} non-2xx responses and ${res.errors} errors/timeouts`);
    });
    notes.push(`reads reference runs: first ${http(refs[0]!)}, last ${http(refs[1]!)} (the better counts).`);

    const mem = memoryOf(app.pid);
    const refMem = memoryOf(bare.pid);
    const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;
    rows.push({
      measurement: `server resident set size after the read load @${int(n)}`,
      result: mem ? `${mb(mem.rss)} (peak ${mb(mem.peak)})` : 'n/a (no /proc)',
      baseline: refMem ? `bare Koa + SQLite server ${mb(refMem.rss)} (peak ${mb(refMem.peak)}); Ghost 6.65 ~730 MB` : 'n/a',
      ratio: mem && refMem ? ratio(mem.rss, refMem.rss) : 'n/a',
      data: { figure: mem ? mem.rss / 1048576 : null, unit: 'MB', reference: refMem ? refMem.rss / 1048576 : null, ratio: mem && refMem ? mem.rss / refMem.rss : null },
    });
    notes.push('reads memory: both servers run the TypeScript sources through tsx in the process (server-process.ts imports the app in either mode), so each resident size includes the loader and the whole module graph; the difference is the app\'s data, caches and search index.');
    return { rows, notes };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
