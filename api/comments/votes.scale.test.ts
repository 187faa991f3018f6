import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { seededArticles } from '../../tests/support/seeded-content.js';
import { signedIn } from '../../tests/support/signed-in.js';
import { countingReads } from '../../tests/support/spies.js';
import type { Deps } from '../shared/deps.js';
import { postComment, voteComment } from './commands.js';

/**
 * A vote's cost must not grow with the comment's votes: deciding one reads the comment (post,
 * edits, deletion, moderation) and the member's own vote stream, never the other members' votes.
 */

describe('vote cost with many prior votes', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' })), 120_000);
  let authorId: number;
  let articleId: number;

  beforeAll(async () => {
    authorId = (await signedIn(t, 'member')).id;
    articleId = (await seededArticles(t))[2]!.id;
  }, 120_000);

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
