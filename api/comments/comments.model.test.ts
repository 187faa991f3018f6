import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleBody } from '../articles/admin.test-support.js';
import { loginAs, signUpAndConfirm, startTestApp, type TestApp } from '../../tests/support/api.js';

/**
 * T21: fast-check model-based test of the comment section through HTTP. Three members post,
 * reply, edit, delete, vote, re-vote and switch votes in random orders; after every command the
 * API must agree with an in-memory model on content, '[deleted]' rendering, editedAt, nesting,
 * voteScore and the caller's userVote. Then an `fc.scheduler` variant races double votes and
 * edits. `npm test` runs 60 sequences of up to 25 commands and 20 races; CHAOS_LONG=1
 * (`npm run test:chaos`) SECURITY's 1,000 sequences of up to 50 (each on a new article, so a
 * thread stays on one page) and 200 races.
 */
const LONG = process.env.CHAOS_LONG === '1';
const SEQUENCES = LONG ? { runs: 1000, maxCommands: 50 } : { runs: 60, maxCommands: 25 };
const RACES = LONG ? 200 : 20;

type Agent = ReturnType<TestApp['agent']>;
type Vote = 'upvote' | 'downvote';
interface ModelComment {
  id: number;
  parent: number | null;
  author: number;
  content: string;
  edited: boolean;
  deleted: boolean;
  votes: Map<number, Vote>;
}
interface Model {
  articleId: number;
  comments: ModelComment[];
}
interface CommentDto {
  id: number;
  content: string;
  author: { id: number | null; displayName: string };
  editedAt: string | null;
  voteScore: number;
  userVote: Vote | null;
  replies: CommentDto[];
}

const PASSWORD = 'Str0ngPassw0rd!';
const NAMES = ['Model Ana', 'Model Ben', 'Model Cat'];
const value = (v: Vote | undefined) => (v === 'upvote' ? 1 : v === 'downvote' ? -1 : 0);

