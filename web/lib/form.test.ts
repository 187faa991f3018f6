import { describe, expect, it } from 'vitest';
import { authMessages as m } from '../../schemas/auth/messages';
import { registerInput } from '../../schemas/auth/commands';
import { fieldErrors, type MatchRule } from './form';

type Key = 'displayName' | 'email' | 'password' | 'confirmPassword' | 'ageConfirmed';
const MATCH: MatchRule<Key>[] = [{ field: 'confirmPassword', sameAs: 'password', message: m.passwordsMismatch }];

describe('fieldErrors', () => {
  it('reports a password mismatch on the first submit, beside every other field error', () => {
    const values = { displayName: '', email: 'nope', password: 'short', confirmPassword: 'other', ageConfirmed: false };
    const errors = fieldErrors<Key>(registerInput, values, MATCH);
    expect(errors).toEqual({
      displayName: m.displayNameTooShort,
      email: m.emailInvalid,
      password: m.passwordTooShort,
      confirmPassword: m.passwordsMismatch,
      ageConfirmed: m.ageRequired,
    });
  });

  it('says nothing about matching fields that match, and nothing at all for valid input', () => {
    const ok = { displayName: 'Quiet Heron', email: 'q@example.org', password: 'Quiet-Heron-5150', confirmPassword: 'Quiet-Heron-5150', ageConfirmed: true };
    expect(fieldErrors<Key>(registerInput, ok, MATCH)).toEqual({});
    expect(fieldErrors<Key>(registerInput, { ...ok, email: '' }, MATCH)).toEqual({ email: m.emailInvalid });
  });
});
