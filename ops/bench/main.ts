/**
 * `npm run bench`: one run, one table (issues 2 and 3).
 *   1. appends per second, one event per command: on the SQLite adapter and through POST /_api/user/profile
 *   2. replay events per second over BENCH_EVENTS (default 1,000,000) generated events, into fresh read
 *      models and the search index, next to as many plain upserts in batched transactions (target >= 0.5)
 *   3. GET /_api/auth/session signed in: requests per second, p50/p99
 *   4. the initial route's JavaScript, gzipped, against the 150 KB budget
 *   5. scale rows (issue 7) at each BENCH_SCALE_SIZES size N, each next to its small control
 *      in the same database: comments page (first and deep) on an article with N comments
 *      and N/2 replies, article list pages over N articles, a vote on a comment with N votes,
 *      profile updates (warm, and cold after a restart) of a member with N profile edits,
 *      and an article's JSON signed in next to anonymous (scale.ts, scale-log.ts)
 *   6. page rows (issue 8, pages.ts): the server-rendered article page's requests per second next to
 *      the JSON article route, the cache-miss render time, and the article's first-visit bytes
 *   7. search rows (issues 12 and 26, search.ts): never-seen queries at 100,000 documents, uncached (the cached
 *      path its own row), the first 1,000 after a start, after 10,000 changes, over HTTP; build time, memory
 *   8. read rows (issue 14, reads.ts): on BENCH_READ_SIZE articles, comments, threads, products and
 *      reviews written as events, each read route (article, comments, thread, products, search, the
 *      article's HTML) next to a bare Koa route reading one row by key with better-sqlite3 from a
 *      table of the same size (target ratio >= 0.5), and the server's resident set size after the load
 *   9. write rows (issue 14, writes.ts): posting a comment and voting through HTTP as BENCH_CONNECTIONS
 *      signed-in members, each answer only once the read model shows the write (checked), next to a bare
 *      Koa route doing one better-sqlite3 INSERT per request with synchronous=FULL (comment target:
 *      ratio >= 0.3 and p99 < 20 ms)
 *  10. Lighthouse rows (issue 14, lighthouse-rows.ts): performance and accessibility of /, an article
 *      and a forum thread (mobile preset, Debian Chromium) next to a bare page (targets 95 and 100)
 *  11. soak rows (SECURITY T39, soak.ts): fixed-rate GET article page 100/s, POST comment 20/s, login
 *      5/s and votes 50/s (projection lag), p95 each, 5xx count and the server's RSS growth
 *  12. PostgreSQL rows (issue 30, postgres.ts): appends/s on the PostgreSQL adapter (1 and BENCH_CONNECTIONS
 *      appenders) next to SQLite's, comment posting with read-your-writes on PostgreSQL next to SQLite, and
 *      two API nodes on one PostgreSQL log taking comments at once (BENCH_POSTGRES_URL, default the `test` database)
 *  13. newsletter rows (issue 28, newsletter.ts): an issue sent through SMTP to BENCH_NEWSLETTER_SIZES (default 1000,100000)
 *      confirmed subscribers at BENCH_NEWSLETTER_RATE (default 1000/s): mails/s
 *      against the configured rate, and the sender's heap growth while sending at each size (constant)
 * Every HTTP figure sits next to a bare Koa route or a small control measured in the same
 * run. Every run writes bench/results.json and bench/results.md (results.ts). Exit 1 on a crash
 * or when the bundle is over budget.
 *
 * Knobs: BENCH_EVENTS (replay size), BENCH_GET_SECONDS (10), BENCH_POST_SECONDS (8),
 * BENCH_ADAPTER_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_CPU_PROF=<dir> (V8 profiles of the servers),
 * BENCH_SCALE_SIZES (comma-separated N, default 10000,100000; 0 skips the scale rows),
 * BENCH_SCALE_SECONDS (seconds per scale measurement, default 5), BENCH_MISSES (cache misses timed, 20),
 * BENCH_READ_SIZE (items of each kind for the read rows, default 100000), BENCH_READ_CONNECTIONS (50),
 * BENCH_SOAK_SECONDS (30; 1800 is T39's long soak, the only one the RSS row gives a verdict on),
 * BENCH_SOAK_MODE (sequence: each soak stream alone for a quarter of the time, the default; mixed: all at once),
 * BENCH_RESULTS_DIR (where results.json and results.md go, default bench/),
 * BENCH_ONLY (comma-separated groups to run: http, writes, replay, scale, pages, search, reads, lighthouse,
 * soak, bundle, postgres; default all).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { relative } from 'node:path';
import { allProjections } from '../../projections/all.js';
import { adapterAppends, bareAppends, commandAppends } from './appends.js';
import { BUDGET_BYTES, measureBundle } from './bundle.js';
import type { LoadResult } from './http-load.js';
import { pageRows } from './pages.js';
import { readRows } from './reads.js';
import { writeRows } from './writes.js';
import { postgresRows } from './postgres.js';
import { lighthouseRows } from './lighthouse-rows.js';
import { soakRows } from './soak.js';
import { newsletterRows } from './newsletter.js';
import { writeResults, type GroupRows } from './results.js';
import { searchRows } from './search.js';
import { searchRowsInFreshProcess } from './search-process.js';
import { BATCH as REPLAY_BATCH, replayBench } from './replay.js';
import { scaleRows } from './scale.js';
import { int, kb, loadFigures, ms, ratio, secs, table, type Row } from './report.js';
import { APP_ENV, signIn, startServer, type RunningServer } from './servers.js';
import { bareReads, sessionReads } from './session.js';

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
  return n;
};

const EVENTS = Math.floor(num('BENCH_EVENTS', 1_000_000));
const GET_SECONDS = num('BENCH_GET_SECONDS', 10);
const POST_SECONDS = num('BENCH_POST_SECONDS', 8);
const ADAPTER_SECONDS = num('BENCH_ADAPTER_SECONDS', 3);
const CONNECTIONS = Math.floor(num('BENCH_CONNECTIONS', 10));
const SCALE_SECONDS = num('BENCH_SCALE_SECONDS', 5);

/** BENCH_SCALE_SIZES: '10000,100000' (default); '0' skips the scale rows. */
function scaleSizes(): number[] {
  const raw = process.env.BENCH_SCALE_SIZES ?? '10000,100000';
  const sizes = raw.split(',').map((x) => Number(x.trim().replace(/_/g, '')));
  if (sizes.some((x) => !Number.isInteger(x) || x < 0)) throw new Error(`BENCH_SCALE_SIZES must be whole numbers separated by commas, got '${raw}'`);
  return sizes.filter((x) => x > 0);
}
const SCALE_SIZES = scaleSizes();
const MISSES = Math.floor(num('BENCH_MISSES', 20));
const READ_SIZE = Math.floor(num('BENCH_READ_SIZE', 100_000));
const READ_CONNECTIONS = Math.floor(num('BENCH_READ_CONNECTIONS', 50));
const SOAK_SECONDS = num('BENCH_SOAK_SECONDS', 30);
const SOAK_MODE = (process.env.BENCH_SOAK_MODE?.trim() || 'sequence') as 'sequence' | 'mixed';
if (SOAK_MODE !== 'sequence' && SOAK_MODE !== 'mixed') throw new Error(`BENCH_SOAK_MODE must be sequence or mixed, got '${SOAK_MODE}'`);

