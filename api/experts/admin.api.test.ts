import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expertStudioMessages as sm } from '../../schemas/experts/messages.js';
import { demoUsers, type Agent, type TestApp } from '../../tests/support/api.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { staffClients } from '../../tests/support/staff-clients.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { toNewEvents } from '../shared/command.js';
import { startExpertsApp } from './experts-app.test-support.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';

/** The studio's experts and interviews (issue 27): permissions, validation, 409, slug races, idempotency, history, read-your-writes. */

let t: TestApp;
let ids: Map<string, number>;
forAll(async () => ({ t, ids } = await startExpertsApp()), 120_000);
let admin: Agent;
let member: Agent;
let editor: Agent;
let moderator: Agent;
let anon: Agent;

beforeAll(async () => {
  ({ admin, member, anon } = await demoUsers(t));
  ({ editor, moderator } = await staffClients(t, 'editor', 'moderator'));
}, 120_000);

let n = 0;
const expertBody = (over: Record<string, unknown> = {}) => ({
  name: `Dr. Studio ${++n}`, title: 'Sexologist', credentials: 'PhD', yearsExperience: 7, location: 'Porto, Portugal',
  bio: 'A studio expert whose biography is long enough to pass the fifty character rule.', specializations: ['Communication', 'Sex Therapy'], ...over,
});
const interviewBody = (over: Record<string, unknown> = {}) => ({
  expertId: ids.get('ana')!, title: `Studio interview ${++n} ${Math.random().toString(36).slice(2, 7)}`, description: 'A conversation made in the studio, long enough.',
  questions: [
    { question: 'What is the first question?', answer: 'The first answer,\nover two lines.' },
    { question: 'What is the second question?', answer: 'The second answer is long enough.' },
  ],
  ...over,
});

/** Runs `fn` and asserts that it appended nothing to the log. */
const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(t, fn);

