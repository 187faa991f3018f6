import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerMember } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * SECURITY T27 at the browser level: a page on a second loopback origin (127.0.0.2) that a
 * signed-in member visits auto-submits a form POST and sends a `fetch(…, { mode: 'no-cors',
 * credentials: 'include' })` to the site. The server refuses both (403: the browser says
 * Sec-Fetch-Site: cross-site, and SameSite keeps the session cookie home), and nothing changes:
 * the member's name stays, no comment appears. Real SameSite and CORS paths, not headers set by hand.
 * The attacker page's own console error (its blocked fetch) is taken out of the problems the
 * fixture checks: it is the expected outcome, on a page that is not the site's.
 */
test.describe('cross-site writes from a second origin (T27)', () => {
  let attacker: Server;
  let attackerOrigin = '';
  let target = '';

  test.beforeAll(async ({ baseURL }) => {
    target = baseURL!;
    attacker = createServer((req, res) => {
      const page = `<!doctype html><html><body><h1>Win a prize</h1>
<form id="f" method="POST" action="${target}/_api/user/profile" enctype="text/plain"><input name='{"displayName":"Pwned Name","x":"' value='"}'></form>
<script>
fetch(${JSON.stringify(`${target}/_api/articles/comments`)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ articleId: 1, content: 'Cross-site comment T27' }) })
  .catch(() => undefined)
  .finally(() => { document.title = 'fetched'; document.getElementById('f').submit(); });
</script></body></html>`;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page);
    });
    await new Promise<void>((r) => attacker.listen(0, '127.0.0.2', () => r()));
    attackerOrigin = `http://127.0.0.2:${(attacker.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((r) => attacker.close(r));
  });

  test('a form POST and a no-cors fetch from 127.0.0.2 are refused and change nothing', async ({ page, pageProblems }) => {
    await registerMember(page, 'Careful Reader');
    type Profile = { user: { displayName: string; postCount: number } };
    const before = (await (await page.request.get('/_api/user/profile')).json()) as Profile;
    expect(before.user).toMatchObject({ displayName: 'Careful Reader', postCount: 0 });

    // What the browser sent and what came back: the fetch's 403 is hidden from the page by the
    // site's Cross-Origin-Resource-Policy (the request then fails with ERR_BLOCKED_BY_RESPONSE,
    // which only a response can cause); the form's navigation shows its 403.
    const seen: { path: string; site: string | undefined; outcome: string }[] = [];
    const ours = (url: string) => new URL(url).origin === new URL(target).origin;
    page.on('requestfinished', (req) => {
      if (!ours(req.url()) || req.method() !== 'POST') return;
      void Promise.all([req.allHeaders(), req.response()]).then(([h, res]) => seen.push({ path: new URL(req.url()).pathname, site: h['sec-fetch-site'], outcome: String(res?.status()) }));
    });
    page.on('requestfailed', (req) => {
      if (!ours(req.url()) || req.method() !== 'POST') return;
      // A failed request's reported headers are the provisional ones, without the Sec-Fetch-* the network layer adds.
      seen.push({ path: new URL(req.url()).pathname, site: undefined, outcome: req.failure()?.errorText ?? 'failed' });
    });
    const formPost = page.waitForResponse((r) => r.url().endsWith('/_api/user/profile') && r.request().method() === 'POST');
    await page.goto(`${attackerOrigin}/prize`);
    expect((await formPost).status()).toBe(403);
    await expect.poll(() => seen.length).toBe(2);
    seen.sort((a, b) => a.path.localeCompare(b.path));
    expect(seen).toEqual([
      { path: '/_api/articles/comments', site: undefined, outcome: 'net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin' },
      { path: '/_api/user/profile', site: 'cross-site', outcome: '403' },
    ]);

    const blocked = 'Console error: Failed to load resource: net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin';
    const expected = pageProblems.filter((p) => p.startsWith(blocked) && p.includes('/_api/articles/comments'));
    expect(expected).toHaveLength(1);
    pageProblems.splice(pageProblems.indexOf(expected[0]!), 1);

    // No state change: the name is the member's own and no comment of theirs appeared.
    const after = (await (await page.request.get('/_api/user/profile')).json()) as Profile;
    expect(after.user).toMatchObject({ displayName: 'Careful Reader', postCount: 0 });
  });
});
