import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNewEvents } from '../../api/shared/command.js';
import { commentStream } from '../../api/comments/comment.decider.js';
import { loginAs, signUpAndConfirm, startTestApp, type TestApp } from '../../tests/support/api.js';
import { expectRebuildChangesNothing, getText, tableRows, tablesLike } from '../../tests/support/replay.js';
import { allProjections } from '../all.js';
import { projectionDeps } from '../deps.js';
import { newGenerationName, openReadDb, type Db } from '../read-db.js';
import { ProjectionRunner } from '../runner.js';

/**
 * Issue 4 'Done when': replaying the log into a fresh read model gives byte-identical API
 * responses for every article and its comments. Also T33: two projectors fed duplicated,
 * shuffled wake-ups over one read model converge to the same rows as a single replay.
 */

type Agent = ReturnType<TestApp['agent']>;
const PASSWORD = 'Str0ngPassw0rd!';

/** Every table the projections own, rows sorted, as one comparable value. */
const digest = (db: Db) => tableRows(db, tablesLike(db, '%', ['checkpoints']).filter((n) => !n.startsWith('sqlite_')));

describe('replay equivalence of the magazine and its comments', () => {
  let t: TestApp;
  let viewers: { name: string; agent: Agent | null }[];
  let admin: Agent;

  /** Every public article and comment call, as raw bytes, for each viewer. */
  async function snapshot() {
    const out: Record<string, string> = {};
    const get = getText(t);
    out['list'] = await get(null, '/_api/articles');
    out['featured'] = await get(null, '/_api/articles/featured');
    for (const c of ['expert_qa', 'product_reviews', 'relationship_dynamics', 'sexual_health', 'techniques_pleasure']) out[`list ${c}`] = await get(null, `/_api/articles?category=${c}`);
    const articles = JSON.parse(out['list'].slice(4)).articles as { id: number; slug: string }[];
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const a of articles) {
      out[`article ${a.slug}`] = await get(null, `/_api/articles/article?slug=${a.slug}`);
      for (const v of viewers) {
        out[`comments ${a.id} as ${v.name}`] = await get(v.agent, `/_api/articles/comments?articleId=${a.id}&limit=100`);
        out[`comments ${a.id} page 2 as ${v.name}`] = await get(v.agent, `/_api/articles/comments?articleId=${a.id}&limit=2&offset=2`);
      }
    }
    for (const status of ['pending', 'approved', 'rejected', 'flagged']) out[`moderation ${status}`] = await get(admin, `/_api/admin/comments?status=${status}&limit=100`);
    out['draft'] = await get(null, '/_api/articles/article?slug=erectile-difficulties-causes-and-when-to-see-a-doctor');
    return out;
  }

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    const member = await loginAs(t, 'member');
    admin = await loginAs(t, 'admin');
    const others: Agent[] = [];
    for (const name of ['Replay Rae', 'Replay Sol']) {
      const agent = t.agent();
      const email = `${name.toLowerCase().replace(/\s/g, '.')}@example.com`;
      const res = await signUpAndConfirm(t, agent, { displayName: name, email, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true });
      expect(res.status).toBe(200);
      others.push(agent);
    }
    const [rae, sol] = others as [Agent, Agent];
    viewers = [
      { name: 'anonymous', agent: null },
      { name: 'member', agent: member },
      { name: 'rae', agent: rae },
    ];

    // Some activity of every kind on a few articles.
    const articles = (await t.request().get('/_api/articles')).body.articles as { id: number }[];
    const postC = async (who: Agent, articleId: number, content: string, parentCommentId?: number) => {
      const res = await who.post('/_api/articles/comments').send({ articleId, content, ...(parentCommentId ? { parentCommentId } : {}) });
      expect(res.status).toBe(201);
      return res.body.comment.id as number;
    };
    const ok = async (who: Agent, path: string, body: object) => expect((await who.post(path).send(body)).status).toBe(200);
    for (const [i, a] of articles.slice(0, 4).entries()) {
      const top = await postC(member, a.id, `Member comment on article ${i} 😀 <b>not html</b>`);
      const reply = await postC(rae, a.id, `Rae replies ${i}`, top);
      await postC(sol, a.id, `Sol replies to Rae ${i}`, reply);
      const other = await postC(sol, a.id, `Sol top-level ${i}`);
      await ok(rae, '/_api/comments/vote', { commentId: top, voteType: 'upvote' });
      await ok(sol, '/_api/comments/vote', { commentId: top, voteType: 'downvote' });
      await ok(sol, '/_api/comments/vote', { commentId: top, voteType: 'upvote' });
      await ok(member, '/_api/comments/vote', { commentId: other, voteType: 'downvote' });
      await ok(rae, '/_api/comments/vote', { commentId: reply, voteType: 'upvote' });
      await ok(rae, '/_api/comments/vote', { commentId: reply, voteType: 'upvote' });
      await ok(member, '/_api/comments/edit', { commentId: top, content: `Edited member comment ${i}` });
      if (i % 2 === 0) await ok(rae, '/_api/comments/delete', { commentId: reply });
      // And on a seeded comment.
      const seeded = (await t.request().get(`/_api/articles/comments?articleId=${a.id}&limit=100`)).body.comments as { id: number }[];
      const last = seeded[seeded.length - 1];
      if (last) await ok(member, '/_api/comments/vote', { commentId: last.id, voteType: i % 2 ? 'upvote' : 'downvote' });
      // Reports (sealed reasons) and a review by an admin, for the moderation queue's tables.
      await ok(rae, '/_api/comments/report', { commentId: other, reason: `Rae reports ${i} 😀` });
      if (i % 2 === 1) await ok(member, '/_api/comments/report', { commentId: other });
      if (i === 1) await ok(admin, '/_api/admin/comments/moderate', { commentIds: [other, top], status: 'approved', reason: 'Reviewed' });
      if (i === 3) {
        const stream = commentStream(other);
        const ctx = { actorId: 1, actorRole: 'admin' as const, correlationId: 'replay-moderation', causationId: null, now: new Date() };
        const res = await t.deps.store.append(stream, toNewEvents([{ type: 'CommentModerated', data: { commentId: other, status: 'rejected', reason: 'test' } }], ctx, stream), 'any');
        await t.deps.awaitProjection(res.position);
      }
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('rebuilding the read model from the log changes no response byte', async () => {
    await expectRebuildChangesNothing(t, digest, snapshot);
  });

  it('the rebuilt read model keeps projecting new writes', async () => {
    const [member] = viewers.filter((v) => v.name === 'member').map((v) => v.agent!);
    const articles = (await t.request().get('/_api/articles')).body.articles as { id: number }[];
    const res = await member!.post('/_api/articles/comments').send({ articleId: articles[0]!.id, content: 'After the rebuild' });
    expect(res.status).toBe(201);
    expect(res.body.comment.content).toBe('After the rebuild');
  });

  it('two projectors with duplicated, shuffled wake-ups converge to a single replay (T33)', async () => {
    const file = join(t.config.files.readModelDir, `test-${newGenerationName()}`);
    const dbs = [openReadDb(file), openReadDb(file)];
    const runners = dbs.map((db) => new ProjectionRunner(t.deps.store, { connection: db }, allProjections, projectionDeps(t.deps.keys), { batchSize: 7 }));
    // Every hint delivered twice, to either projector, in a shuffled order.
    const hints = runners.flatMap((r) => [r, r, r]).sort(() => Math.random() - 0.5);
    await Promise.all(hints.map((r) => r.catchUp()));
    await Promise.all(runners.map((r) => r.catchUp()));
    const head = await t.deps.store.head();
    for (const r of runners) expect(r.position()).toBe(head);
    const converged = digest(dbs[0]!);
    expect(digest(dbs[1]!)).toEqual(converged);
    t.deps.rm.followSwap();
    await t.deps.awaitProjection(head!);
    expect(converged).toEqual(digest(t.deps.rm.connection));
    // Vote totals are not doubled: each score is the sum of its stored votes.
    const wrong = dbs[0]!.prepare('SELECT c.id FROM comments c WHERE c.score <> (SELECT COALESCE(SUM(vote), 0) FROM comment_votes v WHERE v.comment_id = c.id)').all();
    expect(wrong).toEqual([]);
    for (const db of dbs) db.close();
  });
});
