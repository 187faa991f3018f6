import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { killAll, spawnChild, spawnTs, type Child } from '../support/procs';
import { decodeEml, outbox } from '../support/xss/client';
import { openContext, runVisit, type Finding } from '../support/xss/harness';
import { injectCorpus, type Corpus, type Visit } from '../support/xss/inject';
import { batches, BATCH_SIZE, callOf, fit, markerOf, VECTORS, wellFormed } from '../support/xss/vectors';

/*
 * SECURITY T23: the stored-XSS corpus in headless Chromium. About 250 vectors of our own go in
 * through every sink members and staff can write (comments, replies, threads and forum replies,
 * reviews, display names, articles, experts and interviews, search queries, the newsletter pages'
 * URL parameters, the contact form); every page that shows them is loaded, scrolled, focused,
 * hovered and its harmless controls pressed, once with the site's CSP and once with CSP bypassed,
 * so the sanitiser alone must hold. Expected: 0 `__xss` calls, 0 dialogs, 0 popups, 0 requests to
 * another origin, no dangerous markup in the DOM, and (with CSP) 0 violations.
 *
 * Avatars are uploads now (PNG/JPEG/WebP re-encoded by sharp; no URL field since issue 13), so the
 * old avatarUrl sink does not exist: SECURITY T25 covers the profile's path check.
 *
 * The spec runs its own server (dist/server/server.js, own data directory, RATE_LIMITS=off): the
 * corpus writes a few hundred comments, reviews and sign-ups, far past the normal limits. Experts
 * and interviews have no HTTP route (staff commands only), so tests/support/xss/seed-staff.ts puts
 * the corpus into them through those commands before the server starts.
 */

test.describe.configure({ mode: 'default', timeout: 480_000 });
// A trace would snapshot every one of the hundred page loads; the findings name the page and the vector instead.
test.use({ trace: 'off', screenshot: 'off' });

let server: Child | undefined;
let dataDir = '';
let base = '';
let corpus: Corpus;
const totals = { loads: 0, calls: 0, vectorsShown: 0 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'osg-xss-'));
  chmodSync(dataDir, 0o700);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PUBLIC_URL: base, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' };
  const started = Date.now();
  const seeder = spawnTs('xss-seed-staff', 'tests/support/xss/seed-staff.ts', env);
  const { code } = await seeder.exited;
  if (code !== 0) throw new Error(`seed-staff failed (${code}):\n${seeder.output().slice(-3000)}`);
  const interviews = JSON.parse(seeder.output().trim().split('\n').filter((l) => l.startsWith('{')).at(-1)!) as { expertId: number; slugs: string[] };
  server = spawnChild('xss-server', process.execPath, ['dist/server/server.js'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  await server.ready(60_000);
  corpus = await injectCorpus(base, dataDir, VECTORS, interviews);
  console.log(`[xss] set-up: ${VECTORS.length} vectors written through ${corpus.sinks.size} sinks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
  await killAll();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  console.log(`[xss] totals: ${VECTORS.length} vectors, ${corpus?.sinks.size ?? 0} write sinks + 3 read-only sinks (search query, newsletter URL parameters, contact mail), ${totals.loads} page loads, ${totals.vectorsShown} vector showings, __xss calls: ${totals.calls}`);
});

/** The newsletter pages take a token in the address: vectors go into it (and a second parameter and the fragment). */
function newsletterVisits(round: number): Visit[] {
  // Two batches a round (the pages render no stored content; the token only reaches a POST on click).
  return batches(VECTORS, BATCH_SIZE).flatMap((group, b) => {
    if (b % 3 !== round) return [];
    const v = group[(round * 7 + b) % group.length]!;
    const w = group[(round * 7 + b + 1) % group.length]!;
    const qs = (x: string) => encodeURIComponent(wellFormed(fit(x, 300)));
    return [
      { name: `newsletter confirm ${b}`, path: `/newsletter/confirm?token=${qs(v.html)}&topics=${qs(w.html)}#${qs(w.html)}`, as: 'anon' as const, markers: [], vectors: 2 },
      { name: `newsletter unsubscribe ${b}`, path: `/newsletter/unsubscribe?token=${qs(w.html)}&email=${qs(v.html)}`, as: 'anon' as const, markers: [], vectors: 2 },
    ];
  });
}

