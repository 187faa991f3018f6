import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterTopicMessages as tm } from '../../schemas/newsletter/admin.js';
import { newsletterMessages as m } from '../../schemas/newsletter/messages.js';
import type { PreferencesResponse } from '../../schemas/newsletter/queries.js';
import { freshEmail, freshIp, loginAs } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';
import { linkTokens, mails, startNewsletterApp, type NewsletterApp } from './newsletter.test-support.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';
import { itRefusesEach, namedItemRefusals, unknownField } from '../../tests/support/refusals.js';
import { expectStudioListClosed } from '../../tests/support/studio.js';

/**
 * The studio's newsletter topics (issue 27): permissions, validation, 409, idempotent creates,
 * history, and retiring: a retired topic is offered to no one and refused to new subscriptions,
 * while a subscriber who chose it keeps a valid choice.
 */

const PATH = '/_api/admin/newsletter/topics';
type Agent = ReturnType<NewsletterApp['agent']>;
let t: NewsletterApp;
let admin: Agent;
let editor: Agent;

beforeAll(async () => {
  t = await startNewsletterApp({ RATE_LIMITS: 'off' });
  admin = (await loginAs(t, 'admin')) as unknown as Agent;
  editor = (await staffAgent(t, 'editor')).agent as unknown as Agent;
});
afterAll(() => t.close());

let n = 0;
const body = (over: Record<string, unknown> = {}) => ({ name: `Topic ${++n}`, description: 'News about this topic.', isDefault: false, ...over });

/** Runs `fn` and asserts that it appended nothing to the log. */
const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(t, fn);

async function create(agent: Agent, over: Record<string, unknown> = {}) {
  const res = await agent.post(PATH).send(body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.topic as { id: number; revision: number; retired: boolean; subscribers: number };
}

const offered = async () => ((await t.request().get('/_api/newsletter/preferences')).body as PreferencesResponse).allCategories.map((c) => c.id);

describe('newsletter topics in the studio', () => {
  it('anonymous 401, members and moderators 403 with no event; editors create topics offered on the signup form', async () => {
    const member = await loginAs(t, 'member');
    const moderator = (await staffAgent(t, 'moderator')).agent;
    await noEvents(() => expectStudioListClosed(PATH, body, { anon: t.agent(), member, moderator }));
    const topic = await create(editor, { isDefault: true });
    expect(topic).toMatchObject({ retired: false, subscribers: 0, revision: 0 });
    expect(await offered()).toContain(topic.id);
    expect((await admin.get(PATH)).body.topics).toContainEqual(expect.objectContaining({ id: topic.id, isDefault: true }));
  });

  itRefusesEach('%j: 400 with its message and no event', (over: Record<string, unknown>) => noEvents(() => admin.post(PATH).send(body(over))), [
    ...namedItemRefusals(tm, { name: 60, description: 300 }),
    [tm.isDefault, { isDefault: 'yes' }],
    [unknownField('subscribers'), { subscribers: 3 }],
  ]);

  it('a stale edit is 409; a retried create under one key answers the first topic; history names the staff', async () => {
    const topic = await create(editor);
    const ok = await editor.post(`${PATH}/edit`).send({ id: topic.id, expectedRevision: 0, name: 'Renamed topic' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await noEvents(async () => {
      const stale = await admin.post(`${PATH}/edit`).send({ id: topic.id, expectedRevision: 0, name: 'Other name' });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/changed by someone else/);
    });
    const b = body();
    const first = await admin.post(PATH).set('Idempotency-Key', 'topic-key-1').send(b);
    await noEvents(async () => {
      const again = await admin.post(PATH).set('Idempotency-Key', 'topic-key-1').send(b);
      expect(again.body.topic.id).toBe(first.body.topic.id);
    });
    const history = await admin.get(`${PATH}/${topic.id}/history`);
    expect(history.body.entries.map((e: { type: string }) => e.type)).toEqual(['NewsletterCategoryEdited', 'NewsletterCategoryCreated']);
    expect(history.body.entries[0].actor).toMatchObject({ displayName: 'Test editor', role: 'editor' });
  });

  it('a retired topic is no longer offered nor accepted from new subscribers; its subscribers keep a valid choice', async () => {
    const topic = await create(admin);
    const email = freshEmail('topic');
    expect((await t.agent(freshIp()).post('/_api/newsletter/subscribe').send({ email, preferences: [topic.id], source: 'homepage' })).status).toBe(200);
    await t.deps.work.idle();
    const mail = mails(t).filter((x) => x.to.toLowerCase() === email.toLowerCase()).at(-1)!;
    expect((await t.agent(freshIp()).post('/_api/newsletter/confirm').send({ token: linkTokens(mail, '/newsletter/confirm')[0] })).status).toBe(200);
    const manage = linkTokens(mail, '/newsletter')[0]!;

    const retired = await editor.post(`${PATH}/retire`).send({ id: topic.id, retired: true });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(retired.body.topic).toMatchObject({ retired: true, subscribers: 1 });
    expect(await offered()).not.toContain(topic.id);
    await noEvents(async () => {
      const res = await t.agent(freshIp()).post('/_api/newsletter/subscribe').send({ email: freshEmail('late'), preferences: [topic.id], source: 'homepage' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(m.unknownCategory);
    });
    const keep = await t.agent(freshIp()).post('/_api/newsletter/preferences').send({ token: manage, categoryIds: [topic.id] });
    expect(keep.status, JSON.stringify(keep.body)).toBe(200);
    const back = await admin.post(`${PATH}/retire`).send({ id: topic.id, retired: false });
    expect(back.body.topic.retired).toBe(false);
    expect(await offered()).toContain(topic.id);
  });
});
