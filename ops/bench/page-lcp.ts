/**
 * Issue 27's page rows: the largest contentful paint of the article, the home page and the article
 * list on the throttled phone of tests/e2e/performance.spec.ts (slow 4G, 4× CPU, 412×823, Debian's
 * Chromium), next to the bare Koa server's one-paragraph page (server-process.ts /bare/page), the
 * floor of that profile: one round trip, one paint, no script.
 *
 * Each page is visited BENCH_LCP_RUNS times (default 3) in a fresh context, the pages in turn
 * (bare, article, home, list, bare, ...), so a change in the machine's load hits every page alike;
 * the median counts, with the CLS and bytes of that visit.
 */
import { chromium } from '@playwright/test';
import { medianByLcp, PHONE, visit, type Vitals } from '../../tests/support/perf.js';
import { kb, ratio, type Row } from './report.js';

export const LCP_TARGETS_MS = { article: 1250, home: 1390, list: 1320 } as const;
const CLS_MAX = 0.05;

export interface LcpPage {
  name: keyof typeof LCP_TARGETS_MS;
  path: string;
}

/** Median vitals per page; the bare page is visited on `bareUrl`, the others on `appUrl`. */
async function measure(appUrl: string, bareUrl: string, pages: readonly LcpPage[], runs: number, progress: (m: string) => void) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const seen = new Map<string, Vitals[]>();
  const targets = [{ name: 'bare', url: bareUrl, path: '/bare/page' }, ...pages.map((p) => ({ ...p, url: appUrl }))];
  try {
    for (let i = 0; i < runs; i++) {
      progress(`largest contentful paint, round ${i + 1} of ${runs}: ${targets.map((t) => t.name).join(', ')}`);
      for (const t of targets) {
        const context = await browser.newContext({ ...PHONE, baseURL: t.url });
        try {
          seen.set(t.name, [...(seen.get(t.name) ?? []), await visit(await context.newPage(), t.path)]);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return new Map([...seen].map(([name, vs]) => [name, { median: medianByLcp(vs), all: vs.map((v) => Math.round(v.lcpMs)) }]));
}

export async function lcpRows(appUrl: string, bareUrl: string, pages: readonly LcpPage[], progress: (m: string) => void): Promise<{ rows: Row[]; notes: string[] }> {
  const runs = Math.max(1, Number(process.env.BENCH_LCP_RUNS ?? 3));
  const medians = await measure(appUrl, bareUrl, pages, runs, progress);
  const bare = medians.get('bare')!.median;
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const p of pages) {
    const { median: v, all } = medians.get(p.name)!;
    const target = LCP_TARGETS_MS[p.name];
    const pass = v.lcpMs < target && v.cls < CLS_MAX;
    rows.push({
      measurement: `${p.name} ${p.path.length > 24 ? `${p.path.slice(0, 24)}…` : p.path}, LCP on a slow 4G phone, median of ${runs}`,
      result: `${Math.round(v.lcpMs)} ms (${all.join(', ')}), CLS ${v.cls.toFixed(3)}, ${kb(v.bytes)} ${pass ? 'PASS' : 'FAIL'}`,
      baseline: `bare one-paragraph page ${Math.round(bare.lcpMs)} ms; target < ${target} ms, CLS < ${CLS_MAX}`,
      ratio: ratio(v.lcpMs, bare.lcpMs),
      data: { figure: v.lcpMs, unit: 'ms', p50: v.lcpMs, reference: bare.lcpMs, ratio: v.lcpMs / bare.lcpMs, target: `< ${target} ms, CLS < ${CLS_MAX}`, pass },
    });
    notes.push(`${p.name}: LCP element ${v.lcpElement}, ${v.requests} requests`);
  }
  return { rows, notes };
}
