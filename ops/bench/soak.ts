import { paced, type PacedResult, type PacedStream } from './paced.js';
import { ARTICLE_SLUG } from './pages.js';
import { memoryOf } from './reads.js';
import { int, ms, secs, type Row } from './report.js';
import { DEMO_ADMIN, signIn, startServer, type RunningServer } from './servers.js';
import { checkComment, commentBody, firstArticle, signInAll, voteSequence, type Member } from './writes.js';

/**
 * The soak rows (SECURITY T39, issue 14): on the seeded site, four fixed-rate streams (paced.ts:
 * open loop, latency from each request's planned moment) over BENCH_SOAK_SECONDS, one after the
 * other for a quarter of it each (BENCH_SOAK_MODE=sequence, the default: each target as T39 states
 * it) or all at once for all of it (BENCH_SOAK_MODE=mixed, for the 30-minute soak):
 *   - GET an article's page (the server-rendered HTML a reader's browser asks for) at 100/s, p95 < 50 ms;
 *   - POST a comment at 20/s as signed-in members, p95 < 100 ms (answered once the read model has it);
 *   - log in (password check) at 5/s, p95 < 300 ms;
 *   - projection lag at 50 writes/s: votes (each switches a member's vote on a comment), each
 *     timed from its planned send to the answer, which the API gives only once the local read
 *     model has projected it and which must show the vote (checked): p95 < 1 s. The operators'
 *     status (/_api/ops/status as admin) is sampled every second for the lag in events.
 * Every 5xx over all streams is counted (target 0), and the server's resident set size sampled
 * every second: growth from the sample at 10% of the run (warm) to the end, target < 10% for the
 * 30-minute soak (BENCH_SOAK_SECONDS=1800; a shorter run reports it without a verdict).
 * Reference in the same run: the same streams at the same rates on the bare Koa server (its page,
 * a SQLite INSERT and upsert with synchronous=FULL, and the profile echo standing in for login) for
 * min(10 s, the soak); ratio = reference p95 / app p95, as the scale rows' cold ratio.
 */

/** The memory figures of /_api/ops/status (bytes). */
type HeapSample = { rss: number; heapTotal: number; heapUsed: number; newSpace: number; oldSpace: number; external: number };

export const T39 = { article: 50, comment: 100, login: 300, lag: 1000, rssGrowth: 0.1, longSeconds: 1800 };
const RATES = { article: 100, comment: 20, login: 5, votes: 50 };
/** Members who post and vote; as many others only sign in (the login stream). */
const MEMBERS = 10;
const VOTE_COMMENTS = 20;
const POST = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
const HTML = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, deflate, br' };

export interface SoakSpec {
  seconds: number;
  /** 'sequence': each stream alone for a quarter of the soak, as T39 states each target; 'mixed': all four at once for all of it. */
  mode: 'sequence' | 'mixed';
  progress(msg: string): void;
}

/** Unmeasured seconds at the same rate before each measured run (JIT, the page cache, connections). */
const WARMUP_SECONDS = 1;

/**
 * Runs the streams all at once, or one after the other for a quarter of the time each, each
 * measured run after WARMUP_SECONDS of the same load unmeasured.
 */
async function drive(url: string, streams: PacedStream[], seconds: number, mode: SoakSpec['mode'], progress?: (msg: string) => void): Promise<PacedResult[]> {
  if (mode === 'mixed') {
    await paced(url, streams, WARMUP_SECONDS);
    return paced(url, streams, seconds);
  }
  const out: PacedResult[] = [];
  for (const s of streams) {
    progress?.(`soak: ${s.label} at ${s.rate}/s alone (${secs(seconds / streams.length)} after ${WARMUP_SECONDS} s of warm-up)`);
    await paced(url, [s], WARMUP_SECONDS);
    out.push(...(await paced(url, [s], seconds / streams.length)));
  }
  return out;
}

