import { loadConnections, type ConnectionSpec, type ConnectionsResult } from './http-load.js';
import { int, ms, ratio, type Figures, type Row } from './report.js';
import { signIn, startServer, type Credentials, type RunningServer } from './servers.js';

/**
 * The write rows (issue 14, 'Write path'): posting a comment and voting through HTTP as signed-in
 * members, one autocannon connection per member (BENCH_CONNECTIONS members, created by the app
 * process: BENCH_MEMBERS), each request answered only once the read model shows it (the routes
 * await the command's position, api/app.ts awaitProjection, and answer from the read model; every
 * answer is checked). Next to the reference in the same run: a bare Koa route behind the same
 * body parser doing one better-sqlite3 INSERT per request, WAL + synchronous=FULL as the event log
 * (server-process.ts: /bare/comment, and /bare/vote as INSERT ... ON CONFLICT DO UPDATE), driven
 * by the same client code. Target: comment posting at least 0.3 of the bare insert, p99 < 20 ms.
 */

export const COMMENT_TARGET = { minRatio: 0.3, maxP99: 20 };
const POST_HEADERS = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
/** Comments each member votes on in turn (each vote switches that comment's vote: up, down, up...). */
const VOTE_TARGETS = 20;

export interface WriteSpec {
  seconds: number;
  connections: number;
  progress(msg: string): void;
}

export interface Member {
  id: number;
  cookie: string;
}

const json = (text: string) => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** The object with `id` anywhere in a parsed answer (comments hold their replies). */
function findById(x: unknown, id: number): Record<string, unknown> | null {
  if (Array.isArray(x)) {
    for (const v of x) {
      const hit = findById(v, id);
      if (hit) return hit;
    }
  } else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (o.id === id && 'content' in o) return o;
    for (const v of Object.values(o)) {
      const hit = findById(v, id);
      if (hit) return hit;
    }
  }
  return null;
}

/** Signs each member in (one login each, as a browser would). */
export async function signInAll(url: string, members: Credentials[]): Promise<Member[]> {
  const out: Member[] = [];
  for (const m of members) {
    const cookie = await signIn(url, m);
    const res = await fetch(`${url}/_api/auth/session`, { headers: { cookie } });
    const body = (await res.json()) as { user?: { id?: number } };
    if (!body.user?.id) throw new Error(`session of ${m.email}: ${res.status} ${JSON.stringify(body)}`);
    out.push({ id: body.user.id, cookie });
  }
  return out;
}