describe('comments against a model (T21, fc.commands)', () => {
  let t: TestApp;
  let users: { agent: Agent; id: number }[];
  let articleIds: number[];
  /** Comments the seed put on each article before the test: the model must account for them too. */
  const baseline = new Map<number, Set<number>>();
  /** One model per article, kept across runs: the API keeps their comments as well. */
  const models = new Map<number, Model>();

  /** Every comment of an article's thread (top level and replies) as `viewer` sees it. */
  async function listed(articleId: number, viewer: number) {
    const res = await (users[viewer]?.agent ?? t.request()).get(`/_api/articles/comments?articleId=${articleId}&limit=100`);
    expect(res.status).toBe(200);
    const seen = new Map<number, { c: CommentDto; parent: number | null }>();
    const walk = (cs: CommentDto[], parent: number | null) => cs.forEach((c) => (seen.set(c.id, { c, parent }), walk(c.replies, c.id)));
    walk(res.body.comments as CommentDto[], null);
    return seen;
  }

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    users = [];
    for (const displayName of NAMES) {
      const agent = t.agent();
      const email = `${displayName.toLowerCase().replace(/\s/g, '.')}@example.com`;
      const res = await signUpAndConfirm(t, agent, { displayName, email, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true });
      expect(res.status).toBe(200);
      users.push({ agent, id: res.body.user.id as number });
    }
    articleIds = ((await t.request().get('/_api/articles')).body.articles as { id: number }[]).map((a) => a.id);
    for (const id of articleIds) baseline.set(id, new Set((await listed(id, 0)).keys()));
  }, 60_000);
  afterAll(async () => t?.close());

  /** Compares every comment of the model with the API's tree, as `viewer` sees it. */
  async function verify(m: Model, viewer: number) {
    const seen = await listed(m.articleId, viewer);
    // Exactly the model's comments and the seed's: nothing missing, nothing extra (a duplicate post).
    const expected = [...(baseline.get(m.articleId) ?? []), ...m.comments.map((c) => c.id)].sort((a, b) => a - b);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(expected);
    for (const mc of m.comments) {
      const got = seen.get(mc.id);
      expect(got, `comment ${mc.id} is listed`).toBeDefined();
      const { c, parent } = got!;
      expect(parent, `parent of ${mc.id}`).toBe(mc.parent);
      expect(c.content).toBe(mc.deleted ? '[deleted]' : mc.content);
      expect(c.author.displayName).toBe(mc.deleted ? '[deleted]' : NAMES[mc.author]);
      expect(c.author.id).toBe(mc.deleted ? null : users[mc.author]!.id);
      expect(c.editedAt === null).toBe(mc.deleted || !mc.edited);
      expect(c.voteScore).toBe([...mc.votes.values()].reduce((n, v) => n + value(v), 0));
      expect(c.userVote).toBe(mc.votes.get(viewer) ?? null);
      // Replies are listed oldest first.
      expect(c.replies.map((r) => r.id)).toEqual([...c.replies.map((r) => r.id)].sort((a, b) => a - b));
    }
  }

  /** The comment a command aims at: by index, or the newest one for a negative index. */
  const pick = (m: Model, i: number) => m.comments[i < 0 ? m.comments.length - 1 : i % m.comments.length]!;

  class Post implements fc.AsyncCommand<Model, object> {
    constructor(readonly who: number, readonly text: string, readonly replyTo: number | null) {}
    check = () => true;
    async run(m: Model) {
      const parent = this.replyTo === null || m.comments.length === 0 ? null : pick(m, this.replyTo);
      const body = { articleId: m.articleId, content: this.text, ...(parent ? { parentCommentId: parent.id } : {}) };
      const res = await users[this.who]!.agent.post('/_api/articles/comments').send(body);
      if (parent?.deleted) {
        expect(res.status).toBe(400);
      } else {
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        m.comments.push({ id: res.body.comment.id, parent: parent?.id ?? null, author: this.who, content: this.text, edited: false, deleted: false, votes: new Map() });
      }
      await verify(m, this.who);
    }
    toString = () => `post(${this.who}, ${JSON.stringify(this.text)}, replyTo ${this.replyTo})`;
  }

  class Edit implements fc.AsyncCommand<Model, object> {
    constructor(readonly who: number, readonly target: number, readonly text: string) {}
    check = (m: Readonly<Model>) => m.comments.length > 0;
    async run(m: Model) {
      const c = pick(m, this.target);
      const res = await users[this.who]!.agent.post('/_api/comments/edit').send({ commentId: c.id, content: this.text });
      if (c.author !== this.who) expect(res.status).toBe(403);
      else if (c.deleted) expect(res.status).toBe(400);
      else {
        expect(res.status).toBe(200);
        Object.assign(c, { content: this.text, edited: true });
      }
      await verify(m, this.who);
    }
    toString = () => `edit(${this.who}, #${this.target}, ${JSON.stringify(this.text)})`;
  }

  class Delete implements fc.AsyncCommand<Model, object> {
    constructor(readonly who: number, readonly target: number) {}
    check = (m: Readonly<Model>) => m.comments.length > 0;
    async run(m: Model) {
      const c = pick(m, this.target);
      const res = await users[this.who]!.agent.post('/_api/comments/delete').send({ commentId: c.id });
      if (c.author !== this.who) expect(res.status).toBe(403);
      else if (c.deleted) expect(res.status).toBe(400);
      else {
        expect(res.status).toBe(200);
        c.deleted = true;
      }
      await verify(m, this.who);
    }
    toString = () => `delete(${this.who}, #${this.target})`;
  }

  class VoteCmd implements fc.AsyncCommand<Model, object> {
    constructor(readonly who: number, readonly target: number, readonly vote: Vote) {}
    check = (m: Readonly<Model>) => m.comments.length > 0;
    async run(m: Model) {
      const c = pick(m, this.target);
      const res = await users[this.who]!.agent.post('/_api/comments/vote').send({ commentId: c.id, voteType: this.vote });
      if (c.deleted) expect(res.status).toBe(400);
      else {
        expect(res.status).toBe(200);
        const prev = c.votes.get(this.who);
        if (prev === this.vote) c.votes.delete(this.who);
        else c.votes.set(this.who, this.vote);
        expect(res.body.userVote).toBe(c.votes.get(this.who) ?? null);
        expect(res.body.voteScore).toBe([...c.votes.values()].reduce((n, v) => n + value(v), 0));
      }
      await verify(m, this.who);
    }
    toString = () => `vote(${this.who}, #${this.target}, ${this.vote})`;
  }

  it('agrees with the model after every command', async () => {
    const who = fc.integer({ min: 0, max: 2 });
    const target = fc.nat({ max: 50 });
    const text = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0), fc.constantFrom('😀 emoji', '<b>not html</b>', 'a'));
    const commands = [
      fc.tuple(who, text).map(([w, s]) => new Post(w, s, null)),
      fc.tuple(who, text, target).map(([w, s, r]) => new Post(w, s, r)),
      fc.tuple(who, target, text).map(([w, i, s]) => new Edit(w, i, s)),
      fc.tuple(who, target).map(([w, i]) => new Delete(w, i)),
      fc.tuple(who, target, fc.constantFrom<Vote>('upvote', 'downvote')).map(([w, i, v]) => new VoteCmd(w, i, v)),
      // Re-vote and opposite vote on the last comment, where sequences make them likely.
      fc.tuple(who, fc.constantFrom<Vote>('upvote', 'downvote')).map(([w, v]) => new VoteCmd(w, -1, v)),
    ];
    let run = 0;
    const admin = LONG ? await loginAs(t, 'admin') : null;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: SEQUENCES.maxCommands, size: 'max' }), async (cmds) => {
        // Runs take the seeded articles in turn, which keeps each thread's comments on its first
        // page; the long variant's 1,000 runs each take a new article.
        const articleId = admin ? await newArticle(admin) : articleIds[run++ % articleIds.length]!;
        const model = models.get(articleId) ?? { articleId, comments: [] };
        models.set(articleId, model);
        await fc.asyncModelRun(() => ({ model, real: {} }), cmds);
      }),
      { numRuns: SEQUENCES.runs },
    );
  }, LONG ? 3 * 3600_000 : 120_000);

  async function newArticle(admin: Agent): Promise<number> {
    const res = await admin.post('/_api/admin/articles').send(articleBody({ published: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.article.id as number;
  }

  /**
   * Races (fc.scheduler): on a new comment, members send votes (the same one twice, or opposite
   * ones) and its author two edits, all in flight at once in a scheduler-chosen order. Every answer
   * is 200 or 409 (a lost race, nothing written); each member's final vote is the toggle fold of
   * their accepted votes in some order; the score is the sum of the final votes; the content is one
   * of the accepted edits (the original if none), edited if any was accepted.
   */
  it(`races double votes and edits: ${RACES} scheduled interleavings agree with some serial order`, async () => {
    const vote = fc.record({ who: fc.integer({ min: 0, max: 2 }), type: fc.constantFrom<Vote>('upvote', 'downvote') });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(vote, { minLength: 2, maxLength: 6 }), fc.integer({ min: 0, max: 2 }), async (s, votes, edits) => {
        const articleId = articleIds[run++ % articleIds.length]!;
        const posted = await users[0]!.agent.post('/_api/articles/comments').send({ articleId, content: 'race start' });
        expect(posted.status).toBe(201);
        const id = posted.body.comment.id as number;
        // Double votes are what races are made of: repeat the first vote.
        const all = [...votes, votes[0]!];
        const voteAnswers = all.map((v) =>
          s.schedule(Promise.resolve(`vote ${v.who} ${v.type}`)).then(() => users[v.who]!.agent.post('/_api/comments/vote').send({ commentId: id, voteType: v.type })),
        );
        const texts = Array.from({ length: edits }, (_, i) => `race edit ${i}`);
        const editAnswers = texts.map((text) =>
          s.schedule(Promise.resolve(`edit ${text}`)).then(() => users[0]!.agent.post('/_api/comments/edit').send({ commentId: id, content: text })),
        );
        await s.waitAll();
        const voted = await Promise.all(voteAnswers);
        const edited = await Promise.all(editAnswers);
        for (const r of [...voted, ...edited]) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);

        const final = new Map<number, Vote | null>();
        for (const who of [0, 1, 2]) {
          const row = (await listed(articleId, who)).get(id)!.c;
          final.set(who, row.userVote);
          const accepted = all.filter((v, i) => v.who === who && voted[i]!.status === 200).map((v) => v.type);
          expect(foldsInSomeOrder(accepted), `member ${who}: accepted ${accepted.join(', ')}`).toContain(row.userVote);
        }
        const row = (await listed(articleId, 0)).get(id)!.c;
        expect(row.voteScore).toBe([...final.values()].reduce((n, v) => n + value(v ?? undefined), 0));
        const acceptedTexts = texts.filter((_, i) => edited[i]!.status === 200);
        expect(acceptedTexts.length ? acceptedTexts : ['race start']).toContain(row.content);
        expect(row.editedAt !== null).toBe(acceptedTexts.length > 0);
      }),
      { numRuns: RACES },
    );
  }, LONG ? 3600_000 : 120_000);
});

/** Every final vote a member can end with after `accepted` votes (toggle semantics) in any order. */
function foldsInSomeOrder(accepted: Vote[]): (Vote | null)[] {
  const out = new Set<Vote | null>();
  const go = (left: Vote[], state: Vote | null) => {
    if (left.length === 0) return void out.add(state);
    left.forEach((v, i) => go([...left.slice(0, i), ...left.slice(i + 1)], state === v ? null : v));
  };
  go(accepted, null);
  return [...out];
}
