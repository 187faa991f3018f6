import { describe, expect, it } from 'vitest';
import { freshIp, startTestApp, type TestApp } from '../../../tests/support/api.js';
import { forAll } from '../../../tests/support/lifecycle.js';
import { forumViews } from '../../forum/views.js';
import { invariantChecker } from './harness.test-support.js';

/** The fuzzers' invariant checker (SECURITY T18, T19): what it leaves pending between two requests. */
describe('fuzz invariant checker', () => {
  let t: TestApp;
  forAll(async () => (t = await startTestApp({ SEED_CONTENT: '1', TRUST_PROXY: '1', FORUM_VIEW_FLUSH_MS: '3600000' })));

  it('leaves no counted view for the flush timer to append during a later request', async () => {
    const checker = invariantChecker(t);
    try {
      const [category] = (await t.agent().get('/_api/forum/categories')).body.json as { id: number }[];
      const threadId = ((await t.agent().get('/_api/forum/threads').query({ categoryId: String(category!.id) })).body.threads as { id: number }[])[0]!.id;
      const res = await checker.check('a view', () => t.agent(freshIp()).post('/_api/forum/thread/view').send({ threadId }));
      expect(res.status).toBeLessThan(300);
      // What the timer would append later, in the middle of whatever request runs then.
      expect(await forumViews(t.deps).flush()).toBeNull();
      const refused = await checker.check('a refused view', () => t.agent(freshIp()).post('/_api/forum/thread/view').send({ threadId: 'x' }));
      expect(refused.status).toBe(400);
    } finally {
      checker.close();
    }
  });
});
