import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterIssueMessages as m, type NewsletterIssue } from '../../schemas/newsletter/issues.js';
import { loginAs } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';
import { startNewsletterApp, type NewsletterApp } from './newsletter.test-support.js';
import { addSubscribers } from './issues.test-support.js';

type Agent = Awaited<ReturnType<typeof loginAs>>;
const SECRET = 'api-test-webhook-secret-0123456789';

/** Issue 28 through the API: who may compose, validation, stale edits, idempotent creation, history, preview, tests, sending, archive, bounces. */
describe('newsletter issues API', () => {
  let t: NewsletterApp;
  let admin: Agent;
  let editor: Agent;
  let articleId: number;
  const body = (extra: Record<string, unknown> = {}) => ({ subject: 'Spring issue: what is new', preheader: 'Three things we learned', content: '<p>Hello readers, here is our <strong>spring</strong> issue.</p><p><img src="/article-images/AAAAAAAAAAAAAAAAAAAAAA-i1.webp" alt="A picture"></p>', categoryIds: [t.categoryIds[0]!], ...extra });
  const create = async (agent: Agent, extra: Record<string, unknown> = {}) => {
    const res = await agent.post('/_api/admin/newsletter/issues').send(body(extra));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.issue as NewsletterIssue;
  };
  const issue = async (id: number) => (await admin.get(`/_api/admin/newsletter/issues/${id}`)).body.issue as NewsletterIssue;
  const untilStatus = async (id: number, status: string) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const i = await issue(id);
      if (i.status === status) return i;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`issue ${id} never became ${status}`);
  };

  beforeAll(async () => {
    t = await startNewsletterApp({ NEWSLETTER_WEBHOOK_SECRET: SECRET, NEWSLETTER_RATE: '500', NEWSLETTER_SWEEP_MS: '200' });
    admin = await loginAs(t as never, 'admin');
    editor = (await staffAgent(t as never, 'editor')).agent as unknown as Agent;
    const a = await admin.post('/_api/admin/articles').send({ title: 'A featured article', excerpt: 'An excerpt that is long enough.', content: '<p>Body long enough.</p>', category: 'sexual_health', published: true });
    expect(a.status).toBe(201);
    articleId = a.body.article.id as number;
  }, 120_000);
  afterAll(async () => t?.close());

  it('only editors and admins compose: 401 signed out, 403 for members and moderators, nothing appended', async () => {
    const member = await loginAs(t as never, 'member');
    const moderator = (await staffAgent(t as never, 'moderator')).agent;
    const before = await t.eventCount();
    expect((await t.agent().post('/_api/admin/newsletter/issues').send(body())).status).toBe(401);
    expect((await t.agent().get('/_api/admin/newsletter/issues')).status).toBe(401);
    expect((await member.post('/_api/admin/newsletter/issues').send(body())).status).toBe(403);
    expect((await member.get('/_api/admin/newsletter/issues')).status).toBe(403);
    expect((await moderator.post('/_api/admin/newsletter/issues').send(body())).status).toBe(403);
    expect((await moderator.post('/_api/admin/newsletter/issues/preview').send(body())).status).toBe(403);
    expect(await t.eventCount()).toBe(before);
    const made = await create(editor, { articleIds: [articleId] });
    expect(made).toMatchObject({ status: 'draft', revision: 0, public: true, articleIds: [articleId], counts: { recipients: 0, sent: 0 } });
    expect(made.slug).toMatch(/^spring-issue-what-is-new-\d+$/);
    expect((await admin.get('/_api/admin/newsletter/issues')).body.issues.some((i: { id: number }) => i.id === made.id)).toBe(true);
  });

  it('refuses bad input with 400 and the words, appending nothing', async () => {
    const before = await t.eventCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '  ' }, m.subjectRequired],
      [{ subject: 'x'.repeat(151) }, m.subjectTooLong],
      [{ preheader: 'x'.repeat(201) }, m.preheaderTooLong],
      [{ content: 'short' }, m.contentTooShort],
      [{ categoryIds: [] }, m.topicsRequired],
      [{ categoryIds: [999_999] }, m.unknownTopic],
      [{ articleIds: [1, 2, 3, 4, 5, 6, 7] }, m.articlesTooMany],
      [{ articleIds: [999_999] }, m.articleNotPublished],
      [{ public: 'yes' }, m.publicFlag],
    ];
    for (const [extra, error] of cases) {
      const res = await admin.post('/_api/admin/newsletter/issues').send(body(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error, JSON.stringify(extra)).toBe(error);
    }
    expect((await admin.post('/_api/admin/newsletter/issues/send').send({ id: 1, at: 'tomorrow' })).body.error).toBe(m.atInvalid);
    expect(await t.eventCount()).toBe(before);
  });

  it('a create retried with its Idempotency-Key answers the first issue and appends nothing', async () => {
    const key = `issue-${Date.now()}`;
    const first = await admin.post('/_api/admin/newsletter/issues').set('Idempotency-Key', key).send(body());
    const count = await t.eventCount();
    const again = await admin.post('/_api/admin/newsletter/issues').set('Idempotency-Key', key).send(body());
    expect(first.status).toBe(201);
    expect(again.body.issue.id).toBe(first.body.issue.id);
    expect(await t.eventCount()).toBe(count);
  });

  it('edits at the loaded revision, 409 on a stale one; history, versions and restore as for articles', async () => {
    const made = await create(admin);
    const edited = await admin.post('/_api/admin/newsletter/issues/edit').send({ id: made.id, expectedRevision: 0, subject: 'Summer issue' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.issue).toMatchObject({ subject: 'Summer issue', revision: 1 });
    expect(edited.body.issue.slug).toBe(`summer-issue-${made.id}`);
    const stale = await editor.post('/_api/admin/newsletter/issues/edit').send({ id: made.id, expectedRevision: 0, subject: 'Autumn issue' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(m.stale);
    const history = (await admin.get(`/_api/admin/newsletter/issues/${made.id}/history`)).body;
    expect(history.revision).toBe(1);
    expect(history.entries.map((e: { type: string }) => e.type)).toEqual(['NewsletterIssueEdited', 'NewsletterIssueCreated']);
    expect(history.entries[0].changed).toEqual(['subject']);
    const v0 = (await admin.get(`/_api/admin/newsletter/issues/${made.id}/versions/0`)).body.version;
    expect(v0.subject).toBe('Spring issue: what is new');
    expect((await admin.get(`/_api/admin/newsletter/issues/${made.id}/versions/9`)).status).toBe(404);
    const restored = await admin.post('/_api/admin/newsletter/issues/restore').send({ id: made.id, revision: 0, expectedRevision: 1 });
    expect(restored.body.issue).toMatchObject({ subject: 'Spring issue: what is new', revision: 2 });
    expect((await admin.get(`/_api/admin/newsletter/issues/${made.id}/history`)).body.entries[0].restoredFrom).toBe(0);
  });

  it('previews unsaved text as the mail (HTML and text parts, placeholder links) without an event', async () => {
    const before = await t.eventCount();
    const res = await editor.post('/_api/admin/newsletter/issues/preview').send({ subject: 'Preview me', preheader: 'Peek', content: '<p>Read <a href="/articles/x">this</a>.</p>', articleIds: [articleId] });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Preview me');
    expect(res.body.html).toContain('<h1 style="font-size:24px">Preview me</h1>');
    expect(res.body.html).toContain(`${t.config.publicUrl}/articles/x`);
    expect(res.body.html).toContain('A featured article');
    expect(res.body.text).toContain(`this (${t.config.publicUrl}/articles/x)`);
    expect(res.body.text).toContain('Unsubscribe: ');
    expect(res.body.text).toContain('token=PREVIEW');
    expect(await t.eventCount()).toBe(before);
  });

  it("sends a test copy to a staff member's address only, marked [Test], without moving the revision", async () => {
    const made = await create(admin);
    const to = await admin.post('/_api/admin/newsletter/issues/test').send({ id: made.id, to: 'member@example.com' });
    expect(to.status).toBe(400);
    expect(to.body.error).toBe(m.testTo);
    const res = await admin.post('/_api/admin/newsletter/issues/test').send({ id: made.id, to: 'admin@example.com' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = t.outbox().find((eml) => eml.includes('Subject: [Test] Spring issue'));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^To: admin@example\.com/m);
    expect((await issue(made.id)).revision).toBe(0);
  });

  it('schedules, unschedules and deletes drafts only', async () => {
    const made = await create(admin);
    expect((await admin.post('/_api/admin/newsletter/issues/send').send({ id: made.id, at: new Date(Date.now() - 1000).toISOString() })).body.error).toBe(m.atPast);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const s = await admin.post('/_api/admin/newsletter/issues/send').send({ id: made.id, at });
    expect(s.body.issue).toMatchObject({ status: 'scheduled', scheduledAt: at });
    const del = await admin.post('/_api/admin/newsletter/issues/delete').send({ id: made.id });
    expect(del.status).toBe(409);
    expect(del.body.error).toBe(m.notDeletable);
    expect((await admin.post('/_api/admin/newsletter/issues/unschedule').send({ id: made.id })).body.issue).toMatchObject({ status: 'draft', scheduledAt: null });
    expect((await admin.post('/_api/admin/newsletter/issues/unschedule').send({ id: made.id })).status).toBe(409);
    expect((await admin.post('/_api/admin/newsletter/issues/delete').send({ id: made.id })).body.message).toBe(m.deleted);
    expect((await admin.get(`/_api/admin/newsletter/issues/${made.id}`)).status).toBe(404);
  });

  it('sends to confirmed subscribers of its topics only, then lists it in the archive; bounces stop further mail', async () => {
    const topic = t.categoryIds[1]!;
    const confirmed = await addSubscribers(t.deps, 5, { kind: 'confirmed', categoryIds: [topic], prefix: 'api-confirmed' });
    await addSubscribers(t.deps, 2, { kind: 'pending', categoryIds: [topic], prefix: 'api-pending' });
    await addSubscribers(t.deps, 2, { kind: 'unsubscribed', categoryIds: [topic], prefix: 'api-unsub' });
    await addSubscribers(t.deps, 2, { kind: 'erased', categoryIds: [topic], prefix: 'api-erased' });
    await addSubscribers(t.deps, 2, { kind: 'confirmed', categoryIds: [t.categoryIds[2]!], prefix: 'api-other-topic' });
    await t.deps.awaitProjection((await t.deps.store.head()) ?? '');
    const made = await create(admin, { categoryIds: [topic], articleIds: [articleId], subject: 'Archive me' });
    const hidden = await create(admin, { categoryIds: [topic], public: false, subject: 'Not in the archive' });
    const sent = await admin.post('/_api/admin/newsletter/issues/send').send({ id: made.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(['sending', 'sent']).toContain(sent.body.issue.status);
    expect((await admin.post('/_api/admin/newsletter/issues/edit').send({ id: made.id, expectedRevision: sent.body.issue.revision, subject: 'Too late' })).body.error).toBe(m.notEditable);
    const done = await untilStatus(made.id, 'sent');
    expect(done.counts).toMatchObject({ recipients: 5, sent: 5, failed: 0 });
    const mails = t.outbox().filter((eml) => eml.includes('Subject: Archive me'));
    expect(mails.map((eml) => /^To: (.*)$/m.exec(eml)![1]!.trim()).sort()).toEqual(confirmed.map((c) => c.email).sort());
    expect((await admin.post('/_api/admin/newsletter/issues/send').send({ id: made.id })).status).toBe(409);
    // Staff actions are audit entries, labelled with the subject (the deliveries, the system's, are not).
    const audit = (await admin.get(`/_api/admin/audit?targetType=newsletter_issue&targetId=${made.id}`)).body.entries as { action: string; targetLabel: string }[];
    expect(audit.map((e) => e.action).sort()).toEqual(['newsletter_issue.created', 'newsletter_issue.sent']);
    // The archive: public and sent only; the web version is the body, the cards come as data (not the mail's inline-styled ones).
    await admin.post('/_api/admin/newsletter/issues/send').send({ id: hidden.id });
    await untilStatus(hidden.id, 'sent');
    const archive = (await t.request().get('/_api/newsletter/archive')).body;
    expect(archive.issues.map((i: { slug: string }) => i.slug)).toContain(done.slug);
    expect(archive.issues.map((i: { subject: string }) => i.subject)).not.toContain('Not in the archive');
    const page = await t.request().get(`/_api/newsletter/archive/${done.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.issue.html).toContain('spring');
    expect(page.body.issue.html).not.toContain('style=');
    expect(page.body.issue.articles[0].title).toBe('A featured article');
    expect((await t.request().get(`/_api/newsletter/archive/${hidden.slug}`)).status).toBe(404);
    // The webhook: refused without the secret; a hard bounce by Message-ID stops mail to that subscription.
    const messageId = /^Message-ID: (.*)$/im.exec(mails.find((eml) => eml.includes(confirmed[0]!.email))!)![1]!.trim();
    expect((await t.request().post('/_api/newsletter/bounce').send({ type: 'hard', messageId })).status).toBe(401);
    expect((await t.request().post('/_api/newsletter/bounce').set('Authorization', 'Bearer wrong-secret-of-some-length').send({ type: 'hard', messageId })).status).toBe(401);
    const bounce = await t.request().post('/_api/newsletter/bounce').set('Authorization', `Bearer ${SECRET}`).send({ type: 'hard', messageId });
    expect(bounce.status, JSON.stringify(bounce.body)).toBe(200);
    const complaint = await t.request().post('/_api/newsletter/bounce').set('Authorization', `Bearer ${SECRET}`).send({ type: 'complaint', email: confirmed[1]!.email, issueId: made.id });
    expect(complaint.status).toBe(200);
    expect((await issue(made.id)).counts.bounced).toBe(2);
    const next = await create(admin, { categoryIds: [topic], subject: 'The next one' });
    await admin.post('/_api/admin/newsletter/issues/send').send({ id: next.id });
    expect((await untilStatus(next.id, 'sent')).counts).toMatchObject({ recipients: 3, sent: 3 });
    const nextTo = t.outbox().filter((eml) => eml.includes('Subject: The next one')).map((eml) => /^To: (.*)$/m.exec(eml)![1]!.trim());
    expect(nextTo.sort()).toEqual(confirmed.slice(2).map((c) => c.email).sort());
  });
});
