import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentDto } from '../../schemas/comments/queries.js';
import { registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';

/**
 * Issue 29: the heading counts what readers see. A deleted comment with replies stays as
 * '[deleted]' but is not counted ('6 Comments' was shown over five comments and a placeholder);
 * one without visible replies leaves the page, and its deleted parent with it.
 */
type Agent = ReturnType<TestApp['agent']>;
type Listed = { comments: CommentDto[]; total: number; totalVisible: number };

describe('comment counts after deletions', () => {
  let t: TestApp;
  let A: number;
  let ann: Agent;
  let bob: Agent;

  const list = async (): Promise<Listed> => (await t.request().get(`/_api/articles/comments?articleId=${A}&limit=100`)).body as Listed;
  const post = async (who: Agent, content: string, parentCommentId?: number) => {
    const res = await who.post('/_api/articles/comments').send({ articleId: A, content, ...(parentCommentId ? { parentCommentId } : {}) });
    expect(res.status).toBe(201);
    return res.body.comment.id as number;
  };
  const remove = async (who: Agent, commentId: number) => expect((await who.post('/_api/comments/delete').send({ commentId })).status).toBe(200);
  const ids = (cs: CommentDto[]): number[] => cs.flatMap((c) => [c.id, ...ids(c.replies)]);

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'off', SEED_CONTENT: '1' });
    ann = (await registerMember(t, { displayName: 'Count Ann' })).agent;
    bob = (await registerMember(t, { displayName: 'Count Bob' })).agent;
    // An article of its own: the seed's comments are on the first ones.
    const articles = (await t.request().get('/_api/articles')).body.articles as { id: number }[];
    A = articles.at(-1)!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('counts only what readers see: placeholders held by replies are shown but not counted; the rest leave', async () => {
    const start = await list();
    const parent = await post(ann, 'A parent comment');
    const reply = await post(bob, 'A reply that holds it', parent);
    const lone = await post(ann, 'A comment nobody answered');
    for (const text of ['Three', 'Four', 'Five']) await post(bob, `Comment number ${text}`);
    expect((await list()).totalVisible).toBe(start.totalVisible + 6);

    await remove(ann, parent);
    let now = await list();
    expect(now.totalVisible).toBe(start.totalVisible + 5);
    const shown = now.comments.find((c) => c.id === parent)!;
    expect(shown).toMatchObject({ content: '[deleted]', replies: [expect.objectContaining({ id: reply })] });

    await remove(ann, lone);
    now = await list();
    expect(ids(now.comments)).not.toContain(lone);
    expect(now.totalVisible).toBe(start.totalVisible + 4);
    expect(now.total).toBe(start.total + 4);

    // The last reply goes: the '[deleted]' parent it held leaves with it.
    await remove(bob, reply);
    now = await list();
    expect(ids(now.comments)).not.toContain(parent);
    expect(ids(now.comments)).not.toContain(reply);
    expect(now.totalVisible).toBe(start.totalVisible + 3);
    expect(now.total).toBe(start.total + 3);
  });
});
