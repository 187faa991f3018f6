import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import { eventRows } from '../../tests/support/api.js';
import { countEvents, createThread, forumFixture, noEvents, threadBody, type ForumFixture } from './forum.test-support.js';
import { loadConfig } from '../config.js';
import { createForumViews, forumViews, visitorKey } from './views.js';

/**
 * Thread views (issue 10): counted in memory per node, once per visitor per thread per hour,
 * appended as one ThreadViewsCounted batch per flush, and added to the read model's viewCount.
 */

describe('thread views', () => {
  let f: ForumFixture;
  const view = (agent: ReturnType<ForumFixture['t']['agent']>, threadId: number, ua = 'Browser A') =>
    agent.post('/_api/forum/thread/view').set('User-Agent', ua).send({ threadId });
  const viewCount = async (threadId: number) => (await f.t.request().get(`/_api/forum/thread?threadId=${threadId}`)).body.thread.viewCount as number;

  beforeAll(async () => {
    f = await forumFixture();
  }, 120_000);
  afterAll(async () => f?.close());

  it('views reach the read model in one batch event per flush, deduplicated per visitor per hour', async () => {
    const general = f.categories.general_discussion;
    const [a, b] = [await createThread(f.member, threadBody(general)), await createThread(f.member, threadBody(general))];
    const views = forumViews(f.t.deps);
    await views.flush();
    const batches = countEvents(f.t, 'ThreadViewsCounted');
    // Recording appends nothing: the answer is 202 and the log is unchanged until the flush.
    await noEvents(f.t, async () => {
      expect((await view(f.anon, a.id)).body).toEqual({ counted: true });
      expect((await view(f.anon, a.id)).body).toEqual({ counted: false }); // the same anonymous visitor
      expect((await view(f.anon, a.id, 'Browser B')).body).toEqual({ counted: true }); // another one (other UA)
      expect((await view(f.member, a.id)).body).toEqual({ counted: true });
      expect((await view(f.member, a.id, 'Browser C')).body).toEqual({ counted: false }); // the member, whatever their browser
      expect((await view(f.admin, b.id)).status).toBe(202);
    });
    expect(await viewCount(a.id)).toBe(0);
    const position = await views.flush();
    expect(position).not.toBeNull();
    await f.t.deps.awaitProjection(position!);
    expect(countEvents(f.t, 'ThreadViewsCounted')).toBe(batches + 1);
    const last = eventRows(f.t).filter((e) => e.type === 'ThreadViewsCounted').at(-1)!;
    expect(last.stream_id).toBe(`forum-views-${new Date().toISOString().slice(0, 10)}`);
    expect(JSON.parse(last.data).counts).toEqual([
      { threadId: a.id, views: 3 },
      { threadId: b.id, views: 1 },
    ]);
    expect(await viewCount(a.id)).toBe(3);
    expect(await viewCount(b.id)).toBe(1);
    // The category list shows it too.
    const list = (await f.t.request().get(`/_api/forum/threads?categoryId=${general}`)).body.threads as { id: number; viewCount: number }[];
    expect(list.find((t) => t.id === a.id)!.viewCount).toBe(3);
    // Nothing counted since: a flush appends nothing.
    await noEvents(f.t, async () => expect(await views.flush()).toBeNull());
  });

  it('an unknown thread: 404; a bad body: 400; nothing counted', async () => {
    const res = await view(f.anon, 987_654);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: m.threadNotFound });
    expect((await f.anon.post('/_api/forum/thread/view').send({ threadId: 'x' })).status).toBe(400);
    await noEvents(f.t, async () => expect(await forumViews(f.t.deps).flush()).toBeNull());
  });

  it('a view without the same-origin signal is refused by the CSRF rules', async () => {
    const general = f.categories.general_discussion;
    const thread = await createThread(f.member, threadBody(general));
    const res = await f.t.request().post('/_api/forum/thread/view').send({ threadId: thread.id });
    expect(res.status).toBe(403);
  });
});

