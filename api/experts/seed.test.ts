import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedExperts as seedProfiles, seedInterviews } from '../../ops/seed/content/experts.js';
import type { ExpertDto, InterviewPageResponse, ListInterviewsResponse } from '../../schemas/experts/queries.js';
import { SPECIALIZATIONS } from '../../schemas/experts/messages.js';
import { startTestApp, type TestApp } from '../../tests/support/api.js';

/** The seeded site (SEED_CONTENT=1) has its experts and interviews, appended through the expert commands. */
describe('seeded experts and interviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('every seeded expert and interview is served, covering the seven specializations', async () => {
    const experts = (await t.request().get('/_api/experts').expect(200)).body as ExpertDto[];
    expect(experts.map((e) => e.name)).toEqual(seedProfiles.map((e) => e.name));
    expect(experts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(experts.flatMap((e) => e.specializations))).toEqual(new Set(SPECIALIZATIONS));
    const list = (await t.request().get('/_api/experts/interviews?limit=100').expect(200)).body as ListInterviewsResponse;
    expect(list.total).toBe(seedInterviews.length);
    expect(list.total).toBeGreaterThanOrEqual(10);
    const dates = list.interviews.map((i) => i.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.interviews.filter((i) => i.featured).length).toBeGreaterThanOrEqual(1);
    // The home and experts pages show featured interviews among the first 10.
    const first10 = (await t.request().get('/_api/experts/interviews').expect(200)).body as ListInterviewsResponse;
    expect(first10.interviews.some((i) => i.featured)).toBe(true);
    // The home page asks for the 3 newest and shows the featured ones among them: all three are.
    expect(first10.interviews.slice(0, 3).every((i) => i.featured)).toBe(true);
    for (const i of list.interviews) {
      const page = (await t.request().get(`/_api/experts/interview?slug=${i.slug}`).expect(200)).body as InterviewPageResponse;
      expect(page.questions.length).toBeGreaterThanOrEqual(5);
      for (const q of page.questions) expect(q.answer).not.toMatch(/<script|on\w+=/i);
    }
  });
});
