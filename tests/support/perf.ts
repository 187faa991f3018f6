/**
 * Measuring a first visit on a slow phone (issue 8): the DevTools throttling of a slow 4G phone
 * applied through CDP, then largest contentful paint, cumulative layout shift and the bytes on the
 * wire. Used by tests/e2e/performance.spec.ts, the bench's first-visit row and the fonts experiment.
 *
 * Invariants: call `throttle` on a page of a fresh context (empty cache) BEFORE its first navigation,
 * so every byte of the visit is counted and slowed; read `vitals` once the page is quiet.
 */
import type { BrowserContextOptions, CDPSession, Page } from '@playwright/test';

/** DevTools' "Slow 4G": 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 } as const;
export const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile device (moto g power): 412×823 at 1.75 dppx, touch. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

export interface Vitals {
  path: string;
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number;
  /** What painted it: tag, id or first class, and the start of its text. */
  lcpElement: string;
  /** The largest session window of layout shifts without recent input (the web-vitals definition). */
  cls: number;
  /** Every layout shift, for diagnosing a bad CLS. */
  shifts: { at: number; value: number; sources: string[] }[];
  /** Sum of Network.loadingFinished encodedDataLength: compressed bodies plus headers. */
  bytes: number;
  requests: number;
  /** Bytes per resource type (Document, Script, Stylesheet, Image, Font, Fetch, …). */
  byType: Record<string, number>;
}

export interface Throttled {
  cdp: CDPSession;
  /** Bytes and requests seen since `throttle`. */
  wire(): { bytes: number; requests: number; byType: Record<string, number> };
}

/** Applies slow 4G and a 4× slower CPU to `page` and starts counting bytes on the wire. */
export async function throttle(page: Page): Promise<Throttled> {
  const cdp = await page.context().newCDPSession(page);
  const types = new Map<string, string>();
  const byType: Record<string, number> = {};
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    bytes += e.encodedDataLength;
    requests += 1;
    byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { cdp, wire: () => ({ bytes, requests, byType: { ...byType } }) };
}

type InPage = { lcp: number; element: string; shifts: Vitals['shifts'] };

/**
 * Runs in the page: the buffered LCP and layout-shift entries so far. Plain JavaScript in a string:
 * a function would be transpiled by tsx (the bench) with helper calls that do not exist in the page.
 */
const READ_ENTRIES = `new Promise((resolve) => {
  const describe = (node) => {
    if (!node || !(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const id = node.id ? '#' + node.id : node.classList[0] ? '.' + node.classList[0] : '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + id + (text ? ' "' + text + '"' : '');
  };
  const out = { lcp: 0, element: '(none)', shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { out.lcp = e.startTime; out.element = describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput) out.shifts.push({ at: e.startTime, value: e.value, sources: (e.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Buffered entries arrive in the observers' first callbacks, queued before this timer fires.
  setTimeout(() => resolve(out), 200);
})`;

/** CLS as web-vitals defines it: the worst window of shifts under 1 s apart and at most 5 s long. */
export function clsOf(shifts: { at: number; value: number }[]): number {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last >= 1000 || s.at - first >= 5000) {
      sum = 0;
      first = s.at;
    }
    sum += s.value;
    last = s.at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/**
 * Opens `path` on a throttled page of a fresh context, waits until the network is quiet, and
 * returns its vitals. The page stays open (the caller's context owns it).
 */
export async function visit(page: Page, path: string): Promise<Vitals> {
  const wire = await throttle(page);
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const seen = (await page.evaluate(READ_ENTRIES)) as InPage;
  const { bytes, requests, byType } = wire.wire();
  await wire.cdp.detach().catch(() => undefined);
  return { path, lcpMs: seen.lcp, lcpElement: seen.element, cls: clsOf(seen.shifts), shifts: seen.shifts, bytes, requests, byType };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** One line per page, for the test output and the README. */
export function formatVitals(v: Vitals): string {
  const types = Object.entries(v.byType).sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${kb(n)}`).join(', ');
  return `${v.path}: LCP ${Math.round(v.lcpMs)} ms (${v.lcpElement}), CLS ${v.cls.toFixed(3)}, ${kb(v.bytes)} in ${v.requests} requests [${types}]`;
}

/** The median of the vitals of several visits, by LCP (bytes and CLS of that same visit). */
export function medianByLcp(runs: Vitals[]): Vitals {
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * A run of words from the article's body text (not its title or excerpt, which a shell's meta tags
 * may carry): when the HTML holds it, the server rendered the article.
 */
export function bodyPhrase(contentHtml: string): string {
  const text = contentHtml.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ');
  const run = /[A-Za-z][A-Za-z ,]{40,}/.exec(text)?.[0] ?? text;
  return run.trim().replace(/\s+/g, ' ').split(' ').slice(0, 6).join(' ');
}