async function createExpert(agent: Agent, over: Record<string, unknown> = {}) {
  const res = await agent.post('/_api/admin/experts').send(expertBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.expert as { id: number; revision: number; name: string; active: boolean };
}
async function createInterview(agent: Agent, over: Record<string, unknown> = {}, key?: string) {
  const req = agent.post('/_api/admin/interviews');
  if (key) req.set('Idempotency-Key', key);
  const res = await req.send(interviewBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.interview as { id: number; slug: string; revision: number; published: boolean; title: string };
}

describe('permissions', () => {
  it.each([
    ['GET', '/_api/admin/experts'], ['POST', '/_api/admin/experts'], ['GET', '/_api/admin/interviews'], ['POST', '/_api/admin/interviews'],
    ['POST', '/_api/admin/interviews/bulk'], ['POST', '/_api/admin/experts/edit'], ['POST', '/_api/admin/interviews/delete'],
  ])('%s %s: anonymous 401, member and moderator 403, no event', async (method, path) => {
    await noEvents(async () => {
      const send = (a: Agent) => (method === 'GET' ? a.get(path) : a.post(path).send({}));
      expect((await send(anon)).status).toBe(401);
      expect((await send(member)).status).toBe(403);
      const m = await send(moderator);
      expect(m.status).toBe(403);
      expect(m.body.error).toBe('Access denied. Your role (moderator) lacks required permissions.');
    });
  });

  it('editors and admins create, list and edit experts and interviews', async () => {
    const e = await createExpert(editor);
    expect(e).toMatchObject({ active: true, revision: 0 });
    const i = await createInterview(admin, { expertId: e.id });
    expect(i).toMatchObject({ published: true, revision: 1 });
    expect((await editor.get('/_api/admin/interviews').query({ q: i.title.slice(0, 20) })).body.interviews.map((x: { id: number }) => x.id)).toEqual([i.id]);
    expect((await admin.get('/_api/admin/experts').query({ q: e.name })).body.experts.map((x: { id: number }) => x.id)).toEqual([e.id]);
  });
});

describe('validation: 400 with the words, nothing appended', () => {
  it.each([
    [{ name: ' ' }, 'Name must be at least 2 characters'],
    [{ bio: 'short' }, 'Bio must be at least 50 characters'],
    [{ specializations: [] }, sm.specializationsRequired],
    [{ specializations: ['Astrology'] }, sm.specializationUnknown],
    [{ yearsExperience: 'ten' }, 'Years of experience must be a whole number from 0 to 80'],
    [{ avatarUrl: 'javascript:alert(1)' }, sm.photo],
    [{ avatarUrl: 'http://example.com/a.png' }, sm.photo],
  ])('expert %j', async (over, message) => {
    await noEvents(async () => {
      const res = await admin.post('/_api/admin/experts').send(expertBody(over));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });
  });

  it.each([
    [{ questions: [] }, sm.questionsRequired],
    [{ questions: [{ question: 'Why is that so?' }] }, 'Answer is required'],
    [{ questions: [{ question: 'Why?', answer: 'An answer long enough to pass.' }] }, 'Question must be at least 5 characters'],
    [{ expertId: 999_999 }, sm.expertUnknown],
    [{ expertId: 'ana' }, sm.expertRequired],
    [{ slug: 'Not A Slug' }, 'Slug must be lowercase words joined by hyphens'],
    [{ title: 'Hi' }, 'Title must be at least 5 characters'],
    [{ interviewType: 'Podcast' }, sm.interviewType],
    [{ featured: 'yes' }, 'Featured must be true or false'],
  ])('interview %j', async (over, message) => {
    await noEvents(async () => {
      const res = await admin.post('/_api/admin/interviews').send(interviewBody(over));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });
  });

  it('list queries and ids', async () => {
    expect((await admin.get('/_api/admin/interviews').query({ page: '0' })).body.error).toBe(sm.page);
    expect((await admin.get('/_api/admin/experts').query({ status: 'gone' })).body.error).toBe(sm.statusFilter);
    expect((await admin.get('/_api/admin/interviews/abc')).status).toBe(400);
    expect((await admin.get('/_api/admin/interviews/999999')).status).toBe(404);
  });
});

describe('edits', () => {
  it('a stale expectedRevision is a 409 and appends nothing; the current one edits', async () => {
    const i = await createInterview(editor);
    const ok = await editor.post('/_api/admin/interviews/edit').send({ id: i.id, expectedRevision: i.revision, title: `${i.title} (edited)` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.interview.revision).toBe(i.revision + 1);
    await noEvents(async () => {
      const stale = await admin.post('/_api/admin/interviews/edit').send({ id: i.id, expectedRevision: i.revision, featured: true });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(sm.interviewStale);
    });
    const e = await createExpert(admin);
    expect((await admin.post('/_api/admin/experts/edit').send({ id: e.id, expectedRevision: 0, location: 'Faro, Portugal' })).status).toBe(200);
    const staleExpert = await editor.post('/_api/admin/experts/edit').send({ id: e.id, expectedRevision: 0, location: 'Braga, Portugal' });
    expect(staleExpert.status).toBe(409);
    expect(staleExpert.body.error).toBe(sm.expertStale);
  });

  it('read-your-writes: the public pages and search show a change when the answer arrives', async () => {
    const word = `zebrafinch${Math.random().toString(36).slice(2, 7)}`;
    const i = await createInterview(editor, { title: `All about ${word} today`, published: false });
    expect(i.published).toBe(false);
    expect((await anon.get('/_api/experts/interview').query({ slug: i.slug })).status).toBe(404);
    expect((await anon.get('/_api/search').query({ query: word, type: 'interviews' })).body.results.interviews.total).toBe(0);
    const bulk = await editor.post('/_api/admin/interviews/bulk').send({ ids: [i.id], action: 'publish' });
    expect(bulk.body).toMatchObject({ results: [{ id: i.id, ok: true }], message: 'Published 1 of 1 interview.' });
    const page = await anon.get('/_api/experts/interview').query({ slug: i.slug });
    expect(page.status).toBe(200);
    expect(page.body.questions[0].answer).toBe('The first answer,\nover two lines.');
    expect((await anon.get('/_api/search').query({ query: word, type: 'interviews' })).body.results.interviews.total).toBe(1);
    const list = await anon.get('/_api/experts/interviews').query({ expertId: String(ids.get('ana')), limit: '1' });
    expect(list.body.interviews[0].slug).toBe(i.slug);
    // Reorder the questions: the page shows the new order.
    const detail = (await editor.get(`/_api/admin/interviews/${i.id}`)).body.interview;
    const reordered = [...detail.questions].reverse();
    expect((await editor.post('/_api/admin/interviews/edit').send({ id: i.id, expectedRevision: detail.revision, questions: reordered })).status).toBe(200);
    expect((await anon.get('/_api/experts/interview').query({ slug: i.slug })).body.questions.map((q: { question: string }) => q.question)).toEqual(reordered.map((q) => q.question));
    await editor.post('/_api/admin/interviews/bulk').send({ ids: [i.id], action: 'unpublish' });
    expect((await anon.get('/_api/experts/interview').query({ slug: i.slug })).status).toBe(404);
  });

  it('a deactivated expert leaves /experts; their interviews keep the attribution', async () => {
    const e = await createExpert(admin, { name: 'Dr. Soon Inactive' });
    const i = await createInterview(admin, { expertId: e.id });
    expect((await anon.get('/_api/experts')).body.map((x: { id: number }) => x.id)).toContain(e.id);
    const off = await admin.post('/_api/admin/experts/edit').send({ id: e.id, active: false });
    expect(off.body.expert.active).toBe(false);
    expect((await anon.get('/_api/experts')).body.map((x: { id: number }) => x.id)).not.toContain(e.id);
    expect((await anon.get('/_api/experts/interview').query({ slug: i.slug })).body.interview.expertName).toBe('Dr. Soon Inactive');
    expect((await admin.post('/_api/admin/experts/delete').send({ id: e.id })).status).toBe(200);
    expect((await anon.get('/_api/experts/interview').query({ slug: i.slug })).body.interview.expertName).toBe('Dr. Soon Inactive');
    expect((await admin.post('/_api/admin/interviews').send(interviewBody({ expertId: e.id }))).body.error).toBe(sm.expertDeleted);
  });
});

describe('slugs and idempotency', () => {
  it('concurrent creates of one slug: exactly one lands', async () => {
    for (let round = 0; round < 5; round++) {
      const slug = `race-slug-${round}-${Math.random().toString(36).slice(2, 7)}`;
      const before = await t.eventCount();
      const res = await Promise.all([admin, editor, admin, editor].map((a) => a.post('/_api/admin/interviews').send(interviewBody({ slug }))));
      expect(res.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
      for (const r of res.filter((x) => x.status === 400)) expect(r.body.error).toBe(sm.slugTaken);
      const created = (await t.eventCount()) - before;
      // One reservation, InterviewCreated and InterviewMadePublic; the losers' reservations never land.
      expect(created).toBe(3);
    }
  });

  it('a slug is derived from the title, is refused while used, and is free again after a rename', async () => {
    const a = await createInterview(admin, { title: 'Talking About Désir & Care' });
    expect(a.slug).toBe('talking-about-desir-care');
    const dup = await admin.post('/_api/admin/interviews').send(interviewBody({ title: 'Talking About Désir & Care' }));
    expect(dup.body.error).toBe(sm.slugTaken);
    expect((await admin.post('/_api/admin/interviews/edit').send({ id: a.id, slug: 'talking-about-care' })).status).toBe(200);
    await createInterview(admin, { title: 'Talking About Désir & Care' });
    // A seeded interview (from the fixture) holds its slug too.
    expect((await admin.post('/_api/admin/interviews').send(interviewBody({ slug: 'interview-1' }))).body.error).toBe(sm.slugTaken);
  });

  it('an Idempotency-Key answers a retry (even a concurrent one) with the first result and appends once', async () => {
    const key = `studio-${Math.random().toString(36).slice(2)}`;
    const body = interviewBody();
    const before = await t.eventCount();
    const [a, b] = await Promise.all([0, 1].map(() => editor.post('/_api/admin/interviews').set('Idempotency-Key', key).send(body)));
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body.interview.id).toBe(b!.body.interview.id);
    const again = await editor.post('/_api/admin/interviews').set('Idempotency-Key', key).send(body);
    expect(again.body.interview.id).toBe(a!.body.interview.id);
    const after = await t.eventCount();
    const ekey = `expert-${key}`;
    const e1 = await admin.post('/_api/admin/experts').set('Idempotency-Key', ekey).send(expertBody({ name: 'Dr. Once' }));
    const e2 = await admin.post('/_api/admin/experts').set('Idempotency-Key', ekey).send(expertBody({ name: 'Dr. Once' }));
    expect(e2.body.expert.id).toBe(e1.body.expert.id);
    expect((await admin.get('/_api/admin/experts').query({ q: 'Dr. Once' })).body.pagination.total).toBe(1);
    // Reservation, InterviewCreated, InterviewMadePublic, and the key's record.
    expect(after - before).toBeLessThanOrEqual(5);
  });
});

describe('history, versions, restore', () => {
  it('lists each change with its staff member, shows a version and restores it as a new edit', async () => {
    const i = await createInterview(editor, { title: 'The first title of this one' });
    await admin.post('/_api/admin/interviews/edit').send({ id: i.id, title: 'The second title of this one', featured: true });
    const h = await editor.get(`/_api/admin/interviews/${i.id}/history`);
    expect(h.status).toBe(200);
    expect(h.body.entries.map((e: { type: string }) => e.type)).toEqual(['InterviewEdited', 'InterviewMadePublic', 'InterviewCreated']);
    expect(h.body.entries[0]).toMatchObject({ changed: ['title', 'featured'], actor: { role: 'admin' } });
    expect(h.body.entries[2].actor).toMatchObject({ role: 'editor', displayName: 'Test editor' });
    const v0 = await editor.get(`/_api/admin/interviews/${i.id}/versions/0`);
    expect(v0.body.version.fields).toMatchObject({ title: 'The first title of this one', featured: false, published: false });
    const restored = await editor.post('/_api/admin/interviews/restore').send({ id: i.id, revision: 0, expectedRevision: h.body.revision });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.interview).toMatchObject({ title: 'The first title of this one', featured: false, published: true });
    const h2 = await editor.get(`/_api/admin/interviews/${i.id}/history`).query({ limit: '1' });
    expect(h2.body.entries[0]).toMatchObject({ type: 'InterviewEdited', restoredFrom: 0 });
    expect(h2.body.nextBefore).not.toBeNull();

    const e = await createExpert(editor);
    await editor.post('/_api/admin/experts/edit').send({ id: e.id, active: false, bio: 'A new biography, which again is long enough to pass the rule.' });
    const eh = await editor.get(`/_api/admin/experts/${e.id}/history`);
    expect(eh.body.entries.map((x: { type: string }) => x.type)).toEqual(['ExpertDeactivated', 'ExpertProfiled', 'ExpertProfiled']);
    const er = await editor.post('/_api/admin/experts/restore').send({ id: e.id, revision: 0 });
    expect(er.body.expert).toMatchObject({ active: true, bio: expertBody().bio });
  });
});

describe('photos', () => {
  it('an upload is re-encoded without metadata and served at both sizes; a non-image is refused', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } }).withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } }).jpeg().toBuffer();
    const res = await editor.post('/_api/admin/experts/photo').type('image/jpeg').send(png);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.url).toMatch(/^\/expert-photos\/[A-Za-z0-9_-]{22}-256\.webp$/);
    const img = await anon.get(res.body.url).buffer(true);
    expect(img.status).toBe(200);
    const meta = await sharp(img.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    expect((await anon.get(res.body.url.replace('-256', '-96'))).status).toBe(200);
    const e = await createExpert(editor, { avatarUrl: res.body.url });
    expect((await anon.get('/_api/experts/expert').query({ id: String(e.id) })).body.expert.avatarUrl).toBe(res.body.url);
    await noEvents(async () => {
      const bad = await editor.post('/_api/admin/experts/photo').type('image/png').send(Buffer.from('not an image at all'));
      expect(bad.status).toBe(400);
      expect((await member.post('/_api/admin/experts/photo').type('image/png').send(png)).status).toBe(403);
    });
  });
});

