import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { chaosApi, readModelRows, type ChaosApi } from '../tests/support/chaos/api-process.js';
import { checkRun, foldVotes } from '../tests/support/chaos/checker.js';
import { ChaosClient, type Op, letters } from '../tests/support/chaos/client.js';
import { acked, runWithKills } from '../tests/support/chaos/kills.js';
import { killAll, spawnTs, type Child } from '../tests/support/procs.js';
import { redisMissing, startRedis, withRedisReason, type PrivateRedis } from '../tests/support/redis.js';
import { prng } from '../tests/support/synthetic.js';

/**
 * SECURITY G, T31 and T38, with real processes: the API (`api/server.ts`) on the embedded
 * SQLite log, concurrent members' clients recording a history (key, send and ack time,
 * status), faults injected (SIGKILL of the API, of the projector worker), then the checker.
 * `npm test` runs a short variant; CHAOS_LONG=1 (`npm run test:chaos`) SECURITY's counts.
 */

const LONG = process.env.CHAOS_LONG === '1';
const T31 = LONG ? { clients: 8, commands: 5000, kills: 10 } : { clients: 4, commands: 600, kills: 3 };
const T38 = LONG ? { members: 50, toggles: 10_000, kills: 3, comments: 5 } : { members: 12, toggles: 1000, kills: 2, comments: 4 };
const PASSWORD = 'Chaos-Pass-31415';

/** `count` members signed up through the API, a few at a time. */
async function signUpMembers(api: ChaosApi, count: number, tag: string): Promise<ChaosClient[]> {
  const clients = Array.from({ length: count }, (_, i) => new ChaosClient(i, api));
  for (let i = 0; i < count; i += 4)
    await Promise.all(clients.slice(i, i + 4).map((c) => c.signUp(join(api.dataDir, 'outbox'), `${tag}-${c.index}-${process.pid}@chaos.test`, `Chaos ${tag} ${letters(c.index)}`, PASSWORD)));
  return clients;
}


