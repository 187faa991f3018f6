import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Client } from './client.js';
import type { Visit } from './inject.js';

/**
 * SECURITY T23's browser harness: one fresh context per page load, `window.__xss` defined before any
 * page script (every frame), and everything that would betray an execution or an escape recorded:
 * recorder calls, dialogs, popups, requests to another origin, navigations away, CSP violations (with
 * CSP on, a violation means the sanitiser let something through that only the policy stopped), and
 * dangerous markup left in the DOM (on* attributes, script URLs, srcdoc, base, meta refresh).
 */

export type Finding = { visit: string; kind: string; detail: string };

export type VisitResult = { findings: Finding[]; calls: number[]; missing: string[]; elements: number; clicks: number };

const ADULT_NOTICE_KEY = 'osg.adultNoticeAccepted';

/** Controls that change nothing stored: toggles, menus, popovers, 'show more', tabs. */
const SAFE_CONTROL = /show|hide|more|less|menu|share|repl|expand|collapse|open|toggle|details|options|answer|question|read|view|sort|filter|tab|next|prev|page/i;
/** Never pressed: they write, sign out, leave the site or switch modes. */
const RISKY_CONTROL = /delete|remove|log ?out|sign ?out|reject|approve|spam|flag|publish|unpublish|report|vote|helpful|save|send|submit|post|subscribe|confirm|pin|lock|quick exit|discreet|restore|cancel|edit|reveal|export|upload|password|clear|reset|new thread|write/i;

export async function openContext(browser: Browser, baseURL: string, bypassCSP: boolean, who: Visit['as'], admin: Client) {
  const context = await browser.newContext({ baseURL, bypassCSP, viewport: { width: 1280, height: 800 } });
  const cookies = who === 'anon' ? [] : (who === 'admin' ? admin : who).cookies();
  if (cookies.length) await context.addCookies(cookies);
  return context;
}

export async function runVisit(context: BrowserContext, visit: Visit, label: string, origin: string): Promise<VisitResult> {
  const findings: Finding[] = [];
  const calls: number[] = [];
  const add = (kind: string, detail: string) => findings.push({ visit: label, kind, detail });
  await context.exposeBinding('__xssReport', (_src, id: unknown) => {
    calls.push(Number(id));
    add('__xss call', `vector ${String(id)}`);
  });
  await context.exposeBinding('__xssCsp', (_src, v: unknown) => add('CSP violation', String(v)));
  await context.addInitScript((key: string) => {
    const w = window as unknown as { __xssReport?: (id: unknown) => void; __xssCsp?: (v: string) => void };
    Object.defineProperty(window, '__xss', { value: (id: unknown) => void w.__xssReport?.(id), writable: false, configurable: false });
    document.addEventListener('securitypolicyviolation', (e) => void w.__xssCsp?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample}`));
    try {
      if (location.protocol === 'http:') localStorage.setItem(key, 'true');
    } catch {
      /* an opaque-origin frame has no storage */
    }
  }, ADULT_NOTICE_KEY);

  context.on('request', (req) => {
    const url = req.url();
    if (/^(data|blob|about):/i.test(url)) return;
    if (new URL(url).origin !== origin) add('request to another origin', `${req.resourceType()} ${url}`);
  });
  const page = await context.newPage();
  context.on('page', (p) => {
    if (p !== page) add('popup', p.url());
  });
  page.on('dialog', (d) => {
    add('dialog', `${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });

  const res = await page.goto(visit.path, { waitUntil: 'domcontentloaded' });
  if (!res || res.status() >= 400) add('page failed', `${visit.path}: ${res?.status()}`);
  await page.waitForLoadState('load').catch(() => undefined);
  await scrollThrough(page);
  await settle(page);

  for (const q of visit.queries ?? []) await driveUrlState(page, q);

  const missing: string[] = [];
  if (visit.markers.length) {
    // Lazy parts (an article's comments, the admin list) render after their fetch: wait for them, bounded.
    await page
      .waitForFunction((ms) => ms.every((m) => document.body.innerText.includes(m)), visit.markers, { timeout: 15_000, polling: 250 })
      .catch(() => undefined);
    const text = await page.locator('body').innerText();
    for (const m of visit.markers) if (!text.includes(m)) missing.push(m);
  }

  const elements = await hoverAndFocus(page);
  const clicks = await clickControls(page, visit.path);
  await page.waitForTimeout(500);
  for (const f of await scanDom(page)) add('dangerous markup', f);
  const now = new URL(page.url());
  if (now.origin !== origin) add('navigated away', now.href);
  await context.close();
  return { findings, calls, missing, elements, clicks };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 15));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
}

