import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertMessages as m } from '../../schemas/experts/messages.js';
import type { InterviewPageResponse, ListInterviewsResponse } from '../../schemas/experts/queries.js';
import { eventRows, loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { seedFixture } from './experts.test-support.js';
import { interviewViews, stopInterviewViews } from './views.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';

/**
 * Interview views (issue 11 follow-up): counted in memory per node, once per visitor per interview
 * per hour, appended as one InterviewViewsCounted batch per flush, and added to the published figure.
 */
describe('interview views', () => {
  let t: TestApp;
  let member: ReturnType<TestApp['agent']>;
  let anon: ReturnType<TestApp['agent']>;
  const view = (agent: ReturnType<TestApp['agent']>, slug: string, ua = 'Browser A') =>
    agent.post('/_api/experts/interview/view').set('User-Agent', ua).send({ slug });
  const page = async (slug: string) => (await t.request().get(`/_api/experts/interview?slug=${slug}`).expect(200)).body as InterviewPageResponse;
  const viewCount = async (slug: string) => (await page(slug)).interview.viewCount;
  const batches = () => eventRows(t).filter((e) => e.type === 'InterviewViewsCounted');
  /** Runs `fn` and asserts that it appended nothing to the log. */
  const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(t, fn);

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'off' });
    await seedFixture(t);
    member = await loginAs(t, 'member');
    anon = t.agent();
  }, 60_000);
  afterAll(async () => {
    await stopInterviewViews(t.deps);
    await t?.close();
  });

  it('a view reaches the read model after a flush, deduplicated per visitor per hour', async () => {
    const views = interviewViews(t.deps);
    await views.flush();
    const before = batches().length;
    // The fixture publishes interview-n with 1000 + n views.
    expect(await viewCount('interview-3')).toBe(1003);
    expect(await viewCount('interview-5')).toBe(1005);
    // Recording appends nothing: the answer is 202 and the log is unchanged until the flush.
    await noEvents(async () => {
      expect((await view(anon, 'interview-3')).body).toEqual({ counted: true });
      expect((await view(anon, 'interview-3')).body).toEqual({ counted: false }); // the same anonymous visitor
      expect((await view(anon, 'interview-3', 'Browser B')).body).toEqual({ counted: true }); // another one (other UA)
      expect((await view(member, 'interview-3')).body).toEqual({ counted: true });
      expect((await view(member, 'interview-3', 'Browser C')).body).toEqual({ counted: false }); // the member, whatever their browser
      const res = await view(member, 'interview-5');
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ counted: true });
    });
    expect(await viewCount('interview-3')).toBe(1003);
    const position = await views.flush();
    expect(position).not.toBeNull();
    await t.deps.awaitProjection(position!);
    expect(batches()).toHaveLength(before + 1);
    const last = batches().at(-1)!;
    expect(last.stream_id).toBe(`interview-views-${new Date().toISOString().slice(0, 10)}`);
    const id3 = (await page('interview-3')).interview.id;
    const id5 = (await page('interview-5')).interview.id;
    expect(JSON.parse(last.data).counts).toEqual([
      { interviewId: id3, views: 3 },
      { interviewId: id5, views: 1 },
    ]);
    expect(await viewCount('interview-3')).toBe(1006);
    expect(await viewCount('interview-5')).toBe(1006);
    // The lists show it too.
    const list = (await t.request().get('/_api/experts/interviews?limit=50').expect(200)).body as ListInterviewsResponse;
    expect(list.interviews.find((i) => i.slug === 'interview-3')!.viewCount).toBe(1006);
    // Nothing counted since: a flush appends nothing.
    await noEvents(async () => expect(await views.flush()).toBeNull());
  });

  it('reading an interview writes nothing and counts nothing', async () => {
    const views = interviewViews(t.deps);
    await views.flush();
    await noEvents(async () => {
      for (let i = 0; i < 3; i++) await member.get('/_api/experts/interview?slug=interview-7').expect(200);
      await anon.get('/_api/experts/interview?slug=interview-7').expect(200);
      expect(await views.flush()).toBeNull();
    });
    expect(await viewCount('interview-7')).toBe(1007);
  });

  it('an unknown slug: 404; a bad body: 400; nothing counted', async () => {
    const res = await view(anon, 'no-such-interview');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: m.interviewNotFound });
    const blank = await anon.post('/_api/experts/interview/view').send({ slug: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(m.slugRequired);
    expect((await anon.post('/_api/experts/interview/view').send({ slug: 3 })).status).toBe(400);
    expect((await anon.post('/_api/experts/interview/view').send({ slug: 'interview-1', extra: 1 })).status).toBe(400);
    await noEvents(async () => expect(await interviewViews(t.deps).flush()).toBeNull());
  });

  it('a view without the same-origin signal is refused by the CSRF rules', async () => {
    const res = await t.request().post('/_api/experts/interview/view').send({ slug: 'interview-1' });
    expect(res.status).toBe(403);
  });
});