async function runAll(browser: Browser, bypassCSP: boolean, round: number) {
  const mode = bypassCSP ? 'CSP bypassed' : 'with CSP';
  const visits = [...corpus.visits, ...newsletterVisits(round)];
  const findings: Finding[] = [];
  const missing: string[] = [];
  const started = Date.now();
  let elements = 0;
  let clicks = 0;
  // Three page loads at a time: each in its own context, so no state is shared between them.
  let next = 0;
  const lane = async () => {
    while (next < visits.length) {
      const visit = visits[next++]!;
      expect(visit.vectors, `${visit.name}: vectors on one page load`).toBeLessThanOrEqual(BATCH_SIZE);
      const label = `${mode} / ${visit.name} (${visit.path.slice(0, 80)})`;
      const context = await openContext(browser, base, bypassCSP, visit.as, corpus.admin);
      try {
        const r = await runVisit(context, visit, label, base);
        findings.push(...r.findings);
        missing.push(...r.missing.map((m) => `${visit.name}: ${m}`));
        totals.calls += r.calls.length;
        elements += r.elements;
        clicks += r.clicks;
      } catch (err) {
        findings.push({ visit: label, kind: 'visit failed', detail: String(err).slice(0, 300) });
        await context.close().catch(() => undefined);
      }
      totals.loads += 1;
      totals.vectorsShown += visit.vectors;
    }
  };
  await Promise.all([lane(), lane(), lane()]);
  if (!server?.alive) console.log(`[xss] the server exited:\n${server?.output().slice(-4000)}`);
  const calls = findings.filter((f) => f.kind === '__xss call');
  console.log(
    `[xss] ${mode}: ${visits.length} page loads in ${((Date.now() - started) / 1000).toFixed(1)} s, ${elements} elements hovered, ${clicks} controls pressed, ` +
      `__xss calls: ${calls.length}, findings: ${findings.length}, markers missing: ${missing.length}`,
  );
  for (const f of findings.slice(0, 40)) console.log(`[xss]   ${f.kind}: ${f.visit}: ${f.detail}`);
  for (const v of new Set(calls.map((c) => Number(/\d+/.exec(c.detail)?.[0])))) {
    const vec = VECTORS.find((x) => x.id === v);
    console.log(`[xss]   executed vector ${v} (${vec?.family}): ${vec?.html}`);
  }
  expect(findings, `${mode}: executions, dialogs, popups, foreign requests, CSP violations or dangerous markup`).toEqual([]);
  // The harness saw what was stored: every single-vector marker rendered (else the test could pass on an empty page).
  expect(missing, `${mode}: stored vectors that no page showed`).toEqual([]);
}

