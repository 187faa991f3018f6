import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, loginAs, signUpAndConfirm, type TestApp } from '../../tests/support/api.js';
import { toNewEvents } from '../shared/command.js';
import { commentStream } from './comment.decider.js';
import type { CommentDto } from '../../schemas/comments/queries.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';

/**
 * Article comments through HTTP (SPEC 3, 4, 5, 7; SECURITY T13-T15, T17, T19 for these
 * routes): every write rule, the read shape, paging and moderation visibility.
 */

type Agent = ReturnType<TestApp['agent']>;

const PASSWORD = 'Str0ngPassw0rd!';
const EMOJI = '😀';

async function register(t: TestApp, displayName: string): Promise<{ agent: Agent; id: number }> {
  const agent = t.agent();
  const email = `${displayName.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`;
  const res = await signUpAndConfirm(t, agent, { displayName, email, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true });
  if (res.status !== 200) throw new Error(`register ${displayName}: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, id: res.body.user.id as number };
}

/** Depth-first search through a comment tree. */
function find(comments: CommentDto[], id: number): CommentDto | undefined {
  for (const c of comments) {
    if (c.id === id) return c;
    const hit = find(c.replies, id);
    if (hit) return hit;
  }
  return undefined;
}

describe('article comments API', () => {
  let t: TestApp;
  let member: { agent: Agent; id: number };
  let bea: { agent: Agent; id: number };
  let cy: { agent: Agent; id: number };
  let anon: Agent;
  let articles: { id: number; slug: string }[];
  let A: number;
  let B: number;

  const list = async (articleId: number, as: Agent | null = null, query = 'limit=100') => {
    const res = await (as ?? t.request()).get(`/_api/articles/comments?articleId=${articleId}&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { comments: CommentDto[]; total: number };
  };
  const post = async (who: Agent, body: Record<string, unknown>) => who.post('/_api/articles/comments').send(body);
  const postOk = async (who: Agent, articleId: number, content: string, parentCommentId?: number) => {
    const res = await post(who, { articleId, content, ...(parentCommentId ? { parentCommentId } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.comment as CommentDto;
  };
  /** Runs `fn` and asserts that it appended nothing to the log. */
  const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(t, fn);

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    const demo = await loginAs(t, 'member');
    const session = await demo.get('/_api/auth/session');
    member = { agent: demo, id: session.body.user.id as number };
    bea = await register(t, 'Bea Tester');
    cy = await register(t, 'Cy Tester');
    anon = t.agent();
    articles = ((await t.request().get('/_api/articles')).body.articles as { id: number; slug: string }[]).map(({ id, slug }) => ({ id, slug }));
    A = articles[0]!.id;
    B = articles[1]!.id;
  });
  afterAll(async () => t?.close());

  describe('anonymous users', () => {
    it('get 401 on every write and nothing is appended', async () => {
      const existing = (await list(A)).comments[0]!;
      const writes: [string, Record<string, unknown>][] = [
        ['/_api/articles/comments', { articleId: A, content: 'Hello there' }],
        ['/_api/articles/comments', { articleId: A, content: 'A reply', parentCommentId: existing.id }],
        ['/_api/comments/edit', { commentId: existing.id, content: 'Changed' }],
        ['/_api/comments/delete', { commentId: existing.id }],
        ['/_api/comments/vote', { commentId: existing.id, voteType: 'upvote' }],
        ['/_api/comments/vote', { commentId: 999_999, voteType: 'downvote' }],
      ];
      await noEvents(async () => {
        for (const [path, body] of writes) {
          const res = await anon.post(path).send(body);
          expect(res.status, path).toBe(401);
          expect(res.body.error, path).toBeTypeOf('string');
        }
      });
      expect(find((await list(A)).comments, existing.id)).toEqual(existing);
    });

    it('can read comments, with userVote null everywhere', async () => {
      const { comments } = await list(A, anon);
      expect(comments.length).toBeGreaterThan(0);
      const all: CommentDto[] = [];
      const walk = (cs: CommentDto[]) => cs.forEach((c) => (all.push(c), walk(c.replies)));
      walk(comments);
      expect(all.every((c) => c.userVote === null)).toBe(true);
    });
  });

  describe('posting and replying', () => {
    it('posts a comment: 201, the SPEC shape, one CommentPosted event, visible to readers', async () => {
      const before = await t.eventCount();
      const res = await post(member.agent, { articleId: A, content: 'Thanks, this was clear and kind.' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Comment posted successfully!');
      const c = res.body.comment as CommentDto;
      expect(Object.keys(c).sort()).toEqual(['author', 'content', 'createdAt', 'editedAt', 'id', 'replies', 'userVote', 'voteScore']);
      expect(c).toMatchObject({ content: 'Thanks, this was clear and kind.', editedAt: null, voteScore: 0, userVote: null, replies: [] });
      expect(c.author).toEqual({ id: member.id, displayName: 'Demo Member', avatarUrl: null });
      expect(new Date(c.createdAt).toISOString()).toBe(c.createdAt);
      expect(await t.eventCount()).toBe(before + 1);
      const events = await t.deps.store.readStream(commentStream(c.id));
      expect(events.map((e) => e.type)).toEqual(['CommentPosted']);
      expect(events[0]!.data).toMatchObject({ commentId: c.id, articleId: A, authorId: member.id, parentCommentId: null });
      // The text is personal data: sealed in the log, plain in the read model.
      expect(JSON.stringify(events[0]!.data)).not.toContain('clear and kind');
      const { comments } = await list(A, anon);
      expect(comments[0]).toEqual({ ...c, userVote: null });
    });

    it('nests replies (and replies to replies) under their parent, oldest first', async () => {
      const top = await postOk(member.agent, A, 'Top-level question about testing windows?');
      const r1 = await postOk(bea.agent, A, 'First reply', top.id);
      const r2 = await postOk(cy.agent, A, 'Second reply', top.id);
      const r11 = await postOk(member.agent, A, 'Reply to the first reply', r1.id);
      const explicitNull = await post(cy.agent, { articleId: A, content: 'parentCommentId null is a top-level comment', parentCommentId: null });
      expect(explicitNull.status).toBe(201);
      const { comments } = await list(A);
      const t1 = comments.find((c) => c.id === top.id)!;
      expect(t1.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);
      expect(t1.replies[0]!.replies.map((r) => r.id)).toEqual([r11.id]);
      expect(t1.replies[0]!.author.displayName).toBe('Bea Tester');
      expect(comments.some((c) => c.id === r1.id)).toBe(false);
      expect(comments[0]!.id).toBe(explicitNull.body.comment.id);
      const events = await t.deps.store.readStream(commentStream(r11.id));
      expect(events[0]!.data).toMatchObject({ parentCommentId: r1.id, articleId: A });
    });

    it('refuses a reply whose parent is on another article, or missing, with 400 and no event', async () => {
      const onB = await postOk(bea.agent, B, 'A comment on article B');
      await noEvents(async () => {
        for (const parentCommentId of [onB.id, 999_999]) {
          const res = await post(member.agent, { articleId: A, content: 'Cross-article reply', parentCommentId });
          expect(res.status, String(parentCommentId)).toBe(400);
          expect(res.body.error).toBe('The comment you are replying to does not exist on this article.');
        }
      });
      expect(find((await list(A)).comments, onB.id)).toBeUndefined();
    });

    it('answers 404 for a missing article and 400 for malformed ids', async () => {
      await noEvents(async () => {
        const missing = await post(member.agent, { articleId: 999_999, content: 'Hello' });
        expect(missing.status).toBe(404);
        expect(missing.body.error).toBe('Article not found');
        for (const body of [
          { articleId: 0, content: 'x' },
          { articleId: -1, content: 'x' },
          { articleId: 1.5, content: 'x' },
          { articleId: '1', content: 'x' },
          { content: 'x' },
          { articleId: A, content: 'x', parentCommentId: 0 },
          { articleId: A, content: 'x', parentCommentId: 'abc' },
        ]) {
          const res = await post(member.agent, body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.body.error).toBeTypeOf('string');
        }
      });
    });
  });

  describe('content rules (SPEC 5, T17: length in code points)', () => {
    it("refuses empty and whitespace-only text with 'Comment cannot be empty.'", async () => {
      const target = await postOk(member.agent, A, 'Will try to blank this');
      await noEvents(async () => {
        for (const content of ['', ' ', '   \n\t  ', '\u00a0\u2003', undefined, null]) {
          const body = content === undefined ? { articleId: A } : { articleId: A, content };
          const res = await post(member.agent, body);
          expect(res.status, JSON.stringify(content)).toBe(400);
          expect(res.body.error).toBe('Comment cannot be empty.');
          const edit = await member.agent.post('/_api/comments/edit').send({ commentId: target.id, ...(content === undefined ? {} : { content }) });
          expect(edit.status, JSON.stringify(content)).toBe(400);
          expect(edit.body.error).toBe('Comment cannot be empty.');
        }
      });
    });

    it("accepts 1 and 5000 code points (emoji at the limit), refuses 5001 with 'Comment is too long.'", async () => {
      const one = await postOk(member.agent, A, 'a');
      expect(one.content).toBe('a');
      const oneEmoji = await postOk(member.agent, A, EMOJI);
      expect(oneEmoji.content).toBe(EMOJI);
      const maxAscii = await postOk(bea.agent, A, 'a'.repeat(5000));
      expect(maxAscii.content).toHaveLength(5000);
      const maxEmoji = await postOk(cy.agent, A, EMOJI.repeat(5000));
      expect(maxEmoji.content).toBe(EMOJI.repeat(5000));
      expect([...maxEmoji.content]).toHaveLength(5000);
      const mixed = `${'b'.repeat(4999)}${EMOJI}`;
      expect((await postOk(cy.agent, A, mixed)).content).toBe(mixed);
      expect(find((await list(A)).comments, maxEmoji.id)!.content).toBe(EMOJI.repeat(5000));

      await noEvents(async () => {
        for (const content of ['a'.repeat(5001), EMOJI.repeat(5001), `${'a'.repeat(5000)}${EMOJI}`]) {
          const res = await post(member.agent, { articleId: A, content });
          expect(res.status).toBe(400);
          expect(res.body.error).toBe('Comment is too long.');
          const edit = await member.agent.post('/_api/comments/edit').send({ commentId: one.id, content });
          expect(edit.status).toBe(400);
          expect(edit.body.error).toBe('Comment is too long.');
        }
      });
      const edited = await member.agent.post('/_api/comments/edit').send({ commentId: one.id, content: EMOJI.repeat(5000) });
      expect(edited.status).toBe(200);
      expect(edited.body.comment.content).toBe(EMOJI.repeat(5000));
    });

    it('refuses unknown fields (T15 mass assignment) with 400 and changes nothing', async () => {
      const mine = await postOk(member.agent, A, 'Original text');
      await noEvents(async () => {
        for (const extra of [{ voteScore: 1000 }, { authorId: bea.id }, { voteScore: 5, authorId: 1 }, { editedAt: null }, { status: 'approved' }]) {
          const res = await post(member.agent, { articleId: A, content: 'Sneaky', ...extra });
          expect(res.status, JSON.stringify(extra)).toBe(400);
          expect(res.body.error).toMatch(/^Unknown field/);
          const edit = await member.agent.post('/_api/comments/edit').send({ commentId: mine.id, content: 'Sneaky edit', ...extra });
          expect(edit.status, JSON.stringify(extra)).toBe(400);
        }
        const vote = await member.agent.post('/_api/comments/vote').send({ commentId: mine.id, voteType: 'upvote', voteScore: 100 });
        expect(vote.status).toBe(400);
        const del = await member.agent.post('/_api/comments/delete').send({ commentId: mine.id, authorId: member.id });
        expect(del.status).toBe(400);
      });
      const now = find((await list(A, member.agent)).comments, mine.id)!;
      expect(now).toMatchObject({ content: 'Original text', voteScore: 0, userVote: null, editedAt: null });
      expect(now.author.id).toBe(member.id);
    });
  });

  describe('editing and deleting (T14)', () => {
    it("lets the author edit: 200, 'Comment updated successfully!', editedAt set, createdAt kept", async () => {
      const c = await postOk(member.agent, A, 'Before the edit');
      expect(c.editedAt).toBeNull();
      const res = await member.agent.post('/_api/comments/edit').send({ commentId: c.id, content: 'After the edit' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Comment updated successfully!');
      const edited = res.body.comment as CommentDto;
      expect(edited).toMatchObject({ id: c.id, content: 'After the edit', createdAt: c.createdAt });
      expect(edited.editedAt).not.toBeNull();
      expect(Date.parse(edited.editedAt!)).toBeGreaterThanOrEqual(Date.parse(c.createdAt));
      const shown = find((await list(A, anon)).comments, c.id)!;
      expect(shown).toMatchObject({ content: 'After the edit', editedAt: edited.editedAt, createdAt: c.createdAt });
      expect((await t.deps.store.readStream(commentStream(c.id))).map((e) => e.type)).toEqual(['CommentPosted', 'CommentEdited']);
    });

    it("answers 403 to another member's edit or delete, leaves the content and the log unchanged", async () => {
      const c = await postOk(member.agent, A, 'Only I may change this');
      const before = find((await list(A)).comments, c.id)!;
      await noEvents(async () => {
        for (const who of [bea.agent, cy.agent]) {
          const edit = await who.post('/_api/comments/edit').send({ commentId: c.id, content: 'Hijacked' });
          expect(edit.status).toBe(403);
          expect(edit.body.error).toBe('You can only change your own comments.');
          const del = await who.post('/_api/comments/delete').send({ commentId: c.id });
          expect(del.status).toBe(403);
          expect(del.body.error).toBe('You can only change your own comments.');
        }
        // Admins moderate; they do not rewrite members' words either.
        const admin = await loginAs(t, 'admin');
        expect((await admin.post('/_api/comments/edit').send({ commentId: c.id, content: 'Admin edit' })).status).toBe(403);
      });
      expect(find((await list(A)).comments, c.id)).toEqual(before);
      expect((await t.deps.store.readStream(commentStream(c.id))).map((e) => e.type)).toEqual(['CommentPosted']);
      // T13: each 403 is logged as authz_fail with the caller.
      const denied = t.events().filter((e) => e.event === 'authz_fail' && e.userId === bea.id);
      expect(denied.map((e) => e.path).sort()).toEqual(['/_api/comments/delete', '/_api/comments/edit']);
    });

    it('answers 404 to editing, deleting or voting on a missing comment', async () => {
      await noEvents(async () => {
        for (const [path, body] of [
          ['/_api/comments/edit', { commentId: 999_999, content: 'x' }],
          ['/_api/comments/delete', { commentId: 999_999 }],
          ['/_api/comments/vote', { commentId: 999_999, voteType: 'upvote' }],
          ['/_api/comments/vote', { commentId: 999_998, voteType: 'downvote' }],
        ] as const) {
          const res = await member.agent.post(path).send(body);
          expect(res.status, path).toBe(404);
          expect(res.body.error).toBe('Comment not found');
        }
      });
    });

    it("deletes: '[deleted]' content and author, replies kept; no edit, vote or reply afterwards", async () => {
      const parent = await postOk(member.agent, B, 'I will delete this one');
      const reply = await postOk(bea.agent, B, 'A reply that must survive', parent.id);
      await cy.agent.post('/_api/comments/vote').send({ commentId: parent.id, voteType: 'upvote' }).expect(200);
      const res = await member.agent.post('/_api/comments/delete').send({ commentId: parent.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Comment deleted.' });

      const shown = find((await list(B, cy.agent)).comments, parent.id)!;
      expect(shown.content).toBe('[deleted]');
      expect(shown.author.displayName).toBe('[deleted]');
      expect(shown.author.id).toBeNull();
      expect(shown.author.avatarUrl).toBeNull();
      expect(shown.editedAt).toBeNull();
      expect(shown.createdAt).toBe(parent.createdAt);
      expect(shown.replies.map((r) => r.id)).toEqual([reply.id]);
      expect(shown.replies[0]).toMatchObject({ content: 'A reply that must survive', author: { id: bea.id, displayName: 'Bea Tester' } });
      // Still counted: deleted comments keep their place in the thread.
      expect((await list(B)).comments.some((c) => c.id === parent.id)).toBe(true);

      await noEvents(async () => {
        const edit = await member.agent.post('/_api/comments/edit').send({ commentId: parent.id, content: 'Back from the dead' });
        expect(edit.status).toBe(400);
        expect(edit.body.error).toBe('This comment has been deleted.');
        const again = await member.agent.post('/_api/comments/delete').send({ commentId: parent.id });
        expect(again.status).toBe(400);
        const vote = await bea.agent.post('/_api/comments/vote').send({ commentId: parent.id, voteType: 'upvote' });
        expect(vote.status).toBe(400);
        const replyToDeleted = await post(cy.agent, { articleId: B, content: 'Reply to a deleted comment', parentCommentId: parent.id });
        expect(replyToDeleted.status).toBe(400);
        // Someone else still gets 403, not a hint about the state.
        expect((await bea.agent.post('/_api/comments/delete').send({ commentId: parent.id })).status).toBe(403);
      });
      // The deleted text is gone from the read model, not just hidden by the query.
      const row = t.deps.rm.connection.prepare('SELECT content, deleted FROM comments WHERE id = ?').get(parent.id) as { content: string | null; deleted: number };
      expect(row).toEqual({ content: null, deleted: 1 });
    });
  });

  describe('listing and paging (SPEC 5, T19)', () => {
    let C: number;
    let topIds: number[];

    beforeAll(async () => {
      C = articles[2]!.id;
      const who = [member.agent, bea.agent, cy.agent];
      for (let i = 0; i < 25; i++) await postOk(who[i % 3]!, C, `Paging comment ${i}`);
      // Replies do not count towards the total or take page slots.
      const first = (await list(C)).comments[0]!;
      await postOk(bea.agent, C, 'A reply on page one', first.id);
      const all = await list(C);
      topIds = all.comments.map((c) => c.id);
    });

    it('total counts top-level comments; pages of limit/offset tile the list newest first', async () => {
      const all = await list(C);
      expect(all.total).toBe(topIds.length);
      expect(all.total).toBeGreaterThanOrEqual(25);
      const times = all.comments.map((c) => Date.parse(c.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const paged: number[] = [];
      for (let offset = 0; offset < all.total + 10; offset += 10) {
        const page = await list(C, null, `limit=10&offset=${offset}`);
        expect(page.total).toBe(all.total);
        expect(page.comments.length).toBe(Math.max(0, Math.min(10, all.total - offset)));
        paged.push(...page.comments.map((c) => c.id));
      }
      expect(paged).toEqual(topIds);
      const deep = await list(C, null, `limit=10&offset=${all.total}`);
      expect(deep.comments).toEqual([]);
    });

    it('defaults to limit 20, offset 0; accepts limit 1 and 100', async () => {
      const def = await list(C, null, '');
      expect(def.comments.map((c) => c.id)).toEqual(topIds.slice(0, 20));
      expect((await list(C, null, 'limit=1')).comments.map((c) => c.id)).toEqual(topIds.slice(0, 1));
      expect((await list(C, null, 'limit=100&offset=0')).comments.map((c) => c.id)).toEqual(topIds.slice(0, 100));
    });

    it('refuses limit=101, limit=0, negative offset, bad ids, unknown and repeated parameters with 400', async () => {
      for (const q of [
        `articleId=${C}&limit=101`,
        `articleId=${C}&limit=0`,
        `articleId=${C}&limit=-5`,
        `articleId=${C}&limit=abc`,
        `articleId=${C}&limit=1.5`,
        `articleId=${C}&offset=-1`,
        `articleId=${C}&limit=10&limit=20`,
        `articleId=${C}&offset=0&offset=10`,
        `articleId=${C}&articleId=${A}`,
        `articleId=${C}&sort=new`,
        'articleId=abc',
        'articleId=0',
        'articleId=-3',
        '',
      ]) {
        const res = await t.request().get(`/_api/articles/comments?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.error, q).toBeTypeOf('string');
      }
      const missing = await t.request().get('/_api/articles/comments?articleId=999999');
      expect(missing.status).toBe(404);
    });
  });

  describe('moderation visibility', () => {
    /** Appends a CommentModerated event the way the admin screen will, then waits for the projector. */
    const moderate = async (commentId: number, status: 'approved' | 'flagged' | 'pending' | 'rejected') => {
      const stream = commentStream(commentId);
      const ctx = { actorId: 1, actorRole: 'admin' as const, correlationId: `test-${commentId}-${status}`, causationId: null, now: new Date() };
      const res = await t.deps.store.append(stream, toNewEvents([{ type: 'CommentModerated', data: { commentId, status, reason: null } }], ctx, stream), 'any');
      await t.deps.awaitProjection(res.position);
    };

    it('hides rejected comments (and the replies under them) from readers; other statuses stay visible', async () => {
      const D = articles[3]!.id;
      const rejected = await postOk(bea.agent, D, 'This one gets rejected');
      const underRejected = await postOk(cy.agent, D, 'Reply under a rejected comment', rejected.id);
      const flagged = await postOk(cy.agent, D, 'This one gets flagged');
      const keeper = await postOk(member.agent, D, 'This one stays');
      const rejectedReply = await postOk(bea.agent, D, 'A rejected reply', keeper.id);
      const okReply = await postOk(cy.agent, D, 'An approved reply', keeper.id);
      const before = await list(D);

      await moderate(rejected.id, 'rejected');
      await moderate(flagged.id, 'flagged');
      await moderate(keeper.id, 'approved');
      await moderate(rejectedReply.id, 'rejected');
      await moderate(okReply.id, 'approved');

      for (const viewer of [null, bea.agent, cy.agent, member.agent]) {
        const after = await list(D, viewer);
        expect(after.total).toBe(before.total - 1);
        expect(find(after.comments, rejected.id)).toBeUndefined();
        expect(find(after.comments, underRejected.id)).toBeUndefined();
        expect(find(after.comments, rejectedReply.id)).toBeUndefined();
        expect(find(after.comments, flagged.id)?.content).toBe('This one gets flagged');
        expect(find(after.comments, keeper.id)!.replies.map((r) => r.id)).toEqual([okReply.id]);
      }
      // Un-rejecting brings it back (any status can move to any other).
      await moderate(rejected.id, 'pending');
      const back = await list(D);
      expect(back.total).toBe(before.total);
      expect(find(back.comments, rejected.id)!.replies.map((r) => r.id)).toEqual([underRejected.id]);
    });
  });
});
