import { describe, expect, it } from 'vitest';
import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { newsletterEmail } from '../../../../schemas/newsletter/queries';
import { newsletterKeys } from '../api/keys';
import { defaultSelection, firstError, isValidEmail, toggleId, validateSignup } from './signup';
import { isOwnAddress, statusBadge } from './status';
import { readParam, withoutParam } from '../../../lib/url-token';

const ADDRESSES = [
  'reader@example.org',
  ' Reader.Name+news@Example.co.uk ',
  "o'brien@example.ie",
  'a@b.co',
  'no-at-sign.example.org',
  'two@@example.org',
  'reader@example',
  'reader@.example.org',
  '.reader@example.org',
  'reader..x@example.org',
  'reader@example.o',
  '',
  '   ',
  `${'x'.repeat(250)}@example.org`,
];

describe('the signup form checks (SPEC 5)', () => {
  it('accepts and refuses exactly the addresses the server schema does', () => {
    for (const a of ADDRESSES) expect(isValidEmail(a), JSON.stringify(a)).toBe(newsletterEmail.safeParse(a).success);
  });

  it('gives the three messages, in the form order', () => {
    const errors = validateSignup({ email: 'nope', categoryIds: [], privacy: false });
    expect(errors).toEqual({ email: m.formEmail, categories: m.formCategory, privacy: m.formPrivacy });
    expect(errors.email).toBe('Please enter a valid email address.');
    expect(errors.categories).toBe('Please select at least one category.');
    expect(errors.privacy).toBe('You must agree to the privacy policy.');
    expect(firstError(errors)).toBe('email');
    expect(firstError(validateSignup({ email: 'a@b.co', categoryIds: [], privacy: false }))).toBe('categories');
    expect(firstError(validateSignup({ email: 'a@b.co', categoryIds: [1], privacy: false }))).toBe('privacy');
    expect(validateSignup({ email: 'a@b.co', categoryIds: [1], privacy: true })).toEqual({});
  });

  it('preselects the default categories and toggles in the categories order', () => {
    const cats = [{ id: 3, isDefault: true }, { id: 1, isDefault: false }, { id: 2, isDefault: true }];
    expect(defaultSelection(cats)).toEqual([3, 2]);
    expect(defaultSelection([])).toEqual([]);
    const order = cats.map((c) => c.id);
    expect(toggleId([3, 2], 1, true, order)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1, 2], 3, false, order)).toEqual([1, 2]);
    expect(toggleId([2], 2, true, order)).toEqual([2]);
  });
});

describe('the preferences manager helpers', () => {
  it('green badge for subscribed only, red with the status words otherwise', () => {
    expect(statusBadge('subscribed')).toEqual({ label: 'Subscribed', tone: 'success' });
    expect(statusBadge('pending')).toEqual({ label: 'Pending confirmation', tone: 'danger' });
    expect(statusBadge('unsubscribed')).toEqual({ label: 'Unsubscribed', tone: 'danger' });
  });

  it('treats an address as the member own one whatever its case and spaces, and nothing as nobody', () => {
    expect(isOwnAddress(' Member@Example.com ', 'member@example.com')).toBe(true);
    expect(isOwnAddress('other@example.com', 'member@example.com')).toBe(false);
    expect(isOwnAddress('member@example.com', null)).toBe(false);
    expect(isOwnAddress('', '')).toBe(false);
  });
});

describe('emailed link tokens', () => {
  it('reads the token and removes it from the address, keeping the rest', () => {
    expect(readParam('?token=abc', 'token')).toBe('abc');
    expect(readParam('?token=%20', 'token')).toBeNull();
    expect(readParam('', 'token')).toBeNull();
    expect(withoutParam('https://osg.example/newsletter?token=abc', 'token')).toBe('/newsletter');
    expect(withoutParam('https://osg.example/newsletter?x=1&token=abc#manage', 'token')).toBe('/newsletter?x=1#manage');
    expect(withoutParam('https://osg.example/newsletter?x=1', 'token')).toBeNull();
  });
});

describe('query keys', () => {
  it('are plain data the server can fill', () => {
    expect(newsletterKeys.categories()).toEqual(['newsletter', 'categories']);
  });
});