describe('T31: the API killed with SIGKILL during concurrent keyed writes', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'osg-chaos31-'));
  let api: ChaosApi;

  afterAll(async () => {
    await killAll();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(`${T31.clients} clients, ${T31.commands} commands, ${T31.kills} kills: every acknowledged write is in the log once; the checker passes`, async () => {
    const t0 = performance.now();
    api = await chaosApi(tmp);
    await api.start();
    const clients = await signUpMembers(api, T31.clients, 't31');
    const articles = readModelRows<{ id: number }>(api, 'SELECT id FROM articles WHERE published = 1 ORDER BY id LIMIT 20').map((r) => r.id);
    const categories = readModelRows<{ id: number }>(api, 'SELECT id FROM forum_categories ORDER BY id').map((r) => r.id);
    expect(articles.length).toBeGreaterThan(0);
    expect(categories.length).toBeGreaterThan(0);
    const tSetup = performance.now();

    const seed = Date.now() & 0xffff;
    const rnd = prng(seed);
    const history: Op[] = [];
    const comments: { id: number; articleId: number }[] = []; // top-level comments anyone may reply to or vote on
    const mine = new Map<number, number[]>(clients.map((c) => [c.index, []]));
    const threads: number[] = [];
    const pick = <T,>(xs: T[]) => xs[Math.floor(rnd.next() * xs.length)]!;
    const step = async (c: ChaosClient, n: number) => {
      const r = rnd.next();
      const text = `chaos ${c.index}.${n} ${letters(Math.floor(rnd.next() * 1e6))}`;
      const own = mine.get(c.index)!;
      if (r < 0.3 && comments.length > 0) {
        await c.command('vote', '/_api/comments/vote', { commentId: pick(comments).id, voteType: rnd.next() < 0.6 ? 'upvote' : 'downvote' }, history);
      } else if (r < 0.4 && comments.length > 0) {
        const parent = pick(comments);
        await c.command('reply', '/_api/articles/comments', { articleId: parent.articleId, content: text, parentCommentId: parent.id }, history);
      } else if (r < 0.5 && own.length > 0) {
        await c.command('edit', '/_api/comments/edit', { commentId: pick(own), content: `${text} (edited)` }, history);
      } else if (r < 0.56) {
        const op = await c.command('thread', '/_api/forum/thread', { categoryId: pick(categories), title: `Chaos thread ${text}`, content: `Opening post of ${text}` }, history);
        if (acked(op)) threads.push((op.body as { thread: { id: number } }).thread.id);
      } else if (r < 0.7 && threads.length > 0) {
        await c.command('forum-reply', '/_api/forum/thread/reply', { threadId: pick(threads), content: `Reply ${text}` }, history);
      } else if (r < 0.8) {
        await c.command('profile', '/_api/user/profile', { displayName: `Chaos Member ${letters(c.index)} ${letters(n)}` }, history);
      } else {
        const articleId = pick(articles);
        const op = await c.command('comment', '/_api/articles/comments', { articleId, content: text }, history);
        if (acked(op)) {
          const id = (op.body as { comment: { id: number } }).comment.id;
          comments.push({ id, articleId });
          own.push(id);
        }
      }
    };

    const kills = await runWithKills({ api, rnd, kills: T31.kills, total: T31.commands, clients, step });
    const tRun = performance.now();
    expect(kills).toBe(T31.kills);

    // Quiesce: the read model at the head, then a graceful stop so nothing writes while the checker reads.
    await api.caughtUp();
    const file = api.readModelFile();
    expect(await api.stop()).toEqual({ code: 0, signal: null });
    const report = await checkRun({ eventsFile: api.eventsFile, keysFile: api.keysFile, readModelFile: file, scratch: join(tmp, 'fresh'), history });
    const byStatus = history.reduce<Record<string, number>>((m, op) => ((m[String(op.status)] = (m[String(op.status)] ?? 0) + 1), m), {});
    const retried = history.filter((op) => op.attempts > 1).length;
    console.info(
      `T31 (seed ${seed}): kills survived ${kills}, API starts ${api.starts}, ops ${history.length} (${JSON.stringify(byStatus)}), acknowledged ${report.acknowledged}, ` +
        `retried ${retried}, writes lost ${report.lost.length}, duplicated ${report.duplicated.length}, streams with gaps ${report.gaps.length}, events ${report.events}, ` +
        `integrity ${JSON.stringify(report.integrity)}, digest ${report.readModel.digest === report.fresh.digest ? 'equals' : 'DIFFERS FROM'} fresh replay; ` +
        `setup ${((tSetup - t0) / 1000).toFixed(1)} s, run ${((tRun - tSetup) / 1000).toFixed(1)} s, check ${((performance.now() - tRun) / 1000).toFixed(1)} s`,
    );

    const refusals = history.filter((op) => op.status !== null && op.status >= 400).reduce<Record<string, number>>((m, op) => {
      const k = `${op.kind} ${op.status} ${JSON.stringify((op.body as { error?: unknown; message?: unknown })?.message ?? (op.body as { error?: unknown })?.error ?? '')}`;
      return (m[k] = (m[k] ?? 0) + 1), m;
    }, {});
    console.info(`T31 refusals: ${JSON.stringify(refusals)}`);
    // Every command is valid, so every one is acknowledged in the end, however often it was retried.
    expect(history.filter((op) => !acked(op)), 'ops not acknowledged').toEqual([]);
    expect(report.acknowledged).toBe(T31.commands);
    expect(report.lost, '(i) acknowledged ops missing from the log').toEqual([]);
    expect(report.duplicated, '(i) acknowledged ops not exactly once').toEqual([]);
    expect(report.gaps, '(iii) streams whose revisions are not 0..n').toEqual([]);
    for (const [db, res] of Object.entries(report.integrity)) expect(res, `(iv) integrity_check of ${db}`).toBe('ok');
    expect(report.readModel.checkpoints, '(ii) checkpoints').toEqual(report.fresh.checkpoints);
    expect(report.readModel.rows, '(ii) rows per table').toEqual(report.fresh.rows);
    expect(report.readModel.digest, '(ii) digest').toBe(report.fresh.digest);

    // Negative control: the checker does flag an acknowledged write that is not in the log.
    const phantom: Op = { ...history[0]!, key: 'chaos-never-sent', status: 201 };
    const control = await checkRun({ eventsFile: api.eventsFile, keysFile: api.keysFile, readModelFile: file, scratch: join(tmp, 'fresh'), history: [phantom] });
    expect(control.lost).toEqual([phantom]);
  }, 600_000);
});

