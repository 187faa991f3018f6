/**
 * The search route over HTTP with a fresh query per request (issue 26). A child process serves
 * the real search routes (api/search/routes.ts: query validation, the search limits in the
 * bench's `RATE_LIMITS=off` mode, the answer lane, the zero-result counter) on Koa with the app's
 * error handler, over the corpus's read model and its snapshot: not the whole app (no session,
 * compression or CSRF middleware; the `reads` rows measure those on their data set). autocannon
 * sends each request a query string nobody asked before; the CACHED row repeats one URL, which
 * the answer lane serves from the held bytes. `node --import tsx ops/bench/search-http.ts <dir>`.
 */
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Koa from 'koa';
import { loadConfig } from '../../api/config.js';
import { searchIndexFor } from '../../api/search/index.js';
import { defineSearchMisses } from '../../api/search/misses.js';
import { warmSearch } from '../../api/search/queries.js';
import { searchRoutes } from '../../api/search/routes.js';
import { AnswerCache } from '../../api/shared/answer-cache.js';
import type { Deps } from '../../api/shared/deps.js';
import { errors } from '../../api/shared/http.js';
import { RateLimits } from '../../api/shared/rate-limits.js';
import { int, ms, type Row } from './report.js';
import { openCorpus } from './search-corpus.js';
import { QUERY_KINDS, type QueryGenerator } from './search-queries.js';

const self = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_SEARCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = 10;

function serve(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const p = fork(self, [dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    p.once('exit', (code) => reject(new Error(`search-http.ts server exited early (code ${code})`)));
    p.once('message', (m: { port: number }) => {
      p.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${m.port}`,
        stop: () => new Promise<void>((done) => (p.exitCode !== null ? done() : (p.once('exit', () => done()), p.kill('SIGTERM')))),
      });
    });
  });
}

const run = (url: string, requests: RequestSpec[], seconds: number): PromiseLike<Result> =>
  autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10, requests });

const freshPaths = (gen: QueryGenerator, route: 'search' | 'suggest'): RequestSpec[] => {
  let i = 0;
  return [{
    method: 'GET',
    setupRequest: (req) => {
      const kind = QUERY_KINDS[i++ % QUERY_KINDS.length]!;
      const q = encodeURIComponent(route === 'search' ? gen.next(kind) : gen.suggestion(kind));
      return { ...req, path: route === 'search' ? `/_api/search?query=${q}` : `/_api/search/suggestions?query=${q}` };
    },
  }];
};

const figures = (r: Result) => `${int(r['2xx'] / r.duration)} req/s, p50 ${ms(r.latency.p50)}, p99 ${ms(r.latency.p99)}`;
const row = (measurement: string, r: Result): Row => ({
  measurement, result: figures(r), baseline: `${CONNECTIONS} connections, ${SECONDS} s`, ratio: 'n/a',
  data: { figure: r['2xx'] / r.duration, unit: 'req/s', p50: r.latency.p50, p99: r.latency.p99, reference: null, ratio: null },
});

export async function searchHttpRows(dir: string, gen: QueryGenerator, progress: (m: string) => void): Promise<{ rows: Row[]; notes: string[] }> {
  const server = await serve(dir);
  try {
    // One second of fresh queries first, so the server's JIT is warm as a running server's is.
    await run(server.url, freshPaths(gen, 'search'), 1);
    progress(`search HTTP: GET /_api/search, a new query per request (${SECONDS} s)`);
    const search = await run(server.url, freshPaths(gen, 'search'), SECONDS);
    progress(`search HTTP: GET /_api/search/suggestions, a new query per request (${SECONDS} s)`);
    const suggest = await run(server.url, freshPaths(gen, 'suggest'), SECONDS);
    progress(`search HTTP: the same URL again and again: CACHED (${SECONDS} s)`);
    const cached = await run(server.url, [{ method: 'GET', path: `/_api/search?query=${encodeURIComponent(gen.next('two words'))}` }], SECONDS);
    const bad = [search, suggest, cached].filter((r) => r.non2xx || r.errors).length;
    return {
      rows: [
        row('search HTTP: GET /_api/search, a never-seen query per request, uncached', search),
        row('search HTTP: GET /_api/search/suggestions, a never-seen query per request, uncached', suggest),
        row('search HTTP: GET /_api/search, the same URL repeated: CACHED (answer lane)', cached),
      ],
      notes: [
        `search HTTP: the search routes alone on Koa with the app's error handler and the bench's RATE_LIMITS=off, in a child process over the corpus's snapshot (not the whole app: no session, compression or CSRF middleware), ${CONNECTIONS} connections, ${SECONDS} s each after 1 s of fresh-query warm-up.`,
        ...(bad ? [`WARNING search HTTP: ${bad} run(s) had non-2xx answers or errors`] : []),
      ],
    };
  } finally {
    await server.stop();
  }
}

async function child(dir: string): Promise<void> {
  const { rm, deps } = openCorpus(dir);
  const d = {
    ...deps,
    config: { ...deps.config, dataDir: dir, searchMissFlushMs: loadConfig().searchMissFlushMs },
    limits: new RateLimits('off'),
    answers: new AnswerCache(() => rm.generation),
    now: () => new Date(),
  } as unknown as Deps & { config: { files: { searchSnapshot: string } } };
  defineSearchMisses(d.services, d);
  searchIndexFor(d).sync();
  warmSearch(d);
  const app = new Koa();
  app.silent = true;
  app.use(errors(deps.log));
  app.use(d.answers.lane(async () => {}));
  app.use(searchRoutes(d).routes());
  const server = createServer(app.callback()).listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await child(process.argv[2]!);