/** The search page's address is its state: each query is pushed as the router would, then rendered. */
async function driveUrlState(page: Page, query: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/_api/search?'), { timeout: 1_500 }).catch(() => undefined);
  await page.evaluate((q) => {
    history.pushState(history.state, '', `/search?query=${encodeURIComponent(q)}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, query);
  await answered;
  await page.waitForTimeout(30);
}

/**
 * Focuses every focusable element, then moves the real mouse over up to `cap` elements of the page,
 * one viewport at a time (one round trip per screenful, not per element).
 */
async function hoverAndFocus(page: Page, cap = 60): Promise<number> {
  const count = await page.evaluate((max) => {
    const all = Array.from(document.querySelectorAll<HTMLElement>('main *, [role=dialog] *, body > *:not(script)'));
    const focusable = all.filter((e) => e.tabIndex >= 0 || e.isContentEditable);
    for (const e of focusable.slice(0, 300)) e.focus({ preventScroll: true });
    (document.activeElement as HTMLElement | null)?.blur();
    const visible = all.filter((e) => e.getClientRects().length > 0);
    const step = Math.max(1, Math.floor(visible.length / max));
    const picked = visible.filter((_, i) => i % step === 0).slice(0, max);
    picked.forEach((e) => e.setAttribute('data-xss-hover', ''));
    return picked.length;
  }, cap);
  for (let y = 0, screens = 0; screens < 30; screens++) {
    const view = await page.evaluate((top) => {
      window.scrollTo(0, top);
      const h = window.innerHeight;
      const boxes = Array.from(document.querySelectorAll('[data-xss-hover]'))
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.top >= 0 && r.top < h && r.left >= 0 && r.width > 0)
        .map((r) => ({ x: r.left + Math.min(r.width / 2, 20), y: r.top + Math.min(r.height / 2, 10) }));
      return { boxes, next: window.scrollY + h, end: window.scrollY + h >= document.documentElement.scrollHeight };
    }, y);
    for (const b of view.boxes) await page.mouse.move(b.x, b.y);
    if (view.end) break;
    y = view.next;
  }
  return count;
}

/** Presses the toggles, menus, popovers and 'show more' controls, and any script-URL link left in the page. */
async function clickControls(page: Page, path: string, cap = 15): Promise<number> {
  const startPath = new URL(path, 'http://x').pathname;
  const n = await page.evaluate(
    ({ safe, risky, max }) => {
      const safeRe = new RegExp(safe, 'i');
      const riskyRe = new RegExp(risky, 'i');
      const label = (e: Element) => `${e.getAttribute('aria-label') ?? ''} ${(e as HTMLElement).innerText ?? e.textContent ?? ''}`.trim();
      const controls = Array.from(document.querySelectorAll('button, [role=button], [role=tab], summary, [aria-expanded], [aria-haspopup]')).filter((e) => {
        const b = e as HTMLButtonElement;
        // A submit button sends a form (a write); outside a form it is only a button.
        if (b.disabled || (b.type === 'submit' && b.form)) return false;
        const text = label(e);
        return !riskyRe.test(text) && (safeRe.test(text) || e.hasAttribute('aria-expanded') || e.localName === 'summary');
      });
      const scriptLinks = Array.from(document.querySelectorAll('a[href], area[href]')).filter((e) => /^\s*(javascript|vbscript|data):/i.test(e.getAttribute('href') ?? ''));
      [...controls.slice(0, max), ...scriptLinks.slice(0, 10)].forEach((e, i) => e.setAttribute('data-xss-click', String(i)));
      return Math.min(controls.length, max) + Math.min(scriptLinks.length, 10);
    },
    { safe: SAFE_CONTROL.source, risky: RISKY_CONTROL.source, max: cap },
  );
  // Pressed in the page (React's handlers and a link's activation both run on a script click), each
  // given a moment to open what it opens; a control that navigates ends the round.
  return page
    .evaluate(
      async ({ count, start }) => {
        let clicked = 0;
        for (let i = 0; i < count; i++) {
          if (location.pathname !== start) break;
          const el = document.querySelector<HTMLElement>(`[data-xss-click="${i}"]`);
          if (!el || !el.isConnected) continue;
          el.click();
          clicked += 1;
          await new Promise((r) => setTimeout(r, 60));
        }
        return clicked;
      },
      { count: n, start: startPath },
    )
    .catch(() => 0);
}

/** Markup the sanitiser must never let through, wherever it ended up in the document. */
async function scanDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const where = (e: Element) => `<${e.localName}${e.id ? `#${e.id}` : ''}> in ${e.closest('[id], main, article, section')?.localName ?? 'body'}`;
    const scriptUrl = /^(javascript|vbscript|data:(text\/html|image\/svg|application))/i;
    for (const e of Array.from(document.querySelectorAll('body *'))) {
      for (const a of Array.from(e.attributes)) {
        const value = a.value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200d\ufeff]/g, '');
        if (/^on/i.test(a.name)) out.push(`${where(e)} has ${a.name}="${a.value.slice(0, 80)}"`);
        else if (/^(href|src|action|formaction|xlink:href|data|poster|background|dynsrc|lowsrc)$/i.test(a.name) && scriptUrl.test(value))
          out.push(`${where(e)} has ${a.name}="${a.value.slice(0, 80)}"`);
        else if (a.name === 'srcdoc') out.push(`${where(e)} has srcdoc`);
      }
      if (/^(base|iframe|frame|frameset|object|embed|portal|applet)$/.test(e.localName)) out.push(`${where(e)} element`);
      if (e.localName === 'meta' && e.hasAttribute('http-equiv')) out.push(`${where(e)} http-equiv`);
      if (e.localName === 'script' && !/^application\/(ld\+)?json$/.test(e.getAttribute('type') ?? '') && !(e as HTMLScriptElement).src) out.push(`${where(e)} inline script: ${e.textContent?.slice(0, 80)}`);
    }
    for (const e of Array.from(document.head.querySelectorAll('base, meta[http-equiv]'))) out.push(`head ${e.outerHTML.slice(0, 120)}`);
    return out;
  });
}
