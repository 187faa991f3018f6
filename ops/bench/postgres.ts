import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPgEventStore } from '../../api/event-store/postgres.js';
import type { EventStore } from '../../api/event-store/port.js';
import { adapterAppends } from './appends.js';
import { loadConnections, type ConnectionSpec, type ConnectionsResult } from './http-load.js';
import { int, ms, ratio, type Row } from './report.js';
import { startServer, type RunningServer } from './servers.js';
import { checkComment, commentBody, firstArticle, signInAll } from './writes.js';

/**
 * The PostgreSQL rows (issue 30, BENCH_ONLY=postgres): appends per second on the PostgreSQL
 * adapter (one appender, and BENCH_CONNECTIONS at once) next to the SQLite adapter; comment
 * posting with read-your-writes through HTTP on PostgreSQL next to SQLite; and two API nodes on
 * one PostgreSQL log taking comments at once (each node's members on their own node), next to one.
 * Each run in a fresh schema of BENCH_POSTGRES_URL (default the machine's `test` database), dropped after.
 */
const BASE = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';
const POST_HEADERS = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };

export interface PostgresSpec {
  seconds: number;
  adapterSeconds: number;
  connections: number;
  progress(msg: string): void;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** `writers` appenders at once, each one event per append to a stream of its own, for `seconds`. */
async function pgAppends(store: EventStore, seconds: number, writers: number) {
  const latencies: number[] = [];
  const meta = { actorId: 1, actorRole: 'user' as const, correlationId: randomUUID(), causationId: null, at: new Date().toISOString(), subjects: [1] };
  const data = { userId: 1, displayName: 'enc:v1:1:aaaaaaaaaaaaaaaa:bbbbbbbbbbbbbbbbbbbbbb:cccccccccccccccc' };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await store.append(`bench-${randomUUID()}`, [{ id: randomUUID(), type: 'ProfileUpdated', data, metadata: meta }], 'no_stream');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
}

function schemaUrl(made: string[]) {
  const schema = `osg_bench_${randomUUID().slice(0, 8)}`;
  made.push(schema);
  const u = new URL(BASE);
  u.searchParams.set('schema', schema);
  return u.toString();
}

async function dropSchemas(made: string[]) {
  const c = new pg.Client({ connectionString: BASE });
  await c.connect();
  for (const s of made) await c.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
  await c.end();
}

const http = (r: ConnectionsResult) => `${int(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;

/** Comment posting as `members` on one app server (signed in there), each answer checked to hold the comment. */
async function comments(app: RunningServer, members: Awaited<ReturnType<typeof signInAll>>, seconds: number) {
  const article = await firstArticle(app.url);
  let n = 0;
  const specs = members.map((m): ConnectionSpec => ({ headers: { ...POST_HEADERS, cookie: m.cookie }, body: () => commentBody(article.id, ++n), check: checkComment }));
  return loadConnections(`${app.url}/_api/articles/comments`, specs, seconds, 1);
}

export async function postgresRows(spec: PostgresSpec): Promise<{ rows: Row[]; notes: string[] }> {
  const { seconds, connections, progress } = spec;
  const rows: Row[] = [];
  const notes: string[] = [];
  const made: string[] = [];
  const servers: RunningServer[] = [];
  try {
    progress(`postgres: appends on the SQLite adapter, then on PostgreSQL (1 and ${connections} appenders, ${spec.adapterSeconds} s each)`);
    const sqlite = await adapterAppends(spec.adapterSeconds);
    const store = openPgEventStore(schemaUrl(made), { max: connections });
    const one = await pgAppends(store, spec.adapterSeconds, 1);
    const many = await pgAppends(store, spec.adapterSeconds, connections);
    await store.close();
    const sqliteFigure = `SQLite adapter ${int(sqlite.perSecond)} appends/s, p50 ${ms(sqlite.p50ms)}, p99 ${ms(sqlite.p99ms)}`;
    rows.push(
      { measurement: 'appends/s, PostgreSQL adapter, 1 appender', result: `${int(one.perSecond)} appends/s, p50 ${ms(one.p50)}, p99 ${ms(one.p99)}`, baseline: sqliteFigure, ratio: ratio(one.perSecond, sqlite.perSecond), data: { figure: one.perSecond, unit: 'appends/s', p50: one.p50, p99: one.p99, reference: sqlite.perSecond, ratio: one.perSecond / sqlite.perSecond } },
      { measurement: `appends/s, PostgreSQL adapter, ${connections} appenders`, result: `${int(many.perSecond)} appends/s, p50 ${ms(many.p50)}, p99 ${ms(many.p99)}`, baseline: sqliteFigure, ratio: ratio(many.perSecond, sqlite.perSecond), data: { figure: many.perSecond, unit: 'appends/s', p50: many.p50, p99: many.p99, reference: sqlite.perSecond, ratio: many.perSecond / sqlite.perSecond } },
    );

    progress(`postgres: comment posting on SQLite, then on PostgreSQL, as ${connections} members (${seconds} s each)`);
    const onSqlite = await startServer('app', { BENCH_SITE: '1', BENCH_MEMBERS: String(connections) });
    servers.push(onSqlite);
    const sqliteRun = await comments(onSqlite, await signInAll(onSqlite.url, onSqlite.members!), seconds);
    await onSqlite.stop();
    servers.length = 0;
    const url = schemaUrl(made);
    const nodeA = await startServer('app', { BENCH_SITE: '1', BENCH_MEMBERS: String(connections), BENCH_EVENTSTORE_URL: url });
    servers.push(nodeA);
    const membersA = await signInAll(nodeA.url, nodeA.members!);
    const pgRun = await comments(nodeA, membersA, seconds);
    rows.push({ measurement: 'POST /_api/articles/comments (read-your-writes), PostgreSQL log', result: http(pgRun), baseline: `SQLite log ${http(sqliteRun)}`, ratio: ratio(pgRun.rps, sqliteRun.rps), data: { figure: pgRun.rps, unit: 'req/s', p50: pgRun.p50, p99: pgRun.p99, reference: sqliteRun.rps, ratio: pgRun.rps / sqliteRun.rps } });

    progress(`postgres: a second node on the same log; both take comments at once (${seconds} s)`);
    const nodeB = await startServer('app', { BENCH_SITE: '1', BENCH_EVENTSTORE_URL: url });
    servers.push(nodeB);
    const half = Math.max(1, Math.floor(membersA.length / 2));
    const membersB = await signInAll(nodeB.url, nodeA.members!.slice(half));
    const [ra, rb] = await Promise.all([comments(nodeA, membersA.slice(0, half), seconds), comments(nodeB, membersB, seconds)]);
    const both = ra.rps + rb.rps;
    rows.push({ measurement: 'comments/s, two API nodes on one PostgreSQL log', result: `${int(both)} req/s (a ${http(ra)}; b ${http(rb)})`, baseline: `one node ${http(pgRun)}`, ratio: ratio(both, pgRun.rps), data: { figure: both, unit: 'req/s', reference: pgRun.rps, ratio: both / pgRun.rps } });
    notes.push(
      `postgres: the log in a fresh schema of ${new URL(BASE).host}${new URL(BASE).pathname} (synchronous_commit as the server has it); appends of one ProfileUpdated event each to a new stream; the HTTP rows are the write rows' comment posting (every answer holds the comment from the node's read model), ${connections} members; two nodes: each with its own data directory and read model, half of the members on each, both projecting every event.`,
      ...[pgRun, sqliteRun, ra, rb].flatMap((r, i) => (r.non2xx || r.errors || r.wrong ? [`WARNING postgres run ${i}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.wrong} answers without the write (${r.firstWrong})`] : [])),
    );
    return { rows, notes };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await dropSchemas(made).catch(() => undefined);
  }
}
