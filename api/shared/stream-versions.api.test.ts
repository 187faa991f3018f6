import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumCategoryAdminMessages } from '../../schemas/forum/admin.js';
import { newsletterTopicMessages } from '../../schemas/newsletter/admin.js';
import { staffCriterionMessages, staffProductMessages } from '../../schemas/products/messages.js';
import { synonymMessages } from '../../schemas/search/synonyms.js';
import { versionMessages as vm } from '../../schemas/shared/history.js';
import { staffFixture, type Agent } from '../articles/admin.test-support.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';

/**
 * Compare and restore (issue 27) for every staff item that gained them through one mechanism
 * (api/shared/stream-versions.ts): a version read from the item's stream, a restore that is an
 * edit at `expectedRevision` (a new revision, 409 when stale, recorded as a restore in the history
 * and the audit trail), and the same permissions as the item's other calls.
 */

let f: Awaited<ReturnType<typeof staffFixture>>;

beforeAll(async () => {
  f = await staffFixture();
});
afterAll(() => f.t.close());

let n = 0;
interface Kind {
  base: string;
  key: string;
  /** The audit trail's target type and restore action. */
  target: string;
  restored: string;
  stale: string;
  create: () => Record<string, unknown>;
  /** An edit of `field` (a new value each time: names are unique). */
  edit: () => Record<string, unknown>;
  field: string;
}

const KINDS: Kind[] = [
  {
    base: '/_api/admin/forum/categories', key: 'category', target: 'forum_category', restored: 'forum_category.restored', stale: forumCategoryAdminMessages.stale,
    create: () => ({ name: `Versioned category ${++n}`, description: 'A category with versions.', categoryType: 'general_discussion' }), edit: () => ({ name: `Renamed category ${++n}` }), field: 'name',
  },
  {
    base: '/_api/admin/newsletter/topics', key: 'topic', target: 'newsletter_topic', restored: 'newsletter_topic.restored', stale: newsletterTopicMessages.stale,
    create: () => ({ name: `Versioned topic ${++n}`, description: 'A topic with versions.', isDefault: false }), edit: () => ({ description: `A topic, described again (${++n}).` }), field: 'description',
  },
  {
    base: '/_api/admin/search/synonyms', key: 'group', target: 'synonym_group', restored: 'synonyms.restored', stale: synonymMessages.stale,
    create: () => ({ direction: 'two_way', terms: [`versioned${++n}word`, `versioned${n}alias`] }), edit: () => ({ direction: 'one_way' }), field: 'direction',
  },
  {
    base: '/_api/admin/products', key: 'product', target: 'product', restored: 'product.restored', stale: staffProductMessages.stale,
    create: () => ({
      name: `Versioned product ${++n}`, brand: 'Versions Co', category: 'lubricants', priceRange: '$10-$20', description: 'A product with versions.', imageUrl: null, affiliateLink: null,
    }),
    edit: () => ({ priceRange: `$${++n}-$${n + 10}` }), field: 'priceRange',
  },
  {
    base: '/_api/admin/rating-criteria', key: 'criterion', target: 'criterion', restored: 'criterion.restored', stale: staffCriterionMessages.stale,
    create: () => ({ name: `Versioned criterion ${++n}`, categories: ['lubricants'] }), edit: () => ({ name: `Renamed criterion ${++n}` }), field: 'name',
  },
];

/** Runs `fn` and asserts that it appended nothing to the log. */
const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(f.t, fn);

/** An item created by the f.editor, then edited once: revision 0 is the original, revision 1 the edit. */
async function editedItem(k: Kind) {
  const made = await f.editor.post(k.base).send(k.create());
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const item = made.body[k.key] as Record<string, unknown> & { id: number };
  const change = k.edit();
  const edited = await f.editor.post(`${k.base}/edit`).send({ id: item.id, expectedRevision: 0, ...change });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  expect(edited.body[k.key][k.field]).toEqual(change[k.field]);
  return { id: item.id, original: item[k.field], edited: change[k.field] };
}

describe.each(KINDS)('$base', (k) => {
  it('serves each version from the stream; a revision it does not have is 404', async () => {
    const { id, original, edited } = await editedItem(k);
    const v0 = await f.admin.get(`${k.base}/${id}/versions/0`);
    expect(v0.status, JSON.stringify(v0.body)).toBe(200);
    expect(v0.body.version).toMatchObject({ id, revision: 0, fields: { [k.field]: original } });
    const v1 = await f.editor.get(`${k.base}/${id}/versions/1`);
    expect(v1.body.version.fields[k.field]).toEqual(edited);
    const missing = await f.admin.get(`${k.base}/${id}/versions/9`);
    expect([missing.status, missing.body.error]).toEqual([404, vm.versionNotFound]);
    expect((await f.admin.get(`${k.base}/${id}/versions/x`)).status).toBe(400);
  });

  it('restore is a new revision with the old fields, recorded as a restore; a stale one is 409 with no event', async () => {
    const { id, original } = await editedItem(k);
    await noEvents(async () => {
      const stale = await f.editor.post(`${k.base}/restore`).send({ id, revision: 0, expectedRevision: 0 });
      expect([stale.status, stale.body.error]).toEqual([409, k.stale]);
    });
    const res = await f.editor.post(`${k.base}/restore`).send({ id, revision: 0, expectedRevision: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(vm.restored);
    expect(res.body[k.key]).toMatchObject({ id, [k.field]: original });
    const history = await f.editor.get(`${k.base}/${id}/history`);
    const top = history.body.entries[0] as { revision: number; data: Record<string, unknown>; actor: { role: string } };
    expect(top).toMatchObject({ revision: 2, data: { restoredFrom: 0 }, actor: { role: 'editor' } });
    expect((await f.admin.get(`${k.base}/${id}/versions/2`)).body.version.fields[k.field]).toEqual(original);
    const audit = await f.admin.get(`/_api/admin/audit?targetType=${k.target}&targetId=${id}`);
    expect((audit.body.entries as { action: string }[]).map((e) => e.action)[0]).toBe(k.restored);
  });

  it('anonymous 401, members and moderators 403 (reading versions too), with no event; bad input 400', async () => {
    const { id } = await editedItem(k);
    const body = { id, revision: 0, expectedRevision: 1 };
    await noEvents(async () => {
      expect((await f.anon.post(`${k.base}/restore`).send(body)).status).toBe(401);
      expect((await f.member.post(`${k.base}/restore`).send(body)).status).toBe(403);
      expect((await f.moderator.post(`${k.base}/restore`).send(body)).status).toBe(403);
      expect((await f.anon.get(`${k.base}/${id}/versions/0`)).status).toBe(401);
      expect((await f.moderator.get(`${k.base}/${id}/versions/0`)).status).toBe(403);
      const bad = await f.editor.post(`${k.base}/restore`).send({ id, revision: -1, expectedRevision: 1 });
      expect([bad.status, bad.body.error]).toEqual([400, vm.revisionInvalid]);
      const none = await f.editor.post(`${k.base}/restore`).send({ id: 999999, revision: 0, expectedRevision: 0 });
      expect(none.status).toBe(404);
    });
  });
});
