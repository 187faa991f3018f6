import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as field from '../../../ui/field.css';
import { Pager } from '../../../ui/pager';
import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import { Alert } from '../../../ui/alert';
import type { ReviewViewer } from '../api/keys';
import { useReviews } from '../api/get-reviews';
import type { Product, ReviewSortBy } from '../api/types';
import { productPath, REVIEW_SORTS } from '../lib/product-params';
import { CriteriaBars } from './criteria-bars';
import { ReviewArea, type ProductReader } from './review-area';
import { ReviewCard } from './review-card';
import * as styles from './product-reviews.css';
import { EmptyState } from '../../../ui/states';

type ProductReviewsProps = {
  product: Product;
  reader: ProductReader;
  viewer: ReviewViewer;
  sortBy: ReviewSortBy;
  page: number;
};

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className={styles.skeleton}>
      <SkeletonLines lines={['block', 'block']} />
    </div>
  );
}

/**
 * The product's rating breakdown (per-criterion averages as bars), the review form area and the
 * reviews, sorted by `sortBy` and paged by `page` (both in the address, so a page of reviews can be
 * linked and is rendered by the server).
 */
export function ProductReviews({ product, reader, viewer, sortBy, page }: ProductReviewsProps) {
  const navigate = useNavigate();
  const id = useId();
  const list = useReviews({ productId: product.id, sortBy, page }, viewer);
  const [reviewedHere, setReviewedHere] = useState(false);
  const reviews = list.data?.reviews ?? [];
  const isOwn = (authorId: number | null) => viewer !== null && authorId !== null && String(authorId) === String(viewer);
  const reviewed = reviewedHere || reviews.some((r) => isOwn(r.authorId));
  const total = list.data?.pagination.total ?? product.reviewCount;

  // Another page of reviews brings the list's heading into view (not on the first render).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-breakdown`}>
        <h2 id={`${id}-breakdown`} className={styles.heading}>Ratings Breakdown</h2>
        {list.data ? <CriteriaBars averages={list.data.statistics.averageRatingsPerCriteria} /> : null}
        {list.isPending ? <Skeleton shape="block" /> : null}
      </section>
      <section id="reviews" className={styles.section} aria-labelledby={`${id}-reviews`}>
        <div className={styles.bar}>
          <h2 id={`${id}-reviews`} ref={heading} className={styles.heading} tabIndex={-1}>
            {`Reviews (${total.toLocaleString('en-US')})`}
          </h2>
          {total > 1 ? (
            <div className={styles.sort}>
              <label htmlFor={`${id}-sort`} className={styles.sortLabel}>Sort reviews</label>
              <select
                id={`${id}-sort`}
                className={`${field.input()} ${styles.select}`}
                value={sortBy}
                onChange={(e) => navigate(productPath(product.id, { sortBy: e.target.value as ReviewSortBy }), { replace: true, preventScrollReset: true })}
              >
                {REVIEW_SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
              </select>
            </div>
          ) : null}
        </div>
        <ReviewArea product={product} reader={reader} reviewed={reviewed} onReviewed={() => setReviewedHere(true)} />
        {list.isPending ? <ReviewsSkeleton /> : null}
        {list.isError ? <Alert tone="error">{`Error loading reviews: ${list.error.message}`}</Alert> : null}
        {list.data && reviews.length === 0 ? (
          <EmptyState tone="filled">{total === 0 ? 'No reviews yet. Be the first to share your experience!' : 'There are no reviews on this page.'}</EmptyState>
        ) : null}
        {reviews.length > 0 ? (
          <ol className={styles.list} aria-label="Reviews" aria-busy={list.isPlaceholderData || undefined}>
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} productId={product.id} reader={reader} own={isOwn(r.authorId)} />
              </li>
            ))}
          </ol>
        ) : null}
        {list.data ? (
          <Pager page={list.data.pagination.page} totalPages={list.data.pagination.totalPages} href={(p) => productPath(product.id, { sortBy, page: p })} />
        ) : null}
      </section>
    </>
  );
}
