import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { bodyPhrase, formatVitals, medianByLcp, PHONE, visit, type Vitals } from '../support/perf';

/*
 * Issue 8's targets for a first visit on a slow phone (DevTools slow 4G: 1.6 Mbit/s, 150 ms RTT,
 * 4× CPU; Lighthouse's moto g power screen), each page visited PERF_RUNS times (default 3) in a
 * fresh context and judged on the median visit by LCP. The 18+ notice is NOT pre-accepted: a
 * reader from a search engine sees it, so it is part of the first visit.
 * Serial, one visit at a time: the numbers mean nothing if our own visits compete for the CPU.
 */
test.describe.configure({ mode: 'serial' });

const ARTICLE_SLUG = 'hpv-and-the-hpv-vaccine-what-adults-should-know';
const PAGES = { home: '/', list: '/articles', article: `/articles/${ARTICLE_SLUG}` } as const;
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
/*
 * Issue 27's targets, each page's own: the article under 1.25 s, home and list under Ghost's 1.39 s and
 * 1.32 s on the same profile. Medians measured on the 2-core host after the shell's stylesheet was
 * inlined: article 652-936 ms, / 712-1,048 ms, /articles 728-872 ms.
 */
const LCP_MS = { home: 1390, list: 1320, article: 1250 } as const;
const CLS_MAX = 0.05;
const ARTICLE_BYTES = 120 * 1024;

const measured = new Map<string, Vitals>();

async function measure(browser: Browser, request: APIRequestContext, baseURL: string, path: string): Promise<Vitals> {
  // The server renders a page once after a change and serves it from its cache, compressed as small
  // as brotli goes, to every reader after that; the one render's answer is compressed on the fly
  // (about 1.5 KB more for an article since its stylesheet is inline). A reader's first visit means
  // the browser's cache is empty, not the server's: one untimed request renders the page first, and
  // the visits start once the cached copy's brotli 11 (made on the thread pool after that answer) is in.
  await request.get(path);
  await new Promise((done) => setTimeout(done, 1000));
  const runs: Vitals[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(`console: ${m.text()}`)));
    try {
      runs.push(await visit(page, path));
    } finally {
      await context.close();
    }
    console.log(`perf run ${i + 1}/${RUNS} ${formatVitals(runs.at(-1)!)}`);
    // A hydration mismatch (React #418) shows here: the client then throws the server's HTML away.
    expect(errors, `errors during the throttled visit of ${path}`).toEqual([]);
  }
  return medianByLcp(runs);
}

let rendered: { ok: boolean; reason: string } | undefined;

/** Whether the article's HTML already holds its body text (server rendering has landed). */
async function serverRendered(request: APIRequestContext) {
  if (rendered) return rendered;
  const json = (await (await request.get(`/_api/articles/article?slug=${ARTICLE_SLUG}`)).json()) as { article: { content: string } };
  const phrase = bodyPhrase(json.article.content);
  const html = (await (await request.get(PAGES.article)).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const ok = html.includes(phrase);
  rendered = { ok, reason: ok ? '' : `the article's HTML does not hold its text yet ("${phrase}" missing): not server-rendered, so LCP and bytes cannot meet the target` };
  return rendered;
}

// Every page is measured before any target is judged, so one failed target cannot hide another
// page's numbers (serial mode skips what follows a failure); each target test covers all pages.
for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} (${path}): first visit on a slow 4G phone`, async ({ browser, request, baseURL }) => {
    test.setTimeout(60_000 * RUNS);
    const v = await measure(browser, request, baseURL!, path);
    measured.set(name, v);
    console.log(`perf median ${formatVitals(v)}`);
    expect(v.lcpMs, 'an LCP entry was recorded').toBeGreaterThan(0);
    expect(v.bytes, 'bytes were counted').toBeGreaterThan(0);
  });
}

test(`every page: cumulative layout shift under ${CLS_MAX}`, () => {
  for (const [name, v] of measured) {
    const shifts = v.shifts.map((s) => `${s.value.toFixed(3)} at ${Math.round(s.at)} ms by ${s.sources.join(' + ')}`);
    expect.soft(v.cls, `${name} ${v.path}: layout shifts: ${shifts.join('; ') || 'none'}`).toBeLessThan(CLS_MAX);
  }
  expect(measured.size).toBe(Object.keys(PAGES).length);
});

test(`every page: largest contentful paint under its target (${Object.entries(LCP_MS).map(([p, t]) => `${p} ${t} ms`).join(', ')})`, async ({ request }) => {
  const ssr = await serverRendered(request);
  if (!ssr.ok) console.log(`perf: LCP is fixme: ${ssr.reason}`);
  test.fixme(!ssr.ok, ssr.reason);
  for (const [name, v] of measured) expect.soft(v.lcpMs, `${name}: ${formatVitals(v)}`).toBeLessThan(LCP_MS[name as keyof typeof LCP_MS]);
  expect(measured.size).toBe(Object.keys(PAGES).length);
});

test(`article: first visit under ${ARTICLE_BYTES / 1024} KB on the wire`, async ({ request }) => {
  const ssr = await serverRendered(request);
  if (!ssr.ok) console.log(`perf: article bytes are fixme: ${ssr.reason}`);
  test.fixme(!ssr.ok, ssr.reason);
  const v = measured.get('article')!;
  // A failure, not a fixme: a chunk that drags another section's code or styles onto the article
  // (the way a shared module can be captured by a section's chunk group in vite.config.ts) must show.
  expect(v.bytes, formatVitals(v)).toBeLessThan(ARTICLE_BYTES);
});
