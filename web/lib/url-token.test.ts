import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeUrlParam } from './url-token';

/** A window at `href` whose router state carries `key`; replaceState moves the address. */
function at(href: string, key: string) {
  let url = new URL(href);
  const state = { idx: 0, key };
  const replaceState = vi.fn((_: unknown, __: string, next: string) => (url = new URL(next, url)));
  vi.stubGlobal('window', {
    history: { state, replaceState },
    location: {
      get href() {
        return url.href;
      },
      get search() {
        return url.search;
      },
      get pathname() {
        return url.pathname;
      },
    },
  });
  return { replaceState, href: () => url.href };
}

describe('takeUrlParam (an emailed link\'s token)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the token out of the address, and a second run on the same entry (StrictMode) reads the same token', () => {
    const w = at('https://site.test/register/confirm?token=abc&x=1#top', 'k1');
    expect(takeUrlParam('token')).toBe('abc');
    expect(w.href()).toBe('https://site.test/register/confirm?x=1#top');
    expect(takeUrlParam('token')).toBe('abc');
    expect(w.replaceState).toHaveBeenCalledTimes(1);
  });

  it('another entry of the same path (a new visit) does not see an earlier token', () => {
    at('https://site.test/newsletter/confirm?token=first', 'k2');
    expect(takeUrlParam('token')).toBe('first');
    at('https://site.test/newsletter/confirm', 'k3');
    expect(takeUrlParam('token')).toBeNull();
  });

  it('a blank or missing token is null', () => {
    at('https://site.test/newsletter/unsubscribe?token=%20', 'k4');
    expect(takeUrlParam('token')).toBeNull();
    expect(takeUrlParam('token')).toBeNull();
    at('https://site.test/newsletter/unsubscribe', 'k5');
    expect(takeUrlParam('token')).toBeNull();
  });
});
