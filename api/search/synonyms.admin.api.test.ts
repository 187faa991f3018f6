import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synonymMessages as sm } from '../../schemas/search/synonyms.js';
import { articleBody, staffFixture, type Agent } from '../articles/admin.test-support.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';
import { itRefusesEach, unknownField } from '../../tests/support/refusals.js';
import { expectStudioListClosed } from '../../tests/support/studio.js';

/**
 * The studio's search synonyms (issue 27): permissions, validation, 409, idempotent creates,
 * history, and a change applying from the very next search (no answer computed with the old
 * table is served, from the search's own cache or the public answer cache).
 */

const PATH = '/_api/admin/search/synonyms';
let f: Awaited<ReturnType<typeof staffFixture>>;

beforeAll(async () => {
  f = await staffFixture();
});
afterAll(() => f.t.close());

let n = 0;
const body = (over: Record<string, unknown> = {}) => ({ direction: 'two_way', terms: [`alpha${++n}word`, `beta${n}word`], ...over });

/** Runs `fn` and asserts that it appended nothing to the log. */
const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(f.t, fn);

async function create(agent: Agent, over: Record<string, unknown> = {}) {
  const res = await agent.post(PATH).send(body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.group as { id: number; terms: string[]; direction: string; revision: number };
}

/** How many articles a search for `q` finds, as an anonymous reader (through the public answer cache) and as the admin. */
async function found(q: string): Promise<[number, number]> {
  const url = `/_api/search?query=${encodeURIComponent(q)}&type=articles`;
  const anon = await f.t.request().get(url);
  const admin = await f.admin.get(url);
  expect(anon.status).toBe(200);
  return [anon.body.results.articles.total as number, admin.body.results.articles.total as number];
}

describe('permissions', () => {
  it('anonymous 401, members and moderators 403 with no event; editors and admins manage the table', async () => {
    await noEvents(() => expectStudioListClosed(PATH, body, { anon: f.anon, member: f.member, moderator: f.moderator }));
    const g = await create(f.editor);
    const list = await f.admin.get(PATH);
    expect(list.status).toBe(200);
    expect(list.body.groups).toContainEqual(expect.objectContaining({ id: g.id, direction: 'two_way', terms: g.terms, revision: 0 }));
  });
});

describe('validation', () => {
  itRefusesEach('%j: 400 with its message and no event', (over: Record<string, unknown>) => noEvents(() => f.admin.post(PATH).send(body(over))), [
    [sm.termsRequired, { terms: ['lonely'] }, { terms: [] }, { terms: 'a, b' }],
    [sm.termEmpty, { terms: ['fine', '   '] }],
    [sm.termTooLong, { terms: ['fine', 'x'.repeat(61)] }],
    [sm.termsTooMany, { terms: Array.from({ length: 31 }, (_, i) => `word${i}`) }],
    [sm.termDuplicate, { terms: ['Pill', 'pill'] }],
    [sm.termNoWords, { terms: ['pill', 'the'] }],
    [sm.direction, { direction: 'both' }],
    [unknownField('extra'), { extra: 1 }],
  ]);

  it('edits and deletes are checked the same way', async () => {
    const g = await create(f.admin);
    await noEvents(async () => {
      for (const b of [{ id: g.id, expectedRevision: 0, terms: ['one'] }, { id: g.id, terms: ['a1', 'b1'] }, { id: 0, expectedRevision: 0 }]) {
        expect((await f.admin.post(`${PATH}/edit`).send(b)).status).toBe(400);
      }
      expect((await f.admin.post(`${PATH}/delete`).send({ id: 'x' })).status).toBe(400);
      expect((await f.admin.post(`${PATH}/delete`).send({ id: 999999 })).status).toBe(404);
    });
  });
});

describe('a change applies from the next search', () => {
  it('a group added finds the documents of its other terms; edited one-way it stops finding back; deleted it no longer expands', async () => {
    const a = await f.admin.post('/_api/admin/articles').send(articleBody({ title: 'All about zorblattic care', published: true }));
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    // Asked first with the old table: both caches now hold a zero answer for it.
    expect(await found('quuxinol')).toEqual([0, 0]);
    const g = await create(f.editor, { terms: ['quuxinol', 'zorblattic'] });
    expect(await found('quuxinol')).toEqual([1, 1]);
    expect(await found('zorblattic')).toEqual([1, 1]);
    // One-way from 'zorblattic': a search for 'quuxinol' no longer reaches it.
    const edited = await f.editor.post(`${PATH}/edit`).send({ id: g.id, expectedRevision: g.revision, direction: 'one_way', terms: ['zorblattic', 'quuxinol'] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.group).toMatchObject({ direction: 'one_way', revision: 1 });
    expect(await found('quuxinol')).toEqual([0, 0]);
    const back = await f.editor.post(`${PATH}/edit`).send({ id: g.id, expectedRevision: 1, direction: 'two_way' });
    expect(back.status).toBe(200);
    expect(await found('quuxinol')).toEqual([1, 1]);
    const del = await f.admin.post(`${PATH}/delete`).send({ id: g.id });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await found('quuxinol')).toEqual([0, 0]);
    expect((await f.admin.get(PATH)).body.groups.some((x: { id: number }) => x.id === g.id)).toBe(false);
  });
});

describe('edits, idempotency and history', () => {
  it('a stale edit is 409 "changed by someone else" and appends nothing', async () => {
    const g = await create(f.editor);
    expect((await f.editor.post(`${PATH}/edit`).send({ id: g.id, expectedRevision: 0, terms: [...g.terms, 'gamma'] })).status).toBe(200);
    await noEvents(async () => {
      const stale = await f.admin.post(`${PATH}/edit`).send({ id: g.id, expectedRevision: 0, terms: g.terms });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/changed by someone else/);
    });
  });

  it('a retried create under one Idempotency-Key answers the first group and appends nothing', async () => {
    const b = body();
    const first = await f.admin.post(PATH).set('Idempotency-Key', `syn-${n}`).send(b);
    expect(first.status).toBe(201);
    await noEvents(async () => {
      const again = await f.admin.post(PATH).set('Idempotency-Key', `syn-${n}`).send(b);
      expect(again.status).toBe(201);
      expect(again.body.group.id).toBe(first.body.group.id);
    });
  });

  it('history lists each change newest first with the acting staff member', async () => {
    const g = await create(f.editor);
    await f.admin.post(`${PATH}/edit`).send({ id: g.id, expectedRevision: 0, direction: 'one_way' });
    const res = await f.admin.get(`${PATH}/${g.id}/history`);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { type: string }) => e.type)).toEqual(['SynonymGroupEdited', 'SynonymGroupCreated']);
    expect(res.body.entries[1].actor).toMatchObject({ displayName: 'Test editor', role: 'editor' });
    expect(res.body.entries[1].data).toMatchObject({ direction: 'two_way', terms: g.terms });
  });
});