/** A published article of the seeded site, with its id and slug. */
export async function firstArticle(url: string): Promise<{ id: number; slug: string }> {
  const res = await fetch(`${url}/_api/articles?limit=1`);
  const body = (await res.json()) as { articles?: { id: number; slug: string }[] };
  const a = body.articles?.[0];
  if (!a) throw new Error(`no article on the bench site: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { id: a.id, slug: a.slug };
}

export const commentBody = (articleId: number, n: number, authorId?: number) =>
  JSON.stringify({ articleId, content: `A comment of the write benchmark, number ${n}: thanks for the clear explanation.`, ...(authorId === undefined ? {} : { authorId }) });

/** Checks a comment POST's answer: 201 with the new comment as the read model has it. */
export function checkComment(status: number, text: string): string | null {
  const body = json(text) as { comment?: { id?: unknown; content?: unknown } | null } | null;
  if (status !== 201) return `status ${status}`;
  if (!body?.comment || typeof body.comment.id !== 'number' || typeof body.comment.content !== 'string') return `no comment in the answer: ${text.slice(0, 200)}`;
  return null;
}

/**
 * A member's vote sequence over `targets`: each vote is the opposite of the member's current vote
 * on that comment as the last answer showed it (none or down: up; up: down), so every request
 * changes something (appends an event); the answer must show the vote just cast.
 */
export function voteSequence(targets: number[], userId?: number, read?: () => Promise<unknown>) {
  const current = new Map<number, string | null>();
  let i = 0;
  let sent: { commentId: number; voteType: string } | null = null;
  return {
    body() {
      const commentId = targets[i % targets.length]!;
      sent = { commentId, voteType: current.get(commentId) === 'upvote' ? 'downvote' : 'upvote' };
      return JSON.stringify(userId === undefined ? sent : { ...sent, userId });
    },
    check(status: number, text: string): string | null {
      const body = json(text) as { commentId?: number; userVote?: string | null } | null;
      i += 1;
      if (!sent) return 'answer before any request';
      if (status !== 200) return `status ${status}`;
      current.set(sent.commentId, body?.userVote ?? null);
      if (body?.commentId !== sent.commentId || body.userVote !== sent.voteType) return `voted ${sent.voteType} on ${sent.commentId}, the answer shows ${text.slice(0, 200)}`;
      return null;
    },
    /** Reads the member's votes back (`read`: the comments as they see them), or forgets them (the bare side starts over). */
    async resync() {
      if (!read) return current.clear();
      const seen = await read();
      for (const id of targets) current.set(id, (findById(seen, id)?.userVote as string | null | undefined) ?? null);
    },
  };
}

/** One request outside the load: the answer holds the write, and a separate read right after shows it too. */
async function verifyReadYourWrites(url: string, member: Member, articleId: number): Promise<string> {
  const post = await fetch(`${url}/_api/articles/comments`, { method: 'POST', headers: { ...POST_HEADERS, cookie: member.cookie }, body: commentBody(articleId, 0) });
  const text = await post.text();
  const why = checkComment(post.status, text);
  if (why) throw new Error(`comment POST: ${why}`);
  const id = (JSON.parse(text) as { comment: { id: number } }).comment.id;
  const comments = async () => (await fetch(`${url}/_api/articles/comments?articleId=${articleId}&limit=100`, { headers: { cookie: member.cookie } })).json();
  if (!findById(await comments(), id)) throw new Error(`comment ${id} answered but not in the next GET of the article's comments`);
  const votes = voteSequence([id]);
  const vote = await fetch(`${url}/_api/comments/vote`, { method: 'POST', headers: { ...POST_HEADERS, cookie: member.cookie }, body: votes.body() });
  const voteWhy = votes.check(vote.status, await vote.text());
  if (voteWhy) throw new Error(`vote: ${voteWhy}`);
  const after = findById(await comments(), id);
  if (after?.userVote !== 'upvote') throw new Error(`vote on ${id} answered but the next GET shows ${JSON.stringify(after)}`);
  return `writes: read-your-writes checked before the load: comment ${id}'s POST answered 201 with the comment from the read model and the next GET of the article's comments listed it; a vote on it answered userVote 'upvote' and the next GET showed it. During the load every answer is checked the same way (comment in the answer; the vote just cast).`;
}

const figures = (r: ConnectionsResult, ref: ConnectionsResult): Figures => ({ figure: r.rps, unit: 'req/s', p50: r.p50, p99: r.p99, reference: ref.rps, ratio: ref.rps > 0 ? r.rps / ref.rps : null });
const http = (r: ConnectionsResult) => `${int(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;
const problems = (label: string, r: ConnectionsResult) => [
  ...(r.non2xx || r.errors ? [`WARNING ${label}: ${r.non2xx} non-2xx responses and ${r.errors} errors/timeouts`] : []),
  ...(r.wrong ? [`WARNING ${label}: ${r.wrong} answers without the write (first: ${r.firstWrong})`] : []),
];

export async function writeRows(spec: WriteSpec): Promise<{ rows: Row[]; notes: string[] }> {
  const { seconds, connections, progress } = spec;
  const rows: Row[] = [];
  const notes: string[] = [];
  const servers: RunningServer[] = [];
  try {
    progress(`writes: starting the app (seeded site, ${connections} members) and the bare Koa + SQLite server`);
    const [app, bare] = await Promise.all([startServer('app', { BENCH_SITE: '1', BENCH_MEMBERS: String(connections) }), startServer('bare')]);
    servers.push(app, bare);
    if (!app.members || app.members.length < connections) throw new Error(`the app created ${app.members?.length ?? 0} of ${connections} members`);
    const members = await signInAll(app.url, app.members);
    const article = await firstArticle(app.url);
    notes.push(await verifyReadYourWrites(app.url, members[0]!, article.id));

    let n = 0;
    const appComments = members.map((m): ConnectionSpec => ({ headers: { ...POST_HEADERS, cookie: m.cookie }, body: () => commentBody(article.id, ++n), check: checkComment }));
    const bareComments = members.map((m): ConnectionSpec => ({ headers: POST_HEADERS, body: () => commentBody(article.id, ++n, m.id), check: checkComment }));

    // Alternate bare and app runs so that a change in machine load hits both sides alike.
    progress(`writes: bare Koa + SQLite INSERT (${seconds} s)`);
    const bareComment = await loadConnections(`${bare.url}/bare/comment`, bareComments, seconds, 1);
    progress(`writes: POST /_api/articles/comments as ${members.length} members (${seconds} s)`);
    const comment = await loadConnections(`${app.url}/_api/articles/comments`, appComments, seconds, 1);

    // The members vote on the newest comments (the ones just posted), each on all of them in turn.
    const list = (await (await fetch(`${app.url}/_api/articles/comments?articleId=${article.id}&limit=${VOTE_TARGETS}`)).json()) as { comments?: { id: number }[] };
    const targets = (list.comments ?? []).map((c) => c.id);
    if (targets.length < VOTE_TARGETS) throw new Error(`only ${targets.length} comments to vote on`);
    const rotated = (i: number) => [...targets.slice(i % targets.length), ...targets.slice(0, i % targets.length)];
    const seen = (m: Member) => async () => (await fetch(`${app.url}/_api/articles/comments?articleId=${article.id}&limit=${VOTE_TARGETS}`, { headers: { cookie: m.cookie } })).json();
    const appVotes = members.map((m, i): ConnectionSpec => ({ headers: { ...POST_HEADERS, cookie: m.cookie }, ...voteSequence(rotated(i), undefined, seen(m)) }));
    // The bare route answers the vote it was sent, whatever was stored: nothing to read back.
    const bareVotes = members.map((m, i): ConnectionSpec => ({ headers: POST_HEADERS, ...voteSequence(rotated(i), m.id) }));
    progress(`writes: bare Koa + SQLite INSERT ... ON CONFLICT (${seconds} s)`);
    const bareVote = await loadConnections(`${bare.url}/bare/vote`, bareVotes, seconds, 1);
    progress(`writes: POST /_api/comments/vote as ${members.length} members (${seconds} s)`);
    const vote = await loadConnections(`${app.url}/_api/comments/vote`, appVotes, seconds, 1);

    const cData = figures(comment, bareComment);
    const pass = cData.ratio !== null && cData.ratio !== undefined && cData.ratio >= COMMENT_TARGET.minRatio && comment.p99 < COMMENT_TARGET.maxP99 && comment.wrong === 0 && comment.ok > 0;
    Object.assign(cData, { target: `ratio >= ${COMMENT_TARGET.minRatio} and p99 < ${COMMENT_TARGET.maxP99} ms`, pass });
    rows.push({
      measurement: 'POST /_api/articles/comments (read-your-writes)',
      result: http(comment),
      baseline: `bare Koa + SQLite INSERT (FULL) ${http(bareComment)}`,
      ratio: `${ratio(comment.rps, bareComment.rps)} (target ≥ ${COMMENT_TARGET.minRatio}, p99 < ${COMMENT_TARGET.maxP99} ms) ${pass ? 'PASS' : 'FAIL'}`,
      data: cData,
    });
    rows.push({
      measurement: 'POST /_api/comments/vote (read-your-writes)',
      result: http(vote),
      baseline: `bare Koa + SQLite upsert (FULL) ${http(bareVote)}`,
      ratio: `${ratio(vote.rps, bareVote.rps)} (no target)`,
      data: figures(vote, bareVote),
    });
    notes.push(
      `writes: ${members.length} members, one connection each, ${seconds} s per run after 1 s of warm-up (RATE_LIMITS=off); comments: ${int(comment.ok)} posted on article ${article.id} (${int(comment.samples)} answers timed, p95 ${ms(comment.p95)}); votes: ${int(vote.ok)} cast, each member switching its vote on ${targets.length} comments in turn (up, down, up...), so every request appends an event (p95 ${ms(vote.p95)}).`,
      `writes reference: the same client code on the bare Koa server (the JSON body parser, then one prepared better-sqlite3 statement per request into a file opened like the event log: WAL, synchronous=FULL, one fsync per commit); latencies from every answer's own time across the connections.`,
      ...problems('POST /_api/articles/comments', comment),
      ...problems('bare comment INSERT', bareComment),
      ...problems('POST /_api/comments/vote', vote),
      ...problems('bare vote upsert', bareVote),
    );
    return { rows, notes };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
