import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../api/experts/experts.test-support.js';
import { interviewViews } from '../../api/experts/views.js';
import type { ExpertDto, ListInterviewsResponse } from '../../schemas/experts/queries.js';
import { SPECIALIZATIONS } from '../../schemas/experts/messages.js';
import { startTestApp, type TestApp } from '../../tests/support/api.js';
import { expectRebuildChangesNothing, getText, tableRows } from '../../tests/support/replay.js';
import { projectCountedViews } from '../../tests/support/views.js';
import type { Db } from '../read-db.js';

/** Issue 11 'Done when': replaying the log into a fresh read model gives identical expert and interview responses and rows. */

const TABLES = ['experts', 'expert_specializations', 'interviews', 'interview_lists', 'interview_list_counts', 'interview_view_streams'];
const digest = (db: Db) => tableRows(db, TABLES);

describe('replay equivalence of experts and interviews', () => {
  let t: TestApp;

  async function snapshot() {
    const out: Record<string, string> = {};
    const text = getText(t);
    const get = async (path: string) => (out[path] = await text(null, path));
    const experts = JSON.parse((await get('/_api/experts')).slice(4)) as ExpertDto[];
    for (const s of SPECIALIZATIONS) {
      await get(`/_api/experts?specialization=${encodeURIComponent(s)}`);
      await get(`/_api/experts/interviews?limit=100&specialization=${encodeURIComponent(s)}`);
    }
    await get('/_api/experts?q=the');
    for (const e of experts) {
      await get(`/_api/experts/expert?id=${e.id}`);
      await get(`/_api/experts/interviews?expertId=${e.id}&limit=3&offset=1`);
    }
    for (const type of ['Q&A', 'Deep Dive']) await get(`/_api/experts/interviews?interviewType=${encodeURIComponent(type)}`);
    for (let offset = 0; ; offset += 4) {
      const page = JSON.parse((await get(`/_api/experts/interviews?limit=4&offset=${offset}`)).slice(4)) as ListInterviewsResponse;
      for (const i of page.interviews) await get(`/_api/experts/interview?slug=${i.slug}`);
      if (offset + 4 >= page.total) break;
    }
    return out;
  }

  beforeAll(async () => {
    // With the seeded site (articles, forum) in the log too: other projections' events are skipped.
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    await seedFixture(t);
    // Counted views, in two batches (so one day stream holds two revisions).
    for (const [round, slugs] of [['A', ['interview-1', 'interview-2', 'interview-12']], ['B', ['interview-2', 'interview-7']]] as const) {
      for (const ua of ['1', '2', '3'])
        for (const slug of slugs) await t.agent().post('/_api/experts/interview/view').set('User-Agent', `${round}${ua}`).send({ slug }).expect(202);
      await projectCountedViews(t, interviewViews);
    }
  }, 180_000);
  afterAll(() => t?.close());

  it('rebuilding the read model from the log changes no expert response byte and no row', async () => {
    await expectRebuildChangesNothing(t, digest, snapshot, (before, rows) => {
      const rowsBefore = rows as ReturnType<typeof digest>;
      expect(Object.keys(before).length).toBeGreaterThan(25);
      expect(Object.values(before).every((v) => v.startsWith('200 '))).toBe(true);
      expect(rowsBefore['interviews']!.length).toBeGreaterThanOrEqual(12);
      expect(rowsBefore['interview_view_streams']).toHaveLength(1);
      expect(before['/_api/experts/interview?slug=interview-2']).toContain('"viewCount":1008');
    });
  });
});
