import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm, startTestApp, type TestApp } from '../../tests/support/api.js';

/**
 * T21 (scaled for CI): fast-check model-based test of the comment section through HTTP.
 * Three members post, reply, edit, delete, vote, re-vote and switch votes in random orders;
 * after every command the API must agree with an in-memory model on content, '[deleted]'
 * rendering, editedAt, nesting, voteScore and the caller's userVote.
 */

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
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25, size: 'max' }), async (cmds) => {
        // Runs take the articles in turn, which keeps each thread's comments on its first page.
        const articleId = articleIds[run++ % articleIds.length]!;
        const model = models.get(articleId) ?? { articleId, comments: [] };
        models.set(articleId, model);
        await fc.asyncModelRun(() => ({ model, real: {} }), cmds);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
