import { describe, expect, it } from 'vitest';
import { choiceList, labelledChoices } from './choices.js';

describe('choiceList', () => {
  it('names the choices in their order, the last after "or"', () => {
    expect(choiceList(['comment', 'thread', 'reply', 'review'])).toBe('comment, thread, reply or review');
    expect(choiceList(['newest', 'most-reported'])).toBe('newest or most-reported');
    expect(choiceList(['open'])).toBe('open');
    expect(choiceList([])).toBe('');
  });
});

describe('labelledChoices', () => {
  it('takes the set and its order from the labels', () => {
    const { schema, options, labels } = labelledChoices({ b_one: 'B one', a_two: 'A two' });
    expect(options).toEqual(['b_one', 'a_two']);
    expect(schema.parse('a_two')).toBe('a_two');
    expect(schema.safeParse('c').success).toBe(false);
    expect(labels.b_one).toBe('B one');
  });
});