describe.skipIf(redisMissing)(withRedisReason('T38: vote invariants while the projector worker is SIGKILLed'), () => {
  const tmp = mkdtempSync(join(tmpdir(), 'osg-chaos38-'));
  let redis: PrivateRedis | undefined;

  afterEach(killAll);
  afterAll(async () => {
    await killAll();
    await redis?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(`${T38.members} members, ${T38.toggles} toggles at concurrency 16, ${T38.kills} worker kills: score = folded votes, one vote per pair`, async () => {
    const t0 = performance.now();
    redis = await startRedis();
    const api = await chaosApi(tmp, { REDIS_URL: redis.url });
    await api.start();
    let worker: Child;
    let starts = 0;
    const startWorker = async () => {
      starts += 1;
      worker = spawnTs(`worker-${starts}`, 'workers/main.ts', { REDIS_URL: redis!.url, DATA_DIR: api.dataDir, EVENTS_FILE: api.eventsFile, KEYS_FILE: api.keysFile });
      await worker.ready(60_000);
    };
    await startWorker();
    const members = await signUpMembers(api, T38.members, 't38');
    const [articleId] = readModelRows<{ id: number }>(api, 'SELECT id FROM articles WHERE published = 1 ORDER BY id LIMIT 1').map((r) => r.id);
    const comments: number[] = [];
    for (let i = 0; i < T38.comments; i++) {
      const res = await members[i % members.length]!.raw('/_api/articles/comments', { articleId, content: `T38 comment ${i}` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      comments.push((res.body as { comment: { id: number } }).comment.id);
    }
    const tSetup = performance.now();

    const seed = Date.now() & 0xffff;
    const rnd = prng(seed);
    const history: Op[] = [];
    // The 16 clients are concurrency slots: each toggle is any member's vote on any comment.
    const kills = await runWithKills({
      api: {
        async killAndRestart() {
          worker.kill('SIGKILL');
          expect(await worker.exited).toEqual({ code: null, signal: 'SIGKILL' });
          await startWorker();
        },
      },
      rnd,
      kills: T38.kills,
      total: T38.toggles,
      clients: Array.from({ length: 16 }, (_, i) => i),
      async step() {
        const m = members[Math.floor(rnd.next() * members.length)]!;
        const commentId = comments[Math.floor(rnd.next() * comments.length)]!;
        await m.command('vote', '/_api/comments/vote', { commentId, voteType: rnd.next() < 0.5 ? 'upvote' : 'downvote' }, history);
      },
    });
    const tRun = performance.now();
    expect(kills).toBe(T38.kills);
    await api.caughtUp();

    const folded = foldVotes(api.eventsFile);
    const scores = new Map(readModelRows<{ id: number; score: number }>(api, `SELECT id, score FROM comments WHERE id IN (${comments.join(',')})`).map((r) => [r.id, r.score]));
    const pairs = readModelRows<{ comment_id: number; user_id: number; vote: number; n: number }>(
      api,
      `SELECT comment_id, user_id, vote, COUNT(*) OVER (PARTITION BY comment_id, user_id) AS n FROM comment_votes WHERE comment_id IN (${comments.join(',')}) ORDER BY comment_id, user_id`,
    );
    const byStatus = history.reduce<Record<string, number>>((m, op) => ((m[String(op.status)] = (m[String(op.status)] ?? 0) + 1), m), {});
    console.info(
      `T38 (seed ${seed}): worker kills ${kills}, toggles ${history.length} (${JSON.stringify(byStatus)}), scores ${JSON.stringify(Object.fromEntries(scores))}, ` +
        `active votes ${pairs.length}; setup ${((tSetup - t0) / 1000).toFixed(1)} s, run ${((tRun - tSetup) / 1000).toFixed(1)} s`,
    );

    expect(history.filter((op) => !acked(op)), 'toggles not acknowledged').toEqual([]);
    for (const id of comments) {
      const votes = folded.get(id) ?? new Map<number, number>();
      expect(scores.get(id), `score of comment ${id}`).toBe([...votes.values()].reduce((a, b) => a + b, 0));
    }
    expect(pairs.filter((p) => p.n > 1), 'pairs with more than one active vote').toEqual([]);
    const expected = comments.flatMap((id) => [...(folded.get(id) ?? new Map<number, number>())].map(([user, vote]) => ({ comment_id: id, user_id: user, vote })));
    expected.sort((a, b) => a.comment_id - b.comment_id || a.user_id - b.user_id);
    expect(pairs.map(({ comment_id, user_id, vote }) => ({ comment_id, user_id, vote }))).toEqual(expected);
    expect(await worker!.stop()).toEqual({ code: 0, signal: null });
    expect(await api.stop()).toEqual({ code: 0, signal: null });
  }, 600_000);
});
