import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnState, safeReturnPath } from './return-path';

const ORIGIN = 'https://osg.example';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/profile/settings?tab=security', ORIGIN)).toBe('/profile/settings?tab=security');
    expect(safeReturnPath('/articles/a-slug#comments-title', ORIGIN)).toBe('/articles/a-slug#comments-title');
  });

  it.each([
    ['an absolute URL', 'https://evil.test/'],
    ['a same-origin absolute URL', `${ORIGIN}/profile`],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash', '/\\evil.test'],
    ['a backslash later on', '/a\\..\\\\evil.test'],
    ['a tab that the parser drops', '/\t/evil.test'],
    ['a newline', '/\n/evil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['an empty string', ''],
    ['the login page itself', '/login?x=1'],
    ['the sign-up page', '/register'],
    ['a non-string', { from: '/x' }],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBeNull();
  });

  it('reads the path back out of router state built by returnState', () => {
    const state = returnState({ pathname: '/articles/x', search: '?a=1', hash: '' });
    expect(returnPathFrom(state, ORIGIN)).toBe('/articles/x?a=1');
    expect(returnPathFrom(null, ORIGIN)).toBeNull();
    expect(returnPathFrom({ from: '//evil.test' }, ORIGIN)).toBeNull();
  });
});
