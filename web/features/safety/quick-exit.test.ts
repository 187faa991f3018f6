import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESCAPE_WINDOW_MS, listenForTripleEscape } from './quick-exit';

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
