import { describe, expect, it } from 'vitest';
import { submitReviewInput } from '../../../../schemas/products/commands';
import { productMessages as m } from '../../../../schemas/products/messages';
import { fieldErrors } from '../../../lib/form';
import { EMPTY_REVIEW, reviewBody, type ReviewErrors, type ReviewValues } from './review-body';

const check = (v: ReviewValues, order: number[] = [3, 1]) => fieldErrors<keyof ReviewErrors>(submitReviewInput, reviewBody(9, v, order));

const valid: ReviewValues = {
  title: 'Quiet and strong',
  content: 'Lasted a whole month of daily use and cleans up in seconds.',
  pros: 'Quiet',
  cons: '   ',
  overallRating: 4,
  ratings: { 1: 5, 3: 4 },
};

describe('the review form: what it sends and what it refuses before sending (SPEC 5)', () => {
  it('sends only rated criteria in the order shown, and blank pros/cons as null', () => {
    expect(reviewBody(9, { ...valid, ratings: { 1: 5, 2: 0, 3: 4 } }, [3, 2, 1])).toEqual({
      productId: 9,
      title: valid.title,
      content: valid.content,
      pros: 'Quiet',
      cons: null,
      overallRating: 4,
      detailedRatings: [
        { criteriaId: 3, rating: 4 },
        { criteriaId: 1, rating: 5 },
      ],
    });
    expect(check(valid)).toEqual({});
  });

  it('starts every rating at 0, which is refused with the spec messages', () => {
    const errors = check(EMPTY_REVIEW);
    expect(errors).toEqual({
      title: m.titleTooShort,
      content: m.contentTooShort,
      overallRating: m.overallRating,
      detailedRatings: m.detailedRatingsRequired,
    });
  });

  it('refuses texts outside their lengths', () => {
    expect(check({ ...valid, title: 'x'.repeat(101) }).title).toBe(m.titleTooLong);
    expect(check({ ...valid, title: '  ab  ' }).title).toBe(m.titleTooShort);
    expect(check({ ...valid, content: 'y'.repeat(5001) }).content).toBe(m.contentTooLong);
    expect(check({ ...valid, pros: 'p'.repeat(501) }).pros).toBe(m.prosTooLong);
    expect(check({ ...valid, cons: 'c'.repeat(501) }).cons).toBe(m.consTooLong);
    expect(check({ ...valid, pros: 'p'.repeat(500), cons: 'c'.repeat(500) })).toEqual({});
  });
});
