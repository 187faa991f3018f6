import { existsSync } from 'node:fs';
import { runLighthouse, type Score } from '../lighthouse.js';
import { ARTICLE_SLUG } from './pages.js';
import type { Row } from './report.js';
import { startServer, type RunningServer } from './servers.js';

/**
 * The front-end rows (issue 14): Lighthouse (npm `lighthouse`, mobile preset with its simulated
 * throttling, Debian's Chromium; ops/lighthouse.ts runLighthouse) on /, an article and a forum
 * thread of the seeded site with the built client (BENCH_SITE=1). Reference in the same run: the
 * same Lighthouse on the bare Koa server's one-paragraph page (server-process.ts /bare/page), which
 * shows what this machine scores when the page costs nothing. Targets: performance 95 or more,
 * accessibility 100. When Lighthouse cannot run, the rows say why instead of failing the bench.
 */

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100 };

export interface LighthouseSpec {
  progress(msg: string): void;
}

/** The first thread of the first forum category that has one. */
async function firstThread(url: string): Promise<number> {
  const cats = (await (await fetch(`${url}/_api/forum/categories`)).json()) as { json?: { id: number; threadCount: number }[] };
  for (const c of cats.json ?? []) {
    if (!c.threadCount) continue;
    const list = (await (await fetch(`${url}/_api/forum/threads?categoryId=${c.id}`)).json()) as { threads?: { id: number }[] };
    const t = list.threads?.[0];
    if (t) return t.id;
  }
  throw new Error('no forum thread on the seeded site');
}

const CATEGORIES = ['performance', 'accessibility'] as const;

function notRun(pages: string[], why: string): { rows: Row[]; notes: string[] } {
  const rows = pages.flatMap((page) =>
    CATEGORIES.map(
      (c): Row => ({
        measurement: `Lighthouse ${c}, ${page}`,
        result: `not run: ${why}`,
        baseline: 'n/a',
        ratio: 'n/a',
        data: { figure: null, unit: 'score', reference: null, ratio: null, target: `>= ${LIGHTHOUSE_TARGETS[c]}`, pass: false },
      }),
    ),
  );
  return { rows, notes: [`lighthouse: not run: ${why}`] };
}

export async function lighthouseRows(spec: LighthouseSpec): Promise<{ rows: Row[]; notes: string[] }> {
  const { progress } = spec;
  const labels = ['/', 'an article', 'a forum thread'];
  if (!existsSync('dist/web/index.html')) return notRun(labels, 'dist/web is not built (npm run build:web)');
  if (!existsSync('/usr/bin/chromium')) return notRun(labels, 'no /usr/bin/chromium (apt-get install chromium)');
  const servers: RunningServer[] = [];
  try {
    progress('lighthouse: starting the app (seeded site, built client) and the bare Koa server');
    const [app, bare] = await Promise.all([startServer('app', { BENCH_SITE: '1' }), startServer('bare')]);
    servers.push(app, bare);
    const pages = ['/', `/articles/${ARTICLE_SLUG}`, `/forum/${await firstThread(app.url)}`];
    // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a loaded machine: one retry per page.
    const failed = new Map<string, string>();
    const measure = async (base: string, page: string): Promise<Score | undefined> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return (await runLighthouse(base, [page]))[0];
        } catch (err) {
          const why = (err as Error).message.split('\n')[0] ?? String(err);
          if (attempt >= 2) {
            failed.set(page, why);
            return undefined;
          }
          progress(`lighthouse: ${page} failed (${why}), once more`);
        }
      }
    };
    progress('lighthouse: the bare page (reference)');
    const ref = await measure(bare.url, '/bare/page');
    const scores: Score[] = [];
    const rows: Row[] = [];
    for (const p of pages) {
      progress(`lighthouse: ${p}`);
      const s = await measure(app.url, p);
      if (s) scores.push(s);
      else rows.push(...notRun([p], `Lighthouse failed twice: ${failed.get(p)}`).rows);
    }
    for (const s of scores)
      for (const c of CATEGORIES) {
        const figure = s[c];
        const reference = ref?.[c] ?? null;
        const pass = figure >= LIGHTHOUSE_TARGETS[c];
        rows.push({
          measurement: `Lighthouse ${c}, ${s.page}`,
          result: `${figure}${c === 'performance' ? ` (LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)})` : ''}`,
          baseline: reference === null ? `n/a (the bare page failed: ${failed.get('/bare/page')})` : `bare one-paragraph page ${reference}`,
          ratio: `${reference ? (figure / reference).toFixed(2) : 'n/a'} (target ≥ ${LIGHTHOUSE_TARGETS[c]}) ${pass ? 'PASS' : 'FAIL'}`,
          data: { figure, unit: 'score', reference, ratio: reference ? figure / reference : null, target: `>= ${LIGHTHOUSE_TARGETS[c]}`, pass },
        });
      }
    const notes = [
      `lighthouse ${scores[0]?.version ?? '?'}: mobile preset, simulated throttling (slow 4G, 4× CPU), one fresh headless Chromium (/usr/bin/chromium) per page, pages of the seeded site with the built client (dist/web); the scores move with the machine's load (the reference page shows the floor: ${ref ? `performance ${ref.performance}, accessibility ${ref.accessibility}` : 'n/a'}).`,
      ...scores.flatMap((s) => [`lighthouse ${s.page}: ${(s.bytes / 1024).toFixed(1)} KB transferred`, ...s.warnings.map((w) => `lighthouse ${s.page}: ${w}`)]),
      ...(ref?.warnings ?? []).map((w) => `lighthouse reference: ${w}`),
      ...[...failed].map(([page, why]) => `lighthouse: ${page} not measured: ${why}`),
    ];
    return { rows, notes };
  } catch (err) {
    return notRun(labels, (err as Error).message.split('\n')[0] ?? String(err));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
