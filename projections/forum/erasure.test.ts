import { describe, expect, it } from 'vitest';
import { createThread, forumFixture, newMember, reply, threadBody, type ForumFixture } from '../../api/forum/forum.test-support.js';
import type { ForumThreadPageResponse } from '../../schemas/forum/queries.js';
import { eventRows } from '../../tests/support/api.js';
import { rebuildReadModel } from '../rebuild.js';
import { forAll } from '../../tests/support/lifecycle.js';

/**
 * What members write in the forum is personal data (issue 10, SECURITY): sealed with the
 * author's key in the log, so destroying the key (`npm run forget-member`) erases their thread
 * titles, posts and replies from every replay while the thread and everyone else's replies stay.
 */
describe('forum text and crypto-shredding', () => {
  let f: ForumFixture;
  forAll(async () => (f = await forumFixture()), 120_000);

  it("a forgotten member's threads and replies read '[deleted]' after a rebuild; the others' stay", async () => {
    const gone = await newMember(f.t, 'Soon Forgotten');
    const stays = await newMember(f.t, 'Still Here');
    const thread = await createThread(gone.agent, threadBody(f.categories.support_community, { title: 'A private worry of mine', content: 'Something personal I wrote.' }));
    await reply(stays.agent, thread.id, 'A kind answer that stays.');
    await reply(gone.agent, thread.id, 'My own follow-up, also personal.');
    for (const e of eventRows(f.t).filter((r) => r.type === 'ThreadCreated' || r.type === 'ThreadReplyPosted')) {
      expect(e.data).not.toContain('private worry');
      expect(e.data).not.toContain('personal');
    }

    f.t.deps.keys.destroy(gone.id);
    await rebuildReadModel({ store: f.t.deps.store, keys: f.t.deps.keys, dir: f.t.config.files.readModelDir });
    f.t.deps.rm.followSwap();

    const page = (await f.t.request().get(`/_api/forum/thread?threadId=${thread.id}`)).body as ForumThreadPageResponse;
    expect(page.thread).toMatchObject({ id: thread.id, title: '[deleted]', content: '[deleted]', authorDisplayName: '[deleted]', replyCount: 2 });
    expect(page.posts.map((p) => [p.content, p.author.displayName])).toEqual([
      ['A kind answer that stays.', 'Still Here'],
      ['[deleted]', '[deleted]'],
    ]);
  });
});