describe('audit trail', () => {
  it('lists each staff change to experts and interviews with the acting staff member; the seeder makes none', async () => {
    const e = await createExpert(editor, { name: 'Dr. Audited Expert' });
    await editor.post('/_api/admin/experts/edit').send({ id: e.id, location: 'Evora, Portugal' });
    await editor.post('/_api/admin/experts/edit').send({ id: e.id, active: false });
    const i = await createInterview(editor, { expertId: e.id, title: 'An audited interview here' });
    await admin.post('/_api/admin/interviews/bulk').send({ ids: [i.id], action: 'unpublish' });
    const experts = (await admin.get('/_api/admin/audit').query({ targetType: 'expert', targetId: String(e.id) })).body.entries;
    expect(experts.map((x: { action: string }) => x.action)).toEqual(['expert.deactivated', 'expert.edited', 'expert.created']);
    expect(experts[2]).toMatchObject({ targetLabel: 'Dr. Audited Expert', actor: { displayName: 'Test editor' } });
    const interviews = (await admin.get('/_api/admin/audit').query({ targetType: 'interview', targetId: String(i.id) })).body.entries;
    expect(interviews.map((x: { action: string; actor: { displayName: string } }) => [x.action, x.actor.displayName === 'Test editor'])).toEqual([
      ['interview.unpublished', false], ['interview.published', true], ['interview.created', true],
    ]);
    expect((await admin.get('/_api/admin/audit').query({ targetType: 'interview', targetId: '1' })).body.entries).toEqual([]);
  });
});

