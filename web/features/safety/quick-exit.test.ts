import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESCAPE_WINDOW_MS, listenForTripleEscape, NEUTRAL_URL, quickExit } from './quick-exit';

/** The Escape ×3 rule: three presses inside the window leave; one (closing a dialog) or slow ones never do. */
describe('quick exit by Escape', () => {
  // A minimal window: Node's EventTarget does not remove capture-phase listeners.
  const listeners = new Set<(e: unknown) => void>();
  vi.stubGlobal('window', {
    addEventListener: (_: string, f: (e: unknown) => void) => listeners.add(f),
    removeEventListener: (_: string, f: (e: unknown) => void) => listeners.delete(f),
  });
  afterEach(() => vi.clearAllMocks());
  const key = (k: string, repeat = false) => listeners.forEach((f) => f({ key: k, repeat }));

  const setup = () => {
    let t = 0;
    const exit = vi.fn();
    const stop = listenForTripleEscape(exit, () => t);
    return { exit, stop, at: (ms: number) => (t = ms) };
  };

  it('three presses within the window leave once; one or two do nothing', () => {
    const { exit, stop, at } = setup();
    key('Escape');
    at(400);
    key('Escape');
    expect(exit).not.toHaveBeenCalled();
    at(900);
    key('Escape');
    expect(exit).toHaveBeenCalledTimes(1);
    stop();
  });

  it('slow presses, other keys and a held key (repeats) do not count', () => {
    const { exit, stop, at } = setup();
    key('Escape');
    at(ESCAPE_WINDOW_MS);
    key('Escape');
    key('Enter');
    key('Escape', true);
    key('Escape', true);
    expect(exit).not.toHaveBeenCalled();
    at(ESCAPE_WINDOW_MS * 3);
    stop();
    key('Escape');
    key('Escape');
    key('Escape');
    expect(exit).not.toHaveBeenCalled();
  });

  it('another key between presses starts the count again (closing the suggestions, typing, closing them again)', () => {
    const { exit, stop, at } = setup();
    key('Escape');
    at(100);
    key('Escape');
    at(200);
    key('m');
    key('e');
    at(300);
    key('Escape');
    expect(exit).not.toHaveBeenCalled();
    at(400);
    key('Escape');
    at(500);
    key('Escape');
    expect(exit).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('quick exit', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A window whose router is at entry `idx` of this visit; `go` records the walk back. */
  function tab(idx: number | null) {
    const popstate = new Set<() => void>();
    const replace = vi.fn();
    const go = vi.fn();
    vi.stubGlobal('document', { body: { hidden: false } });
    vi.stubGlobal('window', {
      location: { replace },
      history: { state: idx === null ? null : { idx }, go },
      addEventListener: (type: string, f: () => void) => type === 'popstate' && popstate.add(f),
      setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
      clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
    });
    return { replace, go, pop: () => popstate.forEach((f) => f()) };
  }

  it('on the first entry of the visit: hides the page and replaces it with the neutral site', () => {
    const t = tab(0);
    quickExit();
    expect((document as unknown as { body: { hidden: boolean } }).body.hidden).toBe(true);
    expect(t.go).not.toHaveBeenCalled();
    expect(t.replace).toHaveBeenCalledWith(NEUTRAL_URL);
  });

  it('deeper in the visit: walks back to its first entry and leaves from there, once, even when the fallback timer fires too', () => {
    vi.useFakeTimers();
    const t = tab(3);
    quickExit();
    expect(t.go).toHaveBeenCalledWith(-3);
    expect(t.replace).not.toHaveBeenCalled();
    t.pop();
    expect(t.replace).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(t.replace).toHaveBeenCalledTimes(1);
  });

  it('when the walk back does not happen, the fallback leaves once after 250 ms, and a late popstate does not leave again', () => {
    vi.useFakeTimers();
    const t = tab(2);
    quickExit();
    vi.advanceTimersByTime(249);
    expect(t.replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(t.replace).toHaveBeenCalledTimes(1);
    t.pop();
    expect(t.replace).toHaveBeenCalledTimes(1);
  });
});