const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;
/** The median of each tenth of a run's samples (t in seconds from the start); the last tenth takes the end. */
function mediansByTenth<S extends { t: number }>(samples: S[], seconds: number, pick: (s: S) => number): (number | null)[] {
  return Array.from({ length: 10 }, (_, i) => median(samples.filter((s) => s.t >= (seconds * i) / 10 && (i === 9 || s.t < (seconds * (i + 1)) / 10)).map(pick)));
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Votes of `members` over `comments`: request k is member k mod M on comment (k div M) mod C, switching that pair's vote. */
function voteStream(comments: number[], members: Member[], bareUserIds = false): PacedStream {
  const seqs = new Map<string, ReturnType<typeof voteSequence>>();
  return {
    label: 'votes',
    rate: RATES.votes,
    make(k) {
      const m = members[k % members.length]!;
      const c = comments[Math.floor(k / members.length) % comments.length]!;
      const key = `${m.id}:${c}`;
      let seq = seqs.get(key);
      if (!seq) seqs.set(key, (seq = voteSequence([c], bareUserIds ? m.id : undefined)));
      const s = seq;
      return { path: bareUserIds ? '/bare/vote' : '/_api/comments/vote', method: 'POST', headers: { ...POST, cookie: m.cookie }, body: s.body(), check: (status, text) => s.check(status, text) };
    },
  };
}

function appStreams(articleId: number, members: Member[], credentials: { email: string; password: string }[], comments: number[]): PacedStream[] {
  let n = 0;
  return [
    {
      label: 'GET article page',
      rate: RATES.article,
      make: () => ({ path: `/articles/${ARTICLE_SLUG}`, headers: HTML, check: (_s, text) => (text.includes('<html') ? null : `not a page: ${text.slice(0, 120)}`) }),
    },
    {
      label: 'POST comment',
      rate: RATES.comment,
      make: (k) => ({ path: '/_api/articles/comments', method: 'POST', headers: { ...POST, cookie: members[k % members.length]!.cookie }, body: commentBody(articleId, ++n), check: checkComment }),
    },
    {
      label: 'login',
      rate: RATES.login,
      make: (k) => ({ path: '/_api/auth/login_with_password', method: 'POST', headers: POST, body: JSON.stringify(credentials[k % credentials.length]), check: (_s, text) => (text.includes('"user"') ? null : `no user in ${text.slice(0, 120)}`) }),
    },
    voteStream(comments, members),
  ];
}

function bareStreams(members: Member[], comments: number[]): PacedStream[] {
  let n = 0;
  return [
    { label: 'GET article page', rate: RATES.article, make: () => ({ path: '/bare/page', headers: HTML }) },
    { label: 'POST comment', rate: RATES.comment, make: (k) => ({ path: '/bare/comment', method: 'POST', headers: POST, body: commentBody(1, ++n, members[k % members.length]!.id), check: checkComment }) },
    { label: 'login', rate: RATES.login, make: () => ({ path: '/bare/profile', method: 'POST', headers: POST, body: JSON.stringify({ displayName: 'Bench Member' }) }) },
    voteStream(comments, members, true),
  ];
}

const describe = (r: PacedResult) => `p95 ${ms(r.p95)} (p50 ${ms(r.p50)}, p99 ${ms(r.p99)}) at ${int(r.answered / r.seconds)}/s`;

export async function soakRows(spec: SoakSpec): Promise<{ rows: Row[]; notes: string[] }> {
  const { seconds, mode, progress } = spec;
  const rows: Row[] = [];
  const notes: string[] = [];
  const servers: RunningServer[] = [];
  try {
    progress(`soak: starting the app (seeded site, ${MEMBERS} members) and the bare Koa server`);
    const [app, bare] = await Promise.all([startServer('app', { BENCH_SITE: '1', BENCH_MEMBERS: String(2 * MEMBERS) }), startServer('bare')]);
    servers.push(app, bare);
    const accounts = app.members ?? [];
    if (accounts.length < 2 * MEMBERS) throw new Error(`the app created ${accounts.length} of ${2 * MEMBERS} members`);
    // The writers' sessions must outlive the soak: a member keeps their 10 newest sessions
    // (MAX_SESSIONS_PER_USER), so the login stream signs in other members. (In a 30-minute mixed
    // soak, logins of the writers themselves evicted the writers' sessions after 18 s: 401s.)
    const members = await signInAll(app.url, accounts.slice(0, MEMBERS));
    const credentials = accounts.slice(MEMBERS);
    const admin = await signIn(app.url, DEMO_ADMIN);
    const article = await firstArticle(app.url);
    // The comments the votes go to: posted now, one per member in turn.
    const comments: number[] = [];
    for (let i = 0; i < VOTE_COMMENTS; i++) {
      const res = await fetch(`${app.url}/_api/articles/comments`, { method: 'POST', headers: { ...POST, cookie: members[i % MEMBERS]!.cookie }, body: commentBody(article.id, -i) });
      const text = await res.text();
      const why = checkComment(res.status, text);
      if (why) throw new Error(`soak setup comment: ${why}`);
      comments.push((JSON.parse(text) as { comment: { id: number } }).comment.id);
    }

    const refSeconds = mode === 'mixed' ? Math.min(10, seconds) : Math.min(40, seconds);
    progress(`soak: reference, the same streams on the bare Koa server (${mode}, ${secs(refSeconds)})`);
    const ref = await drive(bare.url, bareStreams(members, comments), refSeconds, mode);

    progress(`soak: ${secs(seconds)} of GET page ${RATES.article}/s, comments ${RATES.comment}/s, logins ${RATES.login}/s, votes ${RATES.votes}/s ${mode === 'mixed' ? 'at once' : 'one after the other'}`);
    const rss: { t: number; rss: number }[] = [];
    const lagEvents: number[] = [];
    // Where the resident size lies, from the server's own status: V8's young and old generations,
    // off-heap buffers, and the rest (native: SQLite, the allocator, code).
    const heap: ({ t: number } & HeapSample)[] = [];
    let statusFailures = 0;
    const t0 = performance.now();
    const sample = async () => {
      const m = memoryOf(app.pid);
      if (m) rss.push({ t: (performance.now() - t0) / 1000, rss: m.rss });
      try {
        const st = (await (await fetch(`${app.url}/_api/ops/status`, { headers: { cookie: admin }, signal: AbortSignal.timeout(5000) })).json()) as { projections?: { lag: number }[]; memory?: HeapSample };
        lagEvents.push(Math.max(0, ...(st.projections ?? []).map((p) => p.lag)));
        if (st.memory) heap.push({ t: (performance.now() - t0) / 1000, ...st.memory });
      } catch {
        statusFailures += 1;
      }
    };
    await sample();
    const timer = setInterval(() => void sample(), 1000);
    let results: PacedResult[];
    try {
      results = await drive(app.url, appStreams(article.id, members, credentials, comments), seconds, mode, progress);
    } finally {
      clearInterval(timer);
    }
    await sample();

    const by = (rs: PacedResult[], label: string) => rs.find((r) => r.label === label)!;
    const latencyRow = (label: string, measurement: string, target: number) => {
      const r = by(results, label);
      const b = by(ref, label);
      const clean = r.non2xx === 0 && r.errors === 0 && r.wrong === 0;
      const pass = r.p95 < target && clean;
      rows.push({
        measurement,
        result: describe(r),
        baseline: `bare Koa ${describe(b)}`,
        ratio: `${(b.p95 / r.p95).toFixed(2)}× (target p95 < ${target} ms${clean ? '' : ', every answer right'}) ${pass ? 'PASS' : 'FAIL'}`,
        data: { figure: r.p95, unit: 'ms p95', p50: r.p50, p99: r.p99, reference: b.p95, ratio: b.p95 / r.p95, target: `p95 < ${target} ms`, pass },
      });
    };
    latencyRow('GET article page', `T39 GET article page @${RATES.article}/s`, T39.article);
    latencyRow('POST comment', `T39 POST comment @${RATES.comment}/s (read-your-writes)`, T39.comment);
    latencyRow('login', `T39 login @${RATES.login}/s`, T39.login);
    latencyRow('votes', `T39 projection lag @${RATES.votes} writes/s (vote answered once projected)`, T39.lag);

    const total5xx = results.reduce((a, r) => a + r.status5xx, 0);
    const answered = results.reduce((a, r) => a + r.answered, 0);
    rows.push({
      measurement: `T39 5xx answers over the soak (${secs(seconds)})`,
      result: `${int(total5xx)} of ${int(answered)} answers`,
      baseline: `bare Koa ${int(ref.reduce((a, r) => a + r.status5xx, 0))} of ${int(ref.reduce((a, r) => a + r.answered, 0))}`,
      ratio: `n/a (target 0) ${total5xx === 0 ? 'PASS' : 'FAIL'}`,
      data: { figure: total5xx, unit: '5xx', reference: answered, ratio: null, target: '= 0', pass: total5xx === 0 },
    });

    const long = seconds >= T39.longSeconds;
    // The resident size moves with the collector's phases by tens of MB from one second to the next:
    // the verdict compares medians of a tenth of the run each, the second tenth (warm) and the last.
    const tenths = mediansByTenth(rss, seconds, (s) => s.rss);
    const base = tenths[1] ?? null;
    const last = tenths[9] ?? null;
    const growth = base && last ? last / base - 1 : null;
    const rssPass = growth !== null && growth < T39.rssGrowth;
    rows.push({
      measurement: `T39 server RSS growth over the soak (${secs(seconds)})`,
      result: last && growth !== null ? `${mb(last)} over the last tenth (median), ${(growth * 100).toFixed(1)}% over the warm tenth` : 'n/a (no /proc)',
      baseline: base ? `${mb(base)} over 10-20% of the run (median); ${mb(rss[0]!.rss)} before the load` : 'n/a',
      ratio: base && last ? `${(last / base).toFixed(2)}× (target growth < ${T39.rssGrowth * 100}% on the ${T39.longSeconds / 60}-min soak)${long ? (rssPass ? ' PASS' : ' FAIL') : ', no verdict on a short soak'}` : 'n/a',
      data: {
        figure: last ? last / 1048576 : null,
        unit: 'MB',
        reference: base ? base / 1048576 : null,
        ratio: base && last ? last / base : null,
        target: `growth < ${T39.rssGrowth * 100}% (BENCH_SOAK_SECONDS >= ${T39.longSeconds})`,
        ...(long ? { pass: rssPass } : {}),
      },
    });

    const peak = Math.max(...rss.map((s) => s.rss));
    const parts: [string, (s: HeapSample) => number][] = [
      ['young generation (resident)', (s) => s.newSpace],
      ['old generation (resident)', (s) => s.oldSpace],
      ['heap reserved', (s) => s.heapTotal],
      ['heap used', (s) => s.heapUsed],
      ['external', (s) => s.external],
      ['outside the JS heap', (s) => s.rss - s.newSpace - s.oldSpace],
    ];
    notes.push(
      `soak (BENCH_SOAK_MODE=${mode}): open-loop streams at fixed rates (latency from each request's planned send, so a stalled server cannot lower the rate), ${mode === 'mixed' ? `all four at once for ${secs(seconds)}` : `one after the other, ${secs(seconds / 4)} each`}, each run after ${WARMUP_SECONDS} s of the same load unmeasured, on the seeded site with ${MEMBERS} signed-in members posting and voting and ${MEMBERS} others signing in (RATE_LIMITS=off; the login limits stay on: they count failures only); the reference ran the same streams the same way on the bare Koa server for ${secs(refSeconds)} just before.`,
      `soak streams: ${results.map((r) => `${r.label} ${int(r.sent)} sent, ${int(r.ok)} 2xx, ${int(r.non2xx)} non-2xx, ${int(r.errors)} errors, ${int(r.wrong)} wrong answers, max ${ms(r.max)}, client late by up to ${ms(r.lateMax)}${r.firstProblem ? ` (first problem: ${r.firstProblem})` : ''}`).join('; ')}.`,
      `soak projection lag: each vote is answered only once the local read model has projected it (api/app.ts awaitProjection) and the answer must show the vote; /_api/ops/status sampled ${lagEvents.length} times: lag at most ${lagEvents.length ? int(Math.max(...lagEvents)) : 'n/a'} events, p95 ${lagEvents.length ? int([...lagEvents].sort((a, b) => a - b)[Math.ceil(0.95 * lagEvents.length) - 1]!) : 'n/a'} events${statusFailures ? `, ${statusFailures} samples failed` : ''}.`,
      `soak memory: ${rss.length} samples, peak ${mb(peak)}, medians by tenth of the run ${tenths.map((t) => (t ? mb(t) : 'n/a')).join(', ')}; the RSS verdict needs BENCH_SOAK_SECONDS=${T39.longSeconds} (T39's long variant).`,
      heap.length
        ? `soak memory by part (the server's /_api/ops/status, ${heap.length} samples), medians by tenth: ${parts.map(([label, pick]) => `${label} ${mediansByTenth(heap, seconds, pick).map((v) => (v === null ? 'n/a' : mb(v))).join(', ')}`).join('; ')}.`
        : 'soak memory by part: the status answered no memory figures.',
    );
    return { rows, notes };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
