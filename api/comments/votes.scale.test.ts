import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { countingReads } from '../../tests/support/spies.js';
import type { Deps } from '../shared/deps.js';
import { postComment, voteComment } from './commands.js';

/**
 * A vote's cost must not grow with the comment's votes: deciding one reads the comment (post,
 * edits, deletion, moderation) and the member's own vote stream, never the other members' votes.
 */

describe('vote cost with many prior votes', () => {
  let t: TestApp;
  let authorId: number;
  let articleId: number;

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    const author = await loginAs(t, 'member');
    authorId = (await author.get('/_api/auth/session')).body.user.id as number;
    articleId = ((await t.request().get('/_api/articles')).body.articles as { id: number }[])[2]!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const ctx = (actorId: number) => ({ actorId, actorRole: 'user' as const, correlationId: `scale-${actorId}`, causationId: null, now: new Date() });

  it('with 5,000 prior votes by other members, a cold vote decision reads O(1) events', async () => {
    const { commentId } = await postComment(t.deps, { articleId, content: 'Popular' }, ctx(authorId));
    const N = 5_000;
    for (let voter = 1_000_000; voter < 1_000_000 + N; voter++) {
      await voteComment(t.deps, { commentId, voteType: voter % 4 ? 'upvote' : 'downvote' }, ctx(voter));
    }
    const { view: counted, read } = countingReads(t.deps.store);
    const deps: Deps = { ...t.deps, store: counted };
    await voteComment(deps, { commentId, voteType: 'upvote' }, ctx(999_999));
    // The comment's CommentPosted, and nothing of the 5,000 others' votes.
    expect(read.events).toBeLessThanOrEqual(3);
    // The member's second vote clears theirs: decided from their own stream.
    read.events = 0;
    await voteComment(deps, { commentId, voteType: 'upvote' }, ctx(999_999));
    expect(read.events).toBeLessThanOrEqual(3);
    const mine = await t.deps.store.readStream(`comment-vote-${commentId}-999999`);
    expect(mine.map((e) => (e.data as { vote: string | null }).vote)).toEqual(['upvote', null]);
  }, 300_000);
});
