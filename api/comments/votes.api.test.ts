import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signUpAndConfirm, startTestApp, type TestApp } from '../../tests/support/api.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { loadState, toNewEvents } from '../shared/command.js';
import { seal, unseal } from '../shared/personal-data.js';
import { commentDecider, commentStream, commentVoteStream, edit } from './comment.decider.js';

/**
 * Votes through HTTP (SPEC 4: +1 new, same again clears, opposite moves by 2), racing
 * votes (one vote per member per comment), a fast-check model test, and optimistic
 * concurrency on edits (T36).
 */

type Agent = ReturnType<TestApp['agent']>;
type Vote = 'upvote' | 'downvote';
interface Member {
  agent: Agent;
  id: number;
}

const PASSWORD = 'Str0ngPassw0rd!';
const value = (v: Vote | null) => (v === 'upvote' ? 1 : v === 'downvote' ? -1 : 0);

async function register(t: TestApp, displayName: string): Promise<Member> {
  const agent = t.agent();
  const email = `${displayName.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`;
  const res = await signUpAndConfirm(t, agent, { displayName, email, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true });
  if (res.status !== 200) throw new Error(`register ${displayName}: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, id: res.body.user.id as number };
}

describe('comment votes API', () => {
  let t: TestApp;
  let author: Agent;
  let members: Member[];
  let articleId: number;

  const newComment = async (content = 'A comment to vote on') => {
    const res = await author.post('/_api/articles/comments').send({ articleId, content });
    expect(res.status).toBe(201);
    return res.body.comment.id as number;
  };
  const vote = (who: Agent, commentId: number, voteType: Vote) => who.post('/_api/comments/vote').send({ commentId, voteType });
  /** The comment as `viewer` sees it in the article's list (it is the newest top-level one unless found deeper). */
  const seen = async (viewer: Agent | null, commentId: number) => {
    const res = await (viewer ?? t.request()).get(`/_api/articles/comments?articleId=${articleId}&limit=100`);
    expect(res.status).toBe(200);
    const c = (res.body.comments as { id: number; voteScore: number; userVote: Vote | null; content: string; editedAt: string | null }[]).find((x) => x.id === commentId);
    expect(c, `comment ${commentId} listed`).toBeDefined();
    return c!;
  };
  /** The comment's CommentVoted events in commit order: each member's are in their own vote stream. */
  const voteEvents = async (commentId: number) => {
    const streams = [commentStream(commentId), ...members.map((m) => commentVoteStream(commentId, m.id))];
    const all = (await Promise.all(streams.map((s) => t.deps.store.readStream(s)))).flat();
    return all.filter((e) => e.type === 'CommentVoted').sort((a, b) => (a.position < b.position ? -1 : 1));
  };
  /** Each member's final vote, folded from the comment's events in the log. */
  const foldVotes = async (commentId: number) => {
    const finals = new Map<number, Vote>();
    for (const e of await voteEvents(commentId)) {
      if (e.type !== 'CommentVoted') continue;
      const d = e.data as { userId: number; vote: Vote | null };
      if (d.vote) finals.set(d.userId, d.vote);
      else finals.delete(d.userId);
    }
    return finals;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    author = await loginAs(t, 'member');
    articleId = ((await t.request().get('/_api/articles')).body.articles as { id: number }[])[4]!.id;
    members = [];
    for (let i = 0; i < 10; i++) members.push(await register(t, `Voter ${String.fromCharCode(65 + i)}`));
  }, 120_000);
  afterAll(async () => t?.close());

  it('moves the score by 1 for a new vote, clears it on the same vote, and by 2 on the opposite vote', async () => {
    const id = await newComment();
    const [a, b] = members;
    const steps: [Vote, number, Vote | null][] = [
      ['upvote', 1, 'upvote'],
      ['upvote', 0, null],
      ['downvote', -1, 'downvote'],
      ['upvote', 1, 'upvote'],
      ['downvote', -1, 'downvote'],
      ['downvote', 0, null],
    ];
    for (const [v, score, mine] of steps) {
      const res = await vote(a!.agent, id, v);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, commentId: id, voteScore: score, userVote: mine });
      expect(await seen(a!.agent, id)).toMatchObject({ voteScore: score, userVote: mine });
      expect(await seen(b!.agent, id)).toMatchObject({ voteScore: score, userVote: null });
      expect(await seen(null, id)).toMatchObject({ voteScore: score, userVote: null });
    }
    // One event per request, each carrying the member's resulting vote.
    const events = await voteEvents(id);
    expect(events.map((e) => (e.data as { vote: Vote | null }).vote)).toEqual(steps.map(([, , mine]) => mine));
  });

  it('keeps userVote per caller', async () => {
    const id = await newComment();
    const [a, b, c] = members;
    await vote(a!.agent, id, 'upvote').expect(200);
    await vote(b!.agent, id, 'downvote').expect(200);
    const res = await vote(c!.agent, id, 'upvote');
    expect(res.body).toMatchObject({ voteScore: 1, userVote: 'upvote' });
    expect(await seen(a!.agent, id)).toMatchObject({ voteScore: 1, userVote: 'upvote' });
    expect(await seen(b!.agent, id)).toMatchObject({ voteScore: 1, userVote: 'downvote' });
    expect(await seen(c!.agent, id)).toMatchObject({ voteScore: 1, userVote: 'upvote' });
    expect(await seen(author, id)).toMatchObject({ voteScore: 1, userVote: null });
  });

  it('refuses a bad voteType with 400 and no event', async () => {
    const id = await newComment();
    const before = await t.eventCount();
    for (const voteType of ['up', 'UPVOTE', '', null, 1]) {
      const res = await members[0]!.agent.post('/_api/comments/vote').send({ commentId: id, voteType });
      expect(res.status, String(voteType)).toBe(400);
      expect(res.body.error).toBe('voteType must be upvote or downvote');
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('one vote per member however many requests race: 10 members x 5 concurrent votes', async () => {
    const id = await newComment('Race me');
    const rnd = fc.sample(fc.array(fc.constantFrom<Vote>('upvote', 'downvote'), { minLength: 5, maxLength: 5 }), { numRuns: members.length, seed: 4242 });
    const requests = members.flatMap((m, i) => rnd[i]!.map((v) => ({ m, v })));
    const responses = await Promise.all(requests.map(({ m, v }) => vote(m.agent, id, v)));
    for (const r of responses) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThan(0);

    const finals = await foldVotes(id);
    const voted = await voteEvents(id);
    expect(voted.length).toBe(responses.filter((r) => r.status === 200).length);
    // No lost update: each member's consecutive events differ (a vote decided on a stale state
    // would repeat the previous value, e.g. upvote then upvote, or clear then clear).
    const last = new Map<number, Vote | null>();
    for (const e of voted) {
      const d = e.data as { userId: number; vote: Vote | null };
      expect(d.vote, `member ${d.userId}`).not.toBe(last.get(d.userId) ?? null);
      last.set(d.userId, d.vote);
    }
    for (const m of members) expect(voted.filter((e) => (e.data as { userId: number }).userId === m.id).length).toBe(5 - responses.filter((r, i) => r.status !== 200 && requests[i]!.m === m).length);
    const expected = [...finals.values()].reduce((s, v) => s + value(v), 0);
    expect((await seen(null, id)).voteScore).toBe(expected);
    for (const m of members) expect((await seen(m.agent, id)).userVote).toBe(finals.get(m.id) ?? null);
    // The read model holds at most one vote per (member, comment), equal to the folded log.
    const rows = t.deps.rm.connection.prepare('SELECT user_id, vote FROM comment_votes WHERE comment_id = ? ORDER BY user_id').all(id) as { user_id: number; vote: number }[];
    expect(rows).toEqual([...finals].sort(([x], [y]) => x - y).map(([user_id, v]) => ({ user_id, vote: value(v) })));
  });

  it('matches an in-memory model on random vote sequences from 4 members (fast-check, HTTP)', async () => {
    const voters = members.slice(0, 4);
    const step = fc.record({ who: fc.integer({ min: 0, max: voters.length - 1 }), vote: fc.constantFrom<Vote>('upvote', 'downvote') });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const id = await newComment('Model-checked comment');
        const model = new Map<number, Vote>();
        let lastScore = 0;
        for (const s of steps) {
          const m = voters[s.who]!;
          const prev = model.get(m.id) ?? null;
          const next = prev === s.vote ? null : s.vote;
          if (next) model.set(m.id, next);
          else model.delete(m.id);
          const score = [...model.values()].reduce((n, v) => n + value(v), 0);
          const res = await vote(m.agent, id, s.vote);
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ success: true, commentId: id, voteScore: score, userVote: next });
          // SPEC 4: a new vote moves the score by 1, clearing by 1, switching by 2.
          expect(Math.abs(res.body.voteScore - lastScore)).toBe(prev === null || next === null ? 1 : 2);
          lastScore = res.body.voteScore;
        }
        const score = [...model.values()].reduce((n, v) => n + value(v), 0);
        for (const m of voters) expect(await seen(m.agent, id)).toMatchObject({ voteScore: score, userVote: model.get(m.id) ?? null });
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  describe('optimistic concurrency on edits (T36)', () => {
    // SECURITY T36's 1,000 trials take about 30 s: `npm run test:chaos` (CHAOS_LONG=1) runs them; `npm test` runs 100.
    const T36_TRIALS = process.env.CHAOS_LONG ? 1000 : 100;
    it(`N concurrent appends with the same expected revision: exactly one wins, the read model shows it (${T36_TRIALS} trials, N from 2 to 20)`, async () => {
      const authorId = (await author.get('/_api/auth/session')).body.user.id as number;
      const trials = fc.sample(fc.integer({ min: 2, max: 20 }), { numRuns: T36_TRIALS, seed: 36 });
      expect(trials).toHaveLength(T36_TRIALS);
      for (const [trial, n] of trials.entries()) {
        const id = await newComment(`Edit race ${trial}`);
        const stream = commentStream(id);
        const { state, revision } = await loadState(t.deps.store, stream, commentDecider);
        const results = await Promise.allSettled(
          Array.from({ length: n }, (_, i) => {
            const ctx = { actorId: authorId, actorRole: 'user' as const, correlationId: `t36-${trial}-${i}`, causationId: null, now: new Date() };
            const decided = edit(state, { actorId: authorId, content: seal(t.deps.keys, authorId, `version ${i}`) });
            return t.deps.store.append(stream, toNewEvents(decided, ctx, stream, [authorId]), revision).then((r) => ({ ...r, i }));
          }),
        );
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r) => r.status === 'rejected');
        expect(won.length, `trial ${trial} (n=${n})`).toBe(1);
        for (const r of lost) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
        const winner = (won[0] as PromiseFulfilledResult<{ position: string; i: number }>).value;
        await t.deps.awaitProjection(winner.position);
        expect((await seen(null, id)).content).toBe(`version ${winner.i}`);
        expect((await t.deps.store.readStream(stream)).length).toBe(2);
      }
    }, 30 * 60_000);

    it('concurrent HTTP edits by the author are serialised: 2xx or 409 only, last event wins', async () => {
      const id = await newComment('HTTP edit race');
      const n = 12;
      const responses = await Promise.all(Array.from({ length: n }, (_, i) => author.post('/_api/comments/edit').send({ commentId: id, content: `http version ${i}` })));
      for (const r of responses) expect([200, 409]).toContain(r.status);
      const ok = responses.filter((r) => r.status === 200).length;
      const edits = (await t.deps.store.readStream(commentStream(id))).filter((e) => e.type === 'CommentEdited');
      expect(edits.length).toBe(ok);
      const last = unseal(t.deps.keys, (edits[edits.length - 1]!.data as { content: string }).content);
      const shown = await seen(null, id);
      expect(shown.content).toBe(last);
      expect(shown.editedAt).not.toBeNull();
    });
  });
});
