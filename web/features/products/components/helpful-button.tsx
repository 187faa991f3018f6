import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { productMessages as m } from '../../../../schemas/products/messages';
import { returnState } from '../../../lib/return-path';
import { Button } from '../../../ui/button';
import { useMarkHelpful } from '../api/mark-helpful';
import type { Review } from '../api/types';
import type { ProductReader } from './review-area';
import * as styles from './review-card.css';

type HelpfulButtonProps = { review: Review; productId: number; reader: ProductReader; own: boolean };

/**
 * A real 'Helpful (n)': a toggle (pressed while the member's mark stands; pressing it again withdraws
 * the mark, issue 29); their own review cannot be marked; an anonymous reader is asked to log in
 * (and comes back here).
 */
export function HelpfulButton({ review, productId, reader, own }: HelpfulButtonProps) {
  const location = useLocation();
  const mark = useMarkHelpful(productId);
  const [askLogin, setAskLogin] = useState(false);
  const marked = review.markedHelpfulByMe;
  const label = `Helpful (${review.helpfulCount.toLocaleString('en-US')})`;
  const disabled = reader === 'loading' || own || mark.isPending;
  const title = own ? 'This is your review' : marked ? 'You found this review helpful: press again to withdraw your mark' : undefined;

  const onClick = () => {
    if (reader === 'anonymous') {
      setAskLogin(true);
      return;
    }
    if (!disabled) mark.mutate({ reviewId: review.id, helpful: !marked });
  };

  return (
    <div className={styles.helpful}>
      <Button tone="secondary" size="sm" aria-pressed={marked} disabled={disabled} title={title} onClick={onClick}>
        <svg viewBox="0 0 24 24" className={styles.thumb} aria-hidden="true" focusable="false">
          <path d="M7 10v11H3V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.4 7A2 2 0 0 1 17.6 21H7" />
        </svg>
        {label}
      </Button>
      {askLogin && reader === 'anonymous' ? (
        <p className={styles.helpfulNote} role="status">
          {`${m.signInToMarkHelpful} `}
          <Link to="/login" state={returnState(location)}>Log In</Link>
        </p>
      ) : null}
      {mark.isError ? <p className={styles.helpfulError} role="alert">{mark.error.message}</p> : null}
    </div>
  );
}
