import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../schemas/newsletter/issues.js';
import { startTestApp, type TestApp } from '../tests/support/api.js';
import { staffAgent } from '../tests/support/staff.js';

/** The newsletter's archive in what the site says about itself (issue 28): the sitemap lists sent public issues, robots.txt lets crawlers in. */
describe('the newsletter archive in the sitemap and robots.txt', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof staffAgent>>['agent'];
  let topic: number;
  beforeAll(async () => {
    t = await startTestApp();
    editor = (await staffAgent(t, 'editor')).agent;
    const made = await editor.post('/_api/admin/newsletter/topics').send({ name: 'Sitemap topic', description: 'Issues of the sitemap test.' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    topic = made.body.topic.id as number;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const sent = async (subject: string, isPublic: boolean): Promise<NewsletterIssue> => {
    const made = await editor.post('/_api/admin/newsletter/issues').send({ subject, content: '<p>An issue for the sitemap test.</p>', categoryIds: [topic], public: isPublic });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await editor.post('/_api/admin/newsletter/issues/send').send({ id: made.body.issue.id })).status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const issue = (await editor.get(`/_api/admin/newsletter/issues/${made.body.issue.id}`)).body.issue as NewsletterIssue;
      if (issue.status === 'sent') return issue;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${subject} was not sent in time`);
  };

  it('lists the archive and each sent public issue, never a draft or a non-public one', async () => {
    const shown = await sent('Sitemap spring issue', true);
    const hidden = await sent('Sitemap private issue', false);
    const draft = (await editor.post('/_api/admin/newsletter/issues').send({ subject: 'Sitemap draft', content: '<p>Not sent yet, not listed.</p>', categoryIds: [topic] })).body.issue as NewsletterIssue;
    const sitemap = (await t.request().get('/sitemap.xml')).text;
    expect(sitemap).toContain('/newsletter/archive</loc>');
    expect(sitemap).toContain(`/newsletter/archive/${shown.slug}</loc><lastmod>${shown.sentAt!.slice(0, 10)}</lastmod>`);
    expect(sitemap).not.toContain(`/newsletter/archive/${hidden.slug}<`);
    expect(sitemap).not.toContain(`/newsletter/archive/${draft.slug}<`);
  });

  it('lets crawlers into the archive while the rest of /newsletter stays out', async () => {
    const robots = (await t.request().get('/robots.txt')).text;
    expect(robots).toContain('Allow: /newsletter/archive\n');
    expect(robots).toContain('Disallow: /newsletter\n');
    expect(robots.indexOf('Allow: /newsletter/archive')).toBeLessThan(robots.indexOf('Disallow: /newsletter'));
  });
});
