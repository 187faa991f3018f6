import { describe, expect, it } from 'vitest';
import { choiceList } from './choices.js';

describe('choiceList', () => {
  it('names the choices in their order, the last after "or"', () => {
    expect(choiceList(['comment', 'thread', 'reply', 'review'])).toBe('comment, thread, reply or review');
    expect(choiceList(['newest', 'most-reported'])).toBe('newest or most-reported');
    expect(choiceList(['open'])).toBe('open');
    expect(choiceList([])).toBe('');
  });
});