describe('interviews from before the studio', () => {
  it('an InterviewPublished on its slug-named stream is edited, renamed and deleted from the studio, and its old slug is taken until then', async () => {
    const interviewId = await t.deps.store.nextId('interview');
    const slug = `legacy-${Math.random().toString(36).slice(2, 7)}`;
    const data = {
      interviewId, expertId: ids.get('sam')!, slug, title: 'A legacy interview title', description: 'Published before the studio existed, long enough.',
      interviewType: 'Q&A', durationMinutes: 4, featured: false, viewCount: 7, htmlPolicy: 0,
      questions: [{ question: 'Was this published long ago?', answer: 'It was, by a script.', safeAnswer: 'It was, by a script.' }],
    };
    const stream = `expert-interview-${slug}`;
    const res = await t.deps.store.append(stream, toNewEvents([{ type: 'InterviewPublished', data }], seedContext(new Date()), stream), 'no_stream');
    await t.deps.awaitProjection(res.position);
    const before = (await admin.get(`/_api/admin/interviews/${interviewId}`)).body.interview;
    expect(before).toMatchObject({ slug, published: true, revision: 0, viewCount: 7 });
    expect((await admin.post('/_api/admin/interviews').send(interviewBody({ slug }))).body.error).toBe(sm.slugTaken);
    const edit = await admin.post('/_api/admin/interviews/edit').send({ id: interviewId, expectedRevision: 0, slug: `${slug}-renamed`, title: 'A legacy interview, renamed' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await anon.get('/_api/experts/interview').query({ slug: `${slug}-renamed` })).body.interview.title).toBe('A legacy interview, renamed');
    expect((await t.deps.store.readStream(stream)).map((e) => e.type)).toEqual(['InterviewPublished', 'InterviewEdited']);
    await createInterview(admin, { slug });
    const history = (await admin.get(`/_api/admin/interviews/${interviewId}/history`)).body.entries.map((e: { type: string }) => e.type);
    expect(history).toEqual(['InterviewEdited', 'InterviewPublished']);
    expect((await admin.post('/_api/admin/interviews/delete').send({ id: interviewId })).status).toBe(200);
    expect((await anon.get('/_api/experts/interview').query({ slug: `${slug}-renamed` })).status).toBe(404);
  });
});
