import { describe, expect, it } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import type { ExpertDto, ExpertProfileResponse, InterviewPageResponse, ListInterviewsResponse } from '../../schemas/experts/queries.js';
import { expertMessages as m, expertStudioMessages as sm, SPECIALIZATIONS } from '../../schemas/experts/messages.js';
import type { TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { profileExpertCommand } from './commands.js';
import { publishInterviewCommand } from './interview.commands.js';
import { startExpertsApp } from './experts-app.test-support.js';
import { fixture } from './experts.test-support.js';
import { EXPERT_READ_SQL } from './queries.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';

describe('experts and interviews API', () => {
  let t: TestApp;
  let ids: Map<string, number>;
  const get = (path: string) => t.request().get(path);
  const slugs = (r: ListInterviewsResponse) => r.interviews.map((i) => i.slug);
  /** Runs `fn` and asserts that it appended nothing to the log. */
  const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(t, fn);

  forAll(async () => ({ t, ids } = await startExpertsApp()), 60_000);

  describe('GET /_api/experts', () => {
    it('lists every expert with the SPEC 3 fields, in profile order', async () => {
      const res = await get('/_api/experts').expect(200);
      const experts = res.body as ExpertDto[];
      expect(experts.map((e) => e.name)).toEqual(['Dr. Ana Ferreira', 'Sam Okafor', 'Kim Laine']);
      expect(experts[0]).toEqual({
        id: ids.get('ana'), name: 'Dr. Ana Ferreira', title: 'Sexual Health Physician', credentials: 'MD, MPH', bio: fixture.experts[0]!.bio,
        avatarUrl: null, yearsExperience: 15, location: 'Lisbon, Portugal', specializations: ['Sexual Health', 'Communication'],
        websiteUrl: 'https://ana.example.com', linkedinUrl: 'https://www.linkedin.example.org/in/ana',
      });
      expect(experts[1]!.websiteUrl).toBeNull();
    });

    it('filters by specialization (All and empty mean none)', async () => {
      const names = async (qs: string) => ((await get(`/_api/experts?${qs}`).expect(200)).body as ExpertDto[]).map((e) => e.name);
      expect(await names('specialization=Communication')).toEqual(['Dr. Ana Ferreira', 'Sam Okafor']);
      expect(await names(`specialization=${encodeURIComponent('Kink & BDSM')}`)).toEqual(['Kim Laine']);
      expect(await names(`specialization=${encodeURIComponent('LGBTQ+ Topics')}`)).toEqual(['Sam Okafor']);
      expect(await names('specialization=Intimacy%20Skills')).toEqual([]);
      expect(await names('specialization=All')).toHaveLength(3);
      expect(await names('specialization=')).toHaveLength(3);
    });

    it('matches q case-insensitively on name, title, bio and specializations, combined with a specialization', async () => {
      const names = async (qs: string) => ((await get(`/_api/experts?${qs}`).expect(200)).body as ExpertDto[]).map((e) => e.name);
      expect(await names('q=ferreira')).toEqual(['Dr. Ana Ferreira']);
      expect(await names('q=COUPLES')).toEqual(['Sam Okafor']);
      expect(await names('q=%C3%A9motion')).toEqual(['Sam Okafor']);
      expect(await names('q=kink')).toEqual(['Kim Laine']);
      expect(await names('q=evidence')).toHaveLength(3);
      expect(await names('q=evidence&specialization=Sex%20Therapy')).toEqual(['Kim Laine']);
      expect(await names('q=nobody-matches-this')).toEqual([]);
      expect(await names('q=%20%20')).toHaveLength(3);
    });

    it('refuses an unknown specialization, a long q and unknown or repeated parameters', async () => {
      expect((await get('/_api/experts?specialization=Astrology').expect(400)).body.error).toBe(m.specialization);
      expect((await get(`/_api/experts?q=${'a'.repeat(101)}`).expect(400)).body.error).toBe(m.textTooLong);
      expect((await get('/_api/experts?sort=name').expect(400)).body.error).toMatch(/Unknown field/);
      expect((await get('/_api/experts?q=a&q=b').expect(400)).body.error).toBe('Parameter q must be given once');
    });
  });

  describe('GET /_api/experts/expert', () => {
    it('answers the profile and the expert’s interviews, newest first', async () => {
      const body = (await get(`/_api/experts/expert?id=${ids.get('sam')}`).expect(200)).body as ExpertProfileResponse;
      expect(body.expert.name).toBe('Sam Okafor');
      expect(body.interviews.map((i) => i.slug)).toEqual(['interview-10', 'interview-9', 'interview-8', 'interview-7']);
      expect(body.interviews.every((i) => i.expert.id === ids.get('sam') && !('questions' in i))).toBe(true);
    });

    it('404 for an unknown expert, 400 for a malformed id', async () => {
      expect((await get('/_api/experts/expert?id=999999').expect(404)).body).toEqual({ error: m.expertNotFound });
      for (const id of ['', 'abc', '0', '-1', '1.5']) expect((await get(`/_api/experts/expert?id=${id}`).expect(400)).body.error).toBe(m.expertId);
      expect((await get('/_api/experts/expert').expect(400)).body.error).toBe(m.expertId);
    });
  });

  describe('GET /_api/experts/interviews', () => {
    it('defaults to the 10 newest with the total, cards carry every Interview field but the Q&A', async () => {
      const body = (await get('/_api/experts/interviews').expect(200)).body as ListInterviewsResponse;
      expect(body.total).toBe(12);
      expect(slugs(body)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `interview-${n}`));
      const card = body.interviews[0]!;
      expect(Object.keys(card).sort()).toEqual(
        ['description', 'durationMinutes', 'expert', 'expertAvatarUrl', 'expertName', 'expertTitle', 'featured', 'id', 'interviewType', 'publishedDate', 'slug', 'title', 'viewCount'].sort(),
      );
      expect(card).toMatchObject({ expertName: 'Kim Laine', expertTitle: 'Sex Therapist', expertAvatarUrl: null, featured: true, interviewType: 'Deep Dive', durationMinutes: 17, viewCount: 1012 });
      expect(card.publishedDate).toBe(new Date(Date.parse('2026-06-01T12:00:00Z') - 88 * 86_400_000 - 60_000).toISOString());
      const dates = body.interviews.map((i) => i.publishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('pages with limit and offset; a page past the end is empty with the total', async () => {
      const all: string[] = [];
      for (let offset = 0; offset < 12; offset += 5) {
        const body = (await get(`/_api/experts/interviews?limit=5&offset=${offset}`).expect(200)).body as ListInterviewsResponse;
        expect(body.total).toBe(12);
        all.push(...slugs(body));
      }
      expect(all).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `interview-${n}`));
      expect((await get('/_api/experts/interviews?limit=3&offset=11').expect(200)).body).toMatchObject({ total: 12, interviews: [{ slug: 'interview-1' }] });
      expect((await get('/_api/experts/interviews?offset=40').expect(200)).body).toEqual({ interviews: [], total: 12 });
    });

    it('filters by expertId, specialization and interviewType, alone and together, with their totals', async () => {
      const list = async (qs: string) => (await get(`/_api/experts/interviews?limit=100&${qs}`).expect(200)).body as ListInterviewsResponse;
      const ana = ids.get('ana')!;
      expect(slugs(await list(`expertId=${ana}`))).toEqual([6, 5, 4, 3, 2, 1].map((n) => `interview-${n}`));
      expect((await get(`/_api/experts/interviews?expertId=${ana}&limit=2`).expect(200)).body).toMatchObject({ total: 6, interviews: [{ slug: 'interview-6' }, { slug: 'interview-5' }] });
      // Communication: ana and sam.
      expect(slugs(await list('specialization=Communication'))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `interview-${n}`));
      expect(slugs(await list(`specialization=${encodeURIComponent('Kink & BDSM')}`))).toEqual(['interview-12', 'interview-11']);
      expect(slugs(await list('interviewType=Deep%20Dive'))).toEqual(['interview-12', 'interview-9', 'interview-6', 'interview-3']);
      expect(slugs(await list(`interviewType=Deep%20Dive&specialization=Communication&expertId=${ana}`))).toEqual(['interview-6', 'interview-3']);
      expect(await list('specialization=Sexual%20Health&expertId=' + ids.get('kim'))).toEqual({ interviews: [], total: 0 });
      expect(await list('interviewType=Podcast')).toEqual({ interviews: [], total: 0 });
      const paged = (await get(`/_api/experts/interviews?specialization=Communication&limit=4&offset=4`).expect(200)).body as ListInterviewsResponse;
      expect(paged).toMatchObject({ total: 10 });
      expect(slugs(paged)).toEqual([6, 5, 4, 3].map((n) => `interview-${n}`));
    });

    it('validates as SPEC 5 says, appending nothing', async () => {
      await noEvents(async () => {
        for (const v of ['0', '-1', '1.5', 'ten']) expect((await get(`/_api/experts/interviews?limit=${v}`).expect(400)).body.error).toBe(m.limit);
        expect((await get('/_api/experts/interviews?limit=101').expect(400)).body.error).toBe(m.limitTooLarge);
        for (const v of ['-1', '0.5', 'x']) expect((await get(`/_api/experts/interviews?offset=${v}`).expect(400)).body.error).toBe(m.offset);
        for (const v of ['0', '-3', 'x']) expect((await get(`/_api/experts/interviews?expertId=${v}`).expect(400)).body.error).toBe(m.expertId);
        expect((await get(`/_api/experts/interviews?interviewType=${'x'.repeat(101)}`).expect(400)).body.error).toBe(m.filterTooLong);
        expect((await get('/_api/experts/interviews?page=2').expect(400)).body.error).toMatch(/Unknown field/);
        // Blank parameters take their defaults.
        expect((await get('/_api/experts/interviews?limit=&offset=&expertId=').expect(200)).body.interviews).toHaveLength(10);
      });
    });
  });

  describe('GET /_api/experts/interview', () => {
    it('answers the interview, its expert and the Q&A with sanitised answers', async () => {
      const body = (await get('/_api/experts/interview?slug=interview-4').expect(200)).body as InterviewPageResponse;
      expect(body.interview.slug).toBe('interview-4');
      expect(body.interview.featured).toBe(true);
      expect(body.expert.name).toBe('Dr. Ana Ferreira');
      expect(body.interview.expert).toEqual(body.expert);
      expect(body.questions).toHaveLength(5);
      expect(body.interview.questions).toEqual(body.questions);
      const a = body.questions[0]!;
      expect(a.question).toBe('Question number 1: what should readers know?');
      expect(a.answer).toContain('<strong>care</strong>');
      expect(a.answer).toContain('\nSecond line.');
      expect(a.answer).not.toMatch(/script|onerror|alert/);
    });

    it("'Slug is required' when missing or blank, 404 when unknown", async () => {
      expect((await get('/_api/experts/interview').expect(400)).body.error).toBe(m.slugRequired);
      expect((await get('/_api/experts/interview?slug=').expect(400)).body.error).toBe(m.slugRequired);
      expect((await get('/_api/experts/interview?slug=%20').expect(400)).body.error).toBe(m.slugRequired);
      expect((await get('/_api/experts/interview?slug=no-such-interview').expect(404)).body).toEqual({ error: m.interviewNotFound });
    });
  });

  describe('commands (staff only: seeder and scripts)', () => {
    const ctx = () => seedContext(new Date());
    it('refuse a second interview with the same slug and an interview with an unknown expert, appending nothing', async () => {
      const body = { ...fixture.interviews[0]!, expertId: ids.get('ana')!, viewCount: 0 } as Record<string, unknown>;
      delete body['expert'];
      delete body['views'];
      delete body['daysAgo'];
      await noEvents(async () => {
        await expect(publishInterviewCommand(t.deps, body, ctx())).rejects.toMatchObject({ status: 400, message: sm.slugTaken });
        await expect(publishInterviewCommand(t.deps, { ...body, slug: 'brand-new', expertId: 987654 }, ctx())).rejects.toMatchObject({ status: 400, message: sm.expertUnknown });
        await expect(publishInterviewCommand(t.deps, { ...body, slug: 'Bad Slug' }, ctx())).rejects.toMatchObject({ status: 400 });
        await expect(profileExpertCommand(t.deps, { ...fixture.experts[0], key: undefined }, ctx())).rejects.toMatchObject({ status: 400 });
        await expect(profileExpertCommand(t.deps, { name: 'X' }, ctx())).rejects.toMatchObject({ status: 400 });
      });
    });

    it('a replaced profile changes the expert everywhere, specialization index included', async () => {
      const { key: _k, ...kim } = fixture.experts[2]!;
      void _k;
      const res = await profileExpertCommand(t.deps, { ...kim, expertId: ids.get('kim'), specializations: ['Sex Therapy', 'Intimacy Skills'], websiteUrl: null, linkedinUrl: null, avatarUrl: null }, ctx());
      await t.deps.awaitProjection(res.position);
      expect(((await get('/_api/experts?specialization=Intimacy%20Skills').expect(200)).body as ExpertDto[]).map((e) => e.name)).toEqual(['Kim Laine']);
      expect((await get(`/_api/experts?specialization=${encodeURIComponent('Kink & BDSM')}`).expect(200)).body).toEqual([]);
      await expect(profileExpertCommand(t.deps, { ...kim, expertId: 424242 }, ctx())).rejects.toMatchObject({ status: 404 });
    });
  });

  it('SPECIALIZATIONS is SPEC 2’s fixed list', () => {
    expect(SPECIALIZATIONS).toEqual(['Sexual Health', 'Relationship Dynamics', 'Communication', 'Intimacy Skills', 'Kink & BDSM', 'LGBTQ+ Topics', 'Sex Therapy']);
  });

  it('every read uses an index: no table scan but the (bounded) experts list, no temporary sort', () => {
    for (const [name, sql] of Object.entries(EXPERT_READ_SQL)) {
      const params = Array((sql.match(/\?/g) ?? []).length).fill('1');
      const plan = (t.deps.rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
      const allowed = name === 'EXPERTS' || name === 'EXPERTS_TEXT' ? /^SCAN e$/ : /^$/;
      expect(plan.filter((d) => /^SCAN /.test(d) && !allowed.test(d)), `${name}: ${plan.join(' | ')}`).toEqual([]);
      expect(plan.filter((d) => /TEMP B-TREE/.test(d)), `${name}: ${plan.join(' | ')}`).toEqual([]);
    }
  });
});
