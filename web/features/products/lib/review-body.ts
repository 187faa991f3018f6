import type { FieldErrors } from '../../../lib/form';
import type { SubmitReviewBody } from '../api/submit-review';

/** The review form's state: every rating starts at 0 (not rated); `ratings` by criterion id. */
export type ReviewValues = { title: string; content: string; pros: string; cons: string; overallRating: number; ratings: Record<number, number> };
export type ReviewErrors = FieldErrors<'title' | 'content' | 'pros' | 'cons' | 'overallRating' | 'detailedRatings'>;

export const EMPTY_REVIEW: ReviewValues = { title: '', content: '', pros: '', cons: '', overallRating: 0, ratings: {} };

/**
 * What is sent (and checked against the server's own schema first): blank pros/cons as null, and
 * only the criteria the member rated, in the order they were shown (0 = not rated).
 */
export function reviewBody(productId: number, v: ReviewValues, criteriaOrder: readonly number[] = []): SubmitReviewBody {
  const ids = [...criteriaOrder, ...Object.keys(v.ratings).map(Number).filter((id) => !criteriaOrder.includes(id))];
  return {
    productId,
    title: v.title,
    content: v.content,
    pros: v.pros.trim() ? v.pros : null,
    cons: v.cons.trim() ? v.cons : null,
    overallRating: v.overallRating,
    detailedRatings: ids.filter((id) => (v.ratings[id] ?? 0) > 0).map((criteriaId) => ({ criteriaId, rating: v.ratings[criteriaId]! })),
  };
}
