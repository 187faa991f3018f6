import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A browser tab's joint history, as far as a page sees it: entries with their state, the current
 * index, `history.length`, and sessionStorage per tab. A full load starts a new document (the module
 * is loaded afresh, as a page's scripts are); the router's `idx` counts from 0 in each new entry.
 */
function fakeTab() {
  const entries: { url: string; state: Record<string, unknown> | null }[] = [];
  let index = -1;
  const storage = new Map<string, string>();
  const history = {
    get state() {
      return entries[index]!.state;
    },
    get length() {
      return entries.length;
    },
    replaceState: (state: Record<string, unknown>) => (entries[index]!.state = structuredClone(state)),
  };
  vi.stubGlobal('window', { history });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
    clear: () => storage.clear(),
  });
  const push = (url: string, state: Record<string, unknown> | null) => {
    entries.splice(index + 1);
    entries.push({ url, state });
    index = entries.length - 1;
  };
  const page = async () => {
    vi.resetModules();
    const m = await import('./tab-history');
    // The router stamps a new entry with idx 0, and keeps the state of a reloaded one.
    if (typeof history.state?.idx !== 'number') history.replaceState({ ...history.state, idx: 0 });
    m.recordTabEntry();
    return m;
  };
  return {
    storage,
    /** A full load of one of our pages in a new entry (a link from a server-rendered page, an address typed). */
    load: (url: string) => {
      push(url, null);
      return page();
    },
    /** Another site's page. */
    visitElsewhere: (url: string) => push(url, null),
    reload: () => page(),
    /** The router's in-app navigation, then its effect. */
    navigate: (m: typeof import('./tab-history'), url: string) => {
      push(url, { idx: (history.state!.idx as number) + 1, key: url });
      m.recordTabEntry();
    },
    back: (n: number) => (index -= n),
    url: (at: number) => entries[at]!.url,
  };
}

describe('tab history (quick exit walks back to the first entry of ours)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts across full loads and reloads, where the router restarts at 0', async () => {
    const tab = fakeTab();
    tab.visitElsewhere('https://search.example/');
    let m = await tab.load('/articles');
    tab.navigate(m, '/forum');
    m = await tab.load('/privacy');
    tab.navigate(m, '/about');
    m = await tab.reload();
    // Entries: search(0), /articles(1), /forum(2), /privacy(3), /about(4); the router's idx here is 1.
    expect(m.walkToFirstEntry()).toEqual({ steps: 3, inDocument: false });
    tab.navigate(m, '/contact');
    expect(m.walkToFirstEntry()).toEqual({ steps: 4, inDocument: false });
  });

  it('within one document the walk ends there (a popstate, no load)', async () => {
    const tab = fakeTab();
    const m = await tab.load('/');
    tab.navigate(m, '/forum');
    tab.navigate(m, '/privacy');
    expect(m.walkToFirstEntry()).toEqual({ steps: 2, inDocument: true });
  });

  it('covers our pages before a visit to another site in the same tab', async () => {
    const tab = fakeTab();
    let m = await tab.load('/articles');
    tab.visitElsewhere('https://other.example/');
    m = await tab.load('/forum');
    expect(m.walkToFirstEntry().steps).toBe(2);
  });

  it('a push of ours before the recorded first entry starts the count there (the later entries are gone)', async () => {
    const tab = fakeTab();
    tab.visitElsewhere('https://search.example/');
    tab.visitElsewhere('https://search.example/?page=2');
    let m = await tab.load('/articles');
    m = await tab.load('/forum');
    tab.back(3);
    m = await tab.load('/privacy');
    expect(m.walkToFirstEntry().steps).toBe(0);
    m = await tab.load('/about');
    expect(m.walkToFirstEntry().steps).toBe(1);
  });

  it('stamping again (StrictMode, a second effect run) changes nothing', async () => {
    const tab = fakeTab();
    const m = await tab.load('/');
    tab.navigate(m, '/forum');
    m.recordTabEntry();
    m.recordTabEntry();
    expect(m.walkToFirstEntry().steps).toBe(1);
    expect(tab.storage.get('osg:first-entry')).toBe('0');
  });

  it('the exit forgets the record; the mark of a walk under way is spent once, and only when fresh', async () => {
    const tab = fakeTab();
    const m = await tab.load('/');
    m.markLeaving(1_000);
    expect(m.landedByQuickExit(2_000)).toBe(true);
    expect(m.landedByQuickExit(2_000)).toBe(false);
    m.markLeaving(1_000);
    expect(m.landedByQuickExit(60_000)).toBe(false);
    m.forgetTab();
    expect(tab.storage.size).toBe(0);
  });
});