const GROUPS = ['http', 'writes', 'replay', 'scale', 'pages', 'search', 'reads', 'lighthouse', 'soak', 'bundle', 'newsletter', 'postgres'] as const;
/** BENCH_ONLY=pages,bundle runs only those groups of rows (for checking one row without the rest). */
function onlyGroups(): Set<string> {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return new Set(GROUPS);
  const picked = raw.split(',').map((g) => g.trim());
  const unknown = picked.filter((g) => !(GROUPS as readonly string[]).includes(g));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown group(s) ${unknown.join(', ')}; use ${GROUPS.join(', ')}`);
  return new Set(picked);
}
const ONLY = onlyGroups();
const runs = (group: (typeof GROUPS)[number]) => ONLY.has(group);

const progress = (msg: string) => process.stderr.write(`  … ${msg}\n`);
const http = (r: LoadResult) => `${int(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;
const failures = (label: string, r: LoadResult) => (r.non2xx || r.errors ? [`WARNING ${label}: ${r.non2xx} non-2xx responses and ${r.errors} errors/timeouts`] : []);
const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

const cpuModel = () => cpus()[0]?.model.trim() ?? 'unknown CPU';
const LOAD_BEFORE = loadavg();

function header() {
  const cpu = cpuModel();
  const env = Object.entries(APP_ENV).filter(([k]) => k !== 'RATE_LIMITS').map(([k, v]) => `${k}=${v}`).join(' ');
  return [
    `npm run bench · node ${process.version} · ${availableParallelism()} CPUs (${cpu}) · ${process.platform}/${process.arch} · load average ${LOAD_BEFORE.map((l) => l.toFixed(2)).join(' ')}`,
    `settings: global request limit: off (RATE_LIMITS=off; login and password limits stay on) · app ${env} · event log SQLite WAL synchronous=FULL`,
    `          autocannon ${CONNECTIONS} connections, GET ${GET_SECONDS} s, POST ${POST_SECONDS} s, 1 s warm-up before each run except the command (it would grow the stream) · adapter appends ${ADAPTER_SECONDS} s · replay BENCH_EVENTS=${int(EVENTS)} · servers in child processes`,
    `          rows: ${[...ONLY].join(', ')}${process.env.BENCH_ONLY ? ' (BENCH_ONLY)' : ''} · page rows on the seeded site with dist/web and dist/ssr (BENCH_SITE=1), ${MISSES} cache misses (BENCH_MISSES)`,
    `          scale rows at N = ${SCALE_SIZES.map(int).join(', ') || 'none'} (BENCH_SCALE_SIZES), ${SCALE_SECONDS} s per measurement (BENCH_SCALE_SECONDS), ratio = big / control (cold: control / big time)`,
    `          read rows on ${int(READ_SIZE)} items of each kind (BENCH_READ_SIZE), ${READ_CONNECTIONS} connections (BENCH_READ_CONNECTIONS), GET ${GET_SECONDS} s per route`,
    `          write rows: ${CONNECTIONS} members, one connection each, POST ${POST_SECONDS} s per run · soak ${SOAK_SECONDS} s (BENCH_SOAK_SECONDS), ${SOAK_MODE} (BENCH_SOAK_MODE)`,
  ].join('\n');
}

/** Every knob as this run used it, for results.json. */
function settings(): Record<string, string | number> {
  return {
    BENCH_EVENTS: EVENTS,
    BENCH_GET_SECONDS: GET_SECONDS,
    BENCH_POST_SECONDS: POST_SECONDS,
    BENCH_ADAPTER_SECONDS: ADAPTER_SECONDS,
    BENCH_CONNECTIONS: CONNECTIONS,
    BENCH_SCALE_SIZES: SCALE_SIZES.join(',') || '0',
    BENCH_SCALE_SECONDS: SCALE_SECONDS,
    BENCH_MISSES: MISSES,
    BENCH_READ_SIZE: READ_SIZE,
    BENCH_READ_CONNECTIONS: READ_CONNECTIONS,
    BENCH_SOAK_SECONDS: SOAK_SECONDS,
    BENCH_SOAK_MODE: SOAK_MODE,
    BENCH_ONLY: process.env.BENCH_ONLY?.trim() || 'all',
    app: Object.entries(APP_ENV).map(([k, v]) => `${k}=${v}`).join(' '),
  };
}

interface Section {
  group?: string;
  rows: Row[];
  notes: string[];
  overBudget?: boolean;
}

/** Appends and request rows, each next to a bare Koa route in the same run (rows 1 and 3). */
async function httpSection(): Promise<Section> {
  const rows: Row[] = [];
  const notes: string[] = [];
  progress('starting the bare Koa server and the app (temp data dir, demo accounts)');
  const servers: RunningServer[] = [];
  try {
    const [bare, app] = await Promise.all([startServer('bare'), startServer('app')]);
    servers.push(bare, app);
    const cookie = await signIn(app.url);

    // Alternate bare and app runs so that a change in machine load hits both sides alike.
    progress(`GET bare Koa route (${GET_SECONDS} s)`);
    const bareGet = await bareReads(bare.url, GET_SECONDS, CONNECTIONS);
    progress(`GET /_api/auth/session signed in (${GET_SECONDS} s)`);
    const session = await sessionReads(app.url, cookie, GET_SECONDS, CONNECTIONS);
    progress(`POST bare Koa route (${POST_SECONDS} s)`);
    const barePost = await bareAppends(bare.url, POST_SECONDS, CONNECTIONS);
    progress(`POST /_api/user/profile signed in (${POST_SECONDS} s, no warm-up: every request appends to the member's stream)`);
    const command = await commandAppends(app.url, POST_SECONDS, CONNECTIONS);
    await Promise.all(servers.map((s) => s.stop()));
    servers.length = 0;

    progress(`appending on the SQLite adapter (${ADAPTER_SECONDS} s)`);
    const adapter = await adapterAppends(ADAPTER_SECONDS);

    rows.push({
      measurement: 'appends/s, SQLite adapter (1 event/append)',
      result: `${int(adapter.perSecond)} appends/s, p50 ${ms(adapter.p50ms)}, p99 ${ms(adapter.p99ms)}`,
      baseline: `bare Koa POST ${int(barePost.rps)} req/s`,
      ratio: ratio(adapter.perSecond, barePost.rps),
      data: { figure: adapter.perSecond, unit: 'appends/s', p50: adapter.p50ms, p99: adapter.p99ms, reference: barePost.rps, ratio: adapter.perSecond / barePost.rps },
    });
    rows.push({
      measurement: 'appends/s, HTTP POST /_api/user/profile',
      result: `${int(command.rps)} appends/s, p50 ${ms(command.p50)}, p99 ${ms(command.p99)}`,
      baseline: `bare Koa POST ${int(barePost.rps)} req/s, p50 ${ms(barePost.p50)}, p99 ${ms(barePost.p99)}`,
      ratio: ratio(command.rps, barePost.rps),
      data: loadFigures(command, barePost),
    });
    const ps = command.perSecond;
    notes.push(
      `HTTP command path: ${ratio(command.rps, adapter.perSecond)} of the adapter's rate; the demo member's stream grew from 1 to ${int(1 + command.ok)} events during the run;` +
        ` first 2 s ${int(avg(ps.slice(0, 2)))}/s, last 2 s ${int(avg(ps.slice(-2)))}/s (the command folds only the events after its cached state, so the two should match however long the stream grows).`,
    );
    notes.push(...failures('POST /_api/user/profile', command), ...failures('bare POST', barePost));
    rows.push({
      measurement: 'GET /_api/auth/session, signed in',
      result: http(session),
      baseline: `bare Koa GET ${http(bareGet)}`,
      ratio: ratio(session.rps, bareGet.rps),
      data: loadFigures(session, bareGet),
    });
    notes.push(...failures('GET /_api/auth/session', session), ...failures('bare GET', bareGet));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  return { rows, notes };
}

const REPLAY_TARGET = 0.5;

async function replaySection(): Promise<Section> {
  progress(`replay: generating ${int(EVENTS)} events, then rebuildReadModel and the search index`);
  const replay = await replayBench(EVENTS, progress);
  const q = replay.replayPerSecond / replay.upsertPerSecond;
  const pass = q >= REPLAY_TARGET;
  const row: Row = {
    measurement: `replay events/s, ${int(replay.events)} events (read models + search index)`,
    result: `${int(replay.replayPerSecond)} events/s (${secs(replay.replaySeconds)}: rebuildReadModel ${secs(replay.rebuildSeconds)}, search index ${secs(replay.indexSeconds)})`,
    baseline: `${int(replay.events)} plain upserts, ${int(REPLAY_BATCH)} per transaction: ${int(replay.upsertPerSecond)}/s (${secs(replay.upsertSeconds)})`,
    ratio: `${ratio(replay.replayPerSecond, replay.upsertPerSecond)} (target ≥ ${REPLAY_TARGET}) ${pass ? 'PASS' : 'FAIL'}`,
    data: { figure: replay.replayPerSecond, unit: 'events/s', reference: replay.upsertPerSecond, ratio: q, target: `ratio >= ${REPLAY_TARGET}`, pass },
  };
  const notes = [
    `replay log: the site's mix (tests/support/synthetic.ts): ${int(replay.members)} members with sign-ups, profile edits and password events, articles with ~6 KB HTML, comments, replies, edits and votes; ${(replay.logBytes / 1e6).toFixed(0)} MB, generated in ${secs(replay.generateSeconds)}; every projection applied (${allProjections.map((p) => p.name).join(', ')}), then the in-memory search index built from the new generation (${int(replay.indexedDocuments)} documents), as a web process does on start without a snapshot; the replay and the reference each ran in a fresh process (ops/bench/replay-process.ts), as npm run replay does, after the log was generated in this one.`,
    `replay reference: INSERT ... ON CONFLICT (id) DO UPDATE into one table keyed by an integer id (${int(replay.upsertKeys)} distinct keys, so half update), a ~110-byte text per row, on a file opened like a rebuild's generation (WAL, synchronous=OFF while building); the old reference, reading the log in batches without projecting, ran at ${int(replay.readPerSecond)} events/s (${secs(replay.readSeconds)}; replay is ${ratio(replay.replayPerSecond, replay.readPerSecond)} of it).`,
  ];
  return { rows: [row], notes };
}

async function scaleSection(): Promise<Section> {
  const out: Section = { rows: [], notes: [] };
  for (const n of SCALE_SIZES) {
    const scale = await scaleRows({ n, seconds: SCALE_SECONDS, connections: CONNECTIONS, progress });
    out.rows.push(...scale.rows);
    out.notes.push(...scale.notes);
  }
  return out;
}

function bundleSection(): Section {
  progress('initial route JavaScript (dist/web)');
  const bundle = measureBundle();
  if (bundle.status === 'skipped') {
    return { rows: [{ measurement: 'initial route JS, gzip -9', result: 'skipped', baseline: `budget ${kb(BUDGET_BYTES)}`, ratio: 'n/a' }], notes: [`bundle: skipped: ${bundle.reason}`] };
  }
  const overBudget = bundle.gzipBytes > BUDGET_BYTES;
  const row: Row = {
    measurement: 'initial route JS, gzip -9',
    result: `${int(bundle.gzipBytes)} B = ${kb(bundle.gzipBytes)} ${overBudget ? 'OVER' : 'PASS'}`,
    baseline: `budget ${kb(BUDGET_BYTES)} (${int(BUDGET_BYTES)} B)`,
    ratio: ratio(bundle.gzipBytes, BUDGET_BYTES),
    data: { figure: bundle.gzipBytes, unit: 'B', reference: BUDGET_BYTES, ratio: bundle.gzipBytes / BUDGET_BYTES, target: `<= ${BUDGET_BYTES} B`, pass: !overBudget },
  };
  const note =
    `bundle (entry script + modulepreload links of dist/web/index.html${bundle.built ? ', built now with npm run build:web' : ''}): ${bundle.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}; ${kb(bundle.rawBytes)} before gzip` +
    (bundle.extra.length ? `; statically imported but not preloaded: ${bundle.extra.join(', ')}` : '');
  return { rows: [row], notes: [note], overBudget };
}

async function main() {
  const started = performance.now();
  console.log(header());
  const sections: Section[] = [];
  const add = (group: string, s: Section) => sections.push({ ...s, group });
  if (runs('http')) add('http', await httpSection());
  if (runs('writes')) add('writes', await writeRows({ seconds: POST_SECONDS, connections: CONNECTIONS, progress }));
  if (runs('replay')) add('replay', await replaySection());
  if (runs('scale')) add('scale', await scaleSection());
  if (runs('pages')) add('pages', await pageRows({ seconds: GET_SECONDS, connections: CONNECTIONS, misses: MISSES, progress }));
  // Alone, in this process; in a bigger run, in a fresh one, as a web process has no other group's heap (search-process.ts).
  if (runs('search')) add('search', ONLY.size === 1 ? await searchRows({ progress }) : await searchRowsInFreshProcess(progress));
  if (runs('reads')) add('reads', await readRows({ n: READ_SIZE, seconds: GET_SECONDS, connections: READ_CONNECTIONS, progress }));
  if (runs('lighthouse')) add('lighthouse', await lighthouseRows({ progress }));
  if (runs('soak')) add('soak', await soakRows({ seconds: SOAK_SECONDS, mode: SOAK_MODE, progress }));
  if (runs('bundle')) add('bundle', bundleSection());
  if (runs('newsletter')) add('newsletter', await newsletterRows({ progress }));
  if (runs('postgres')) add('postgres', await postgresRows({ seconds: POST_SECONDS, adapterSeconds: ADAPTER_SECONDS, connections: CONNECTIONS, progress }));
  const overBudget = sections.some((s) => s.overBudget);

  console.log('');
  console.log(table(sections.flatMap((s) => s.rows)));
  console.log('');
  for (const n of sections.flatMap((s) => s.notes)) console.log(`- ${n}`);
  const seconds = (performance.now() - started) / 1000;
  const changed = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith('BENCH_') && e[1] !== undefined && e[1] !== ''));
  const meta = { date: new Date().toISOString(), node: process.version, cpus: availableParallelism(), cpuModel: cpuModel(), platform: `${process.platform}/${process.arch}`, loadBefore: LOAD_BEFORE, settings: settings(), groups: [...ONLY], partial: ONLY.size < GROUPS.length, changed, seconds };
  const written = writeResults(meta, sections.map((s): GroupRows => ({ group: s.group ?? '', rows: s.rows, notes: s.notes })));
  console.log(`results: ${written.map((f) => relative(process.cwd(), f)).join(', ')}`);
  console.log(`bench finished in ${secs(seconds)}${overBudget ? ' · initial route JS is OVER the 150 KB budget: exit 1' : ''}`);
  process.exitCode = overBudget ? 1 : 0;
}

main().catch((err) => {
  console.error('bench crashed:', err);
  process.exit(1);
});
