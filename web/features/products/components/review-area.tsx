import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { productMessages as m } from '../../../../schemas/products/messages';
import { returnState } from '../../../lib/return-path';
import { Alert } from '../../../ui/alert';
import { ButtonLink, FormToggle } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SkeletonLines } from '../../../ui/skeleton';
import type { Product } from '../api/types';
import * as styles from './review-area.css';

/** The form (and with it zod and the form helpers) loads when a member opens it, never for a reader. */
const loadForm = () => import('./review-form');
const ReviewForm = lazy(() => loadForm().then((mod) => ({ default: mod.ReviewForm })));

/** Who reads a product page, as its signed-in parts need it ('loading' on the server and while hydrating). */
export type ProductReader = 'loading' | 'anonymous' | 'member';

type ReviewAreaProps = {
  product: Pick<Product, 'id' | 'name' | 'category'>;
  reader: ProductReader;
  /** The member's review of this product is known (on the page shown, or sent from this page). */
  reviewed: boolean;
  onReviewed: () => void;
};

function FormSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading the review form">
      <SkeletonLines lines={['third', 'block', 'half']} />
    </div>
  );
}

/**
 * SPEC 2: anonymous readers are told 'Please log in to write a review.' with a Log In link that brings
 * them back; members open the form with 'Write a Review' (it closes on success). One review per
 * member: once theirs is known the form gives way to a note.
 */
export function ReviewArea({ product, reader, reviewed, onReviewed }: ReviewAreaProps) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const location = useLocation();

  return (
    <section className={styles.area} aria-label="Write a review" aria-busy={reader === 'loading' || undefined}>
      {reader === 'anonymous' ? (
        <Card tone="teal" className={styles.bar}>
          <p className={styles.prompt}>{m.signInToReview}</p>
          <ButtonLink to="/login" state={returnState(location)}>Log In</ButtonLink>
        </Card>
      ) : null}
      {reader === 'member' && reviewed ? (
        <Alert tone="success" live={false}>You have reviewed this product. Thank you for sharing your experience!</Alert>
      ) : null}
      {reader === 'member' && !reviewed ? (
        <>
          <Card tone="teal" className={styles.bar}>
            <p className={styles.prompt}>{`Have you used ${product.name}? Share your experience.`}</p>
            <FormToggle open={open} onToggle={() => setOpen((o) => !o)} onWarm={() => void loadForm()} formId={formId} label="Write a Review" />
          </Card>
          {open ? (
            <div id={formId}>
              <Suspense fallback={<FormSkeleton />}>
                <ReviewForm
                  product={product}
                  onDone={() => {
                    setOpen(false);
                    onReviewed();
                  }}
                />
              </Suspense>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
