import { describe, expect, it } from 'vitest';
import { startExpertsApp } from '../../../api/experts/experts-app.test-support';
import type { ExpertDto, InterviewPageResponse, ListInterviewsResponse } from '../../../schemas/experts/queries';
import { isPagePath } from '../../../schemas/shared/pages';
import type { TestApp } from '../../../tests/support/api';
import { forAll } from '../../../tests/support/lifecycle';
import { expertKeys } from './api/keys';
import { LATEST_INTERVIEWS, RELATED_LIMIT } from './api/limits';
import { loadPublicPage } from '../../../api/public-pages.test-support';

/**
 * The experts pages the server renders load exactly what the browser's hooks would fetch, under the
 * keys those hooks read, so a hydrating page asks for nothing again; and they answer 404 where the
 * page shows its Not Found state.
 */
describe('public routes: the experts rows', () => {
  let t: TestApp;
  let ids: Map<string, number>;
  const get = async (path: string) => (await t.request().get(path).expect(200)).body as unknown;
  const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

  const load = (url: string) => loadPublicPage(t.deps, url);

  forAll(async () => ({ t, ids } = await startExpertsApp()), 60_000);

  it('are client pages (the shell renders them, any other path is a 404)', () => {
    for (const p of ['/experts', '/experts/', '/experts/3', '/experts/interviews/some-slug']) expect(isPagePath(p), p).toBe(true);
    expect(isPagePath('/experts/interviews')).toBe(true); // an expert id that is no id: the profile's Not Found
    expect(isPagePath('/experts/interviews/a/b')).toBe(false);
  });

  it('/experts renders the newest interviews and the experts the filters select, as the calls answer them', async () => {
    const page = load('/experts');
    expect(page.screen).toBe('app/routes/experts/experts.tsx');
    expect(page.status).toBe(200);
    expect(page.queries.map((q) => q.queryKey)).toEqual([expertKeys.latestInterviews(LATEST_INTERVIEWS), expertKeys.list('', null)]);
    expect(roundTrip(page.queries[0]!.data)).toEqual(await get(`/_api/experts/interviews?limit=${LATEST_INTERVIEWS}&offset=0`));
    expect(roundTrip(page.queries[1]!.data)).toEqual(await get('/_api/experts'));

    const filtered = load(`/experts?q=${encodeURIComponent(' Evidence ')}&specialization=${encodeURIComponent('Sex Therapy')}`);
    expect(filtered.queries[1]!.queryKey).toEqual(expertKeys.list('Evidence', 'Sex Therapy'));
    const experts = filtered.queries[1]!.data as ExpertDto[];
    expect(experts.map((e) => e.name)).toEqual(['Kim Laine']);
    expect(roundTrip(experts)).toEqual(await get(`/_api/experts?q=Evidence&specialization=${encodeURIComponent('Sex Therapy')}`));
    // An unknown specialization is All, as the page reads it.
    expect(load('/experts?specialization=Astrology').queries[1]!.queryKey).toEqual(expertKeys.list('', null));
    const featured = (page.queries[0]!.data as ListInterviewsResponse).interviews.filter((i) => i.featured);
    expect(featured.length).toBeGreaterThan(0);
  });

  it('an interview page renders the interview and 4 of its expert’s interviews; 404 for an unknown slug', async () => {
    const slug = 'interview-5';
    const page = load(`/experts/interviews/${slug}`);
    expect(page.screen).toBe('app/routes/experts/interview.tsx');
    expect(page.status).toBe(200);
    const data = page.queries[0]!.data as InterviewPageResponse;
    expect(page.queries[0]!.queryKey).toEqual(expertKeys.interview(slug));
    expect(roundTrip(data)).toEqual(await get(`/_api/experts/interview?slug=${slug}`));
    expect(data.questions.length).toBeGreaterThanOrEqual(5);
    const expertId = ids.get('ana')!;
    expect(page.queries[1]!.queryKey).toEqual(expertKeys.expertInterviews(expertId, RELATED_LIMIT));
    expect(roundTrip(page.queries[1]!.data)).toEqual(await get(`/_api/experts/interviews?limit=${RELATED_LIMIT}&offset=0&expertId=${expertId}`));
    expect((page.queries[1]!.data as ListInterviewsResponse).interviews).toHaveLength(4);

    expect(load('/experts/interviews/no-such-interview')).toMatchObject({ status: 404, queries: [{ queryKey: expertKeys.interview('no-such-interview'), data: null }] });
    expect(load('/experts/interviews/interview%2D5').queries[0]!.queryKey).toEqual(expertKeys.interview('interview-5'));
  });

  it('a profile renders the expert and their interviews; 404 for unknown or malformed ids', async () => {
    const id = ids.get('sam')!;
    const page = load(`/experts/${id}`);
    expect(page.screen).toBe('app/routes/experts/expert.tsx');
    expect(page.status).toBe(200);
    expect(page.queries[0]!.queryKey).toEqual(expertKeys.profile(id));
    expect(roundTrip(page.queries[0]!.data)).toEqual(await get(`/_api/experts/expert?id=${id}`));

    expect(load('/experts/999999')).toMatchObject({ status: 404, queries: [{ queryKey: expertKeys.profile(999999), data: null }] });
    for (const bad of ['/experts/abc', '/experts/0', '/experts/interviews']) expect(load(bad), bad).toMatchObject({ status: 404, queries: [] });
  });
});
