import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../../api/ssr/pages';
import { isPagePath } from '../../../schemas/shared/pages';
import { startTestApp, type TestApp } from '../../../tests/support/api';
import { HOME_INTERVIEWS } from '../../app/routes/home/home-limits';
import { expertKeys } from '../experts/api/keys';
import { newsletterKeys } from './api/keys';
import { loadPublicPage } from '../../../api/public-pages.test-support';

/**
 * '/' and the newsletter pages render on the server with what the browser's hooks would fetch, under
 * the keys they read; the emailed links' token never reaches the render (no `query` parameters).
 */
describe('public routes: home and newsletter rows', () => {
  let t: TestApp;
  const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
  const load = (url: string) => loadPublicPage(t.deps, url);
  const data = (page: PageData, key: readonly unknown[]) => page.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.data;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'off' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('/ carries the categories and the 3 newest interviews as the API answers them', async () => {
    const page = load('/');
    const prefs = (await t.request().get('/_api/newsletter/preferences').expect(200)).body as { allCategories: unknown };
    expect(roundTrip(data(page, newsletterKeys.categories()))).toEqual(prefs.allCategories);
    const interviews = (await t.request().get(`/_api/experts/interviews?limit=${HOME_INTERVIEWS}&offset=0`).expect(200)).body as unknown;
    expect(roundTrip(data(page, expertKeys.latestInterviews(HOME_INTERVIEWS)))).toEqual(interviews);
  });

  it('the newsletter pages are client pages rendered without their token', () => {
    for (const path of ['/newsletter', '/newsletter/confirm', '/newsletter/unsubscribe']) {
      expect(isPagePath(path), path).toBe(true);
      const page = load(`${path}?token=secret-token-value-1234`);
      expect(page.status).toBe(200);
      expect(page.route.query ?? []).not.toContain('token');
      expect(JSON.stringify(page.queries)).not.toContain('secret-token-value-1234');
    }
    expect(data(load('/newsletter'), newsletterKeys.categories())).toBeDefined();
  });
});