describe('the view counter', () => {
  const events: { stream: string; data: unknown; id: string }[] = [];
  let failNext = 0;
  const store = {
    async append(stream: string, evs: { id: string; data: unknown }[]) {
      if (failNext > 0) {
        failNext -= 1;
        // The write landed but the answer was lost: the retry must not count it twice.
        for (const e of evs) events.push({ stream, data: e.data, id: e.id });
        throw new Error('connection reset');
      }
      for (const e of evs) if (!events.some((x) => x.id === e.id)) events.push({ stream, data: e.data, id: e.id });
      return { nextRevision: events.length - 1, position: String(events.length) };
    },
  };
  const log = { warn: vi.fn() };
  let now = new Date('2026-03-01T10:15:00Z');
  const deps = { store, log, now: () => now } as unknown as Parameters<typeof createForumViews>[0];

  it('flushes on its own every interval, and once more when stopped', async () => {
    events.length = 0;
    const views = createForumViews(deps, { flushMs: 20 });
    views.record(1, 'u:1');
    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 2000, interval: 10 });
    expect(events[0]!.stream).toBe('forum-views-2026-03-01');
    views.record(1, 'u:2');
    views.record(2, 'u:2');
    await views.stop();
    expect(events.at(-1)!.data).toEqual({ counts: [{ threadId: 1, views: 1 }, { threadId: 2, views: 1 }] });
    expect(views.record(3, 'u:3')).toBe(false);
  });

  it('counts a visitor again in the next hour', async () => {
    events.length = 0;
    const views = createForumViews(deps, { flushMs: 60_000 });
    expect(views.record(7, 'a:x')).toBe(true);
    expect(views.record(7, 'a:x')).toBe(false);
    now = new Date('2026-03-01T11:00:00Z');
    expect(views.record(7, 'a:x')).toBe(true);
    await views.stop();
    expect(events.map((e) => e.data)).toEqual([{ counts: [{ threadId: 7, views: 2 }] }]);
  });

  it('a failed flush is retried under the same event id, so a write that landed is not counted twice', async () => {
    events.length = 0;
    const views = createForumViews(deps, { flushMs: 60_000 });
    views.record(9, 'u:1');
    failNext = 1;
    await expect(views.flush()).rejects.toThrow('connection reset');
    views.record(9, 'u:2');
    await views.stop();
    expect(events.map((e) => e.data)).toEqual([{ counts: [{ threadId: 9, views: 1 }] }, { counts: [{ threadId: 9, views: 1 }] }]);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it('visitor keys: members by id, anonymous visitors by a hash of IP and User-Agent', () => {
    expect(visitorKey(5, '1.2.3.4', 'UA')).toBe('u:5');
    const anon = visitorKey(null, '1.2.3.4', 'UA');
    expect(anon).toMatch(/^a:[A-Za-z0-9_-]{22}$/);
    expect(anon).not.toContain('1.2.3.4');
    expect(visitorKey(null, '1.2.3.4', 'UA')).toBe(anon);
    expect(visitorKey(null, '1.2.3.5', 'UA')).not.toBe(anon);
  });

  it('FORUM_VIEW_FLUSH_MS: default 5000, a bad value is refused with a clear message', () => {
    expect(loadConfig({}).viewFlushMs).toEqual({ forum: 5000, interview: 5000 });
    expect(loadConfig({ FORUM_VIEW_FLUSH_MS: '250' }).viewFlushMs.forum).toBe(250);
    expect(() => loadConfig({ FORUM_VIEW_FLUSH_MS: 'soon' })).toThrow(/FORUM_VIEW_FLUSH_MS/);
    expect(() => loadConfig({ FORUM_VIEW_FLUSH_MS: '0' })).toThrow(/FORUM_VIEW_FLUSH_MS/);
    expect(() => loadConfig({ INTERVIEW_VIEW_FLUSH_MS: '1.5' })).toThrow(/INTERVIEW_VIEW_FLUSH_MS/);
  });
});