test('T23 negative control: the harness records an execution of a raw vector', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const calls: number[] = [];
  await context.exposeBinding('__xssReport', (_s, id: unknown) => void calls.push(Number(id)));
  await context.addInitScript(() => {
    const w = window as unknown as { __xssReport?: (id: unknown) => void };
    Object.defineProperty(window, '__xss', { value: (id: unknown) => void w.__xssReport?.(id) });
  });
  const page = await context.newPage();
  const raw = VECTORS.filter((v) => [`<img src=x onerror=${callOf(v.id)}>`, `<svg onload=${callOf(v.id)}>`, `<details open ontoggle=${callOf(v.id)}>`].includes(v.html));
  expect(raw).toHaveLength(3);
  // A plain page on another origin, served by the test: the raw vectors with no sanitiser in between.
  // The svg last: left open, it would make the elements after it SVG ones.
  const body = `<!doctype html><main>${[...raw].sort((a, b) => Number(a.html.startsWith('<svg')) - Number(b.html.startsWith('<svg'))).map((v) => v.html).join('\n')}</main>`;
  await page.route('http://control.test/**', (route) =>
    new URL(route.request().url()).pathname === '/' ? route.fulfill({ contentType: 'text/html', body }) : route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('http://control.test/');
  await expect.poll(() => calls.length, { message: 'raw vectors on an unsanitised page run' }).toBeGreaterThanOrEqual(raw.length);
  expect(new Set(calls)).toEqual(new Set(raw.map((v) => v.id)));
  await context.close();

  // The whole harness (hover, click, DOM scan, request watch) on a page of the app's origin that
  // shows raw vectors which need a click, a hover, a focus or a link press: each must be reported.
  const needsReader = VECTORS.filter((v) =>
    [
      `<button onclick=${callOf(v.id)}>Show more</button>`,
      `<a onmouseover=${callOf(v.id)}>hover me</a>`,
      `<span tabindex=0 onfocus=${callOf(v.id)}>x</span>`,
      `<a href="javascript:${callOf(v.id)}">Show more</a>`,
    ].includes(v.html),
  );
  expect(needsReader).toHaveLength(4);
  const external = VECTORS.find((v) => v.html.startsWith('<img src=//evil.example/'))!;
  const control = await openContext(browser, base, true, 'anon', corpus.admin);
  await control.route('**/xss-control', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><main>${[...needsReader, external].map((v) => `<p>${v.html}</p>`).join('\n')}</main>` }),
  );
  await control.route('http://evil.example/**', (route) => route.abort());
  const r = await runVisit(control, { name: 'control', path: '/xss-control', as: 'anon', markers: [], vectors: 5 }, 'control', base);
  expect(new Set(r.calls), 'the harness presses, hovers and focuses what a reader would').toEqual(new Set(needsReader.map((v) => v.id)));
  const kinds = new Set(r.findings.map((f) => f.kind));
  expect([...kinds].sort()).toEqual(['__xss call', 'dangerous markup', 'request to another origin']);
  console.log(`[xss] negative controls: ${calls.length} calls on a raw page, ${r.calls.length} through the page harness, ${r.findings.length} findings`);
});

test('T23 every sink, every page, with the CSP', async ({ browser }) => {
  await runAll(browser, false, 0);
});

test('T23 every sink, every page, with CSP bypassed (the sanitiser alone)', async ({ browser }) => {
  await runAll(browser, true, 1);
});

test('T23 sinks without a page: stored counts, search answers and HTML, contact mail', async () => {
  const lines: string[] = [];
  for (const [name, s] of corpus.sinks) lines.push(`${name}: ${s.stored.size} stored, ${s.refused.size} refused (${[...s.statuses].map(([k, v]) => `${k}×${v}`).join(' ')})`);
  console.log(`[xss] sinks:\n  ${lines.join('\n  ')}`);
  // A 400 is fine for a too-long or refused value, but most vectors must be stored wherever text can hold them.
  for (const [name, s] of corpus.sinks) {
    if (name === 'article.slug') expect(s.refused.size, 'no vector is a valid slug').toBe(VECTORS.length);
    else expect(s.stored.size, `${name}: vectors stored`).toBeGreaterThan(0);
  }
  for (const name of ['comment', 'reply', 'thread.content', 'forum.reply', 'review.content', 'article.content', 'displayName']) {
    expect(corpus.sinks.get(name)!.stored.size, `${name}: most vectors stored`).toBeGreaterThan(VECTORS.length * 0.9);
  }

  // Search: the server renders the query into the page and the JSON answer; neither may carry it as markup.
  let searched = 0;
  for (const v of VECTORS) {
    const q = wellFormed(fit(v.html, 200));
    const html = await corpus.admin.get(`/search?query=${encodeURIComponent(q)}`);
    expect(html.status, `search page for vector ${v.id}`).toBeLessThan(500);
    if (/[<>]/.test(q)) expect(html.text.includes(q), `vector ${v.id} raw in the search page`).toBe(false);
    const api = await corpus.admin.get(`/_api/search?query=${encodeURIComponent(q)}`);
    expect([200, 400], `search API for vector ${v.id}`).toContain(api.status);
    // JSON data, rendered by React as text (web/features/search/components/highlighted-text.tsx).
    expect(api.body, `search API for vector ${v.id} answers JSON`).not.toBeNull();
    searched += 1;
  }
  const hits = await corpus.admin.get(`/_api/search?query=${encodeURIComponent('xss corpus onerror')}`);
  expect(hits.status).toBe(200);
  expect(hits.text, 'the corpus documents are found (their highlights are what the search pages show)').toContain('xss corpus');

  // Contact: the message goes to the outbox as mail; it must be plain text, or escaped where it is HTML.
  const before = new Set(outbox(dataDir).map((m) => m.file));
  let sent = 0;
  for (const v of VECTORS) {
    const res = await corpus.admin.post('/_api/contact', { name: fit(v.html, 100), email: `xss-contact-${v.id}@example.org`, topic: 'General question', message: `${markerOf(v.id)} ${fit(v.html, 4900)}` });
    expect(res.status, `contact with vector ${v.id}`).toBeLessThan(300);
    sent += 1;
  }
  await expect.poll(() => outbox(dataDir).filter((m) => !before.has(m.file) && /xss-contact-/.test(m.raw)).length, { timeout: 20_000 }).toBe(VECTORS.length);
  const mails = outbox(dataDir).filter((m) => !before.has(m.file) && /xss-contact-/.test(m.raw));
  let htmlParts = 0;
  for (const m of mails) {
    const types = [...m.raw.matchAll(/^Content-Type:\s*([^;\s]+)/gim)].map((x) => x[1]!.toLowerCase());
    expect(types.filter((t) => !/^(text\/plain|multipart\/alternative|multipart\/mixed)$/.test(t)).filter((t) => t !== 'text/html'), `${m.file}: content types`).toEqual([]);
    if (types.includes('text/html')) {
      htmlParts += 1;
      const html = decodeEml(m.raw).split(/Content-Type:\s*text\/html/i)[1] ?? '';
      expect(html.match(/<(script|img|svg|iframe|object|embed|base|meta|style|link|form|math)\b|\son\w+\s*=|(href|src|action)\s*=\s*["']?\s*javascript:/gi), `${m.file}: live markup in the HTML part`).toBeNull();
    }
  }
  console.log(`[xss] search: ${searched} queries as page and JSON; contact: ${sent} messages, ${mails.length} mails in the outbox, ${htmlParts} with an HTML part`);
});
