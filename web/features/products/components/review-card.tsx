import { Avatar } from '../../../ui/avatar';
import { HiddenMark } from '../../../ui/hidden-mark';
import type { Review } from '../api/types';
import { formatRating, formatReviewDate } from '../lib/product-format';
import { HelpfulButton } from './helpful-button';
import { ReviewActions } from './review-actions';
import type { ProductReader } from './review-area';
import { Stars } from './stars';
import * as styles from './review-card.css';

type ReviewCardProps = { review: Review; productId: number; reader: ProductReader; own: boolean };

/** Plain text with the member's line breaks kept (React escapes it; no HTML is ever read from a review). */
function Paragraphs({ text, className }: { text: string; className: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i} className={className}>{para}</p>
      ))}
    </>
  );
}

/**
 * A review: title, author, date, overall stars, the member's rating per criterion, pros and cons,
 * the text, the Helpful button and the author's Edit and Delete or another member's Report. No 'Verified Purchase' badge: nothing here could verify one.
 * A review a moderator hid reaches only its author and staff, marked (issue 29).
 */
export function ReviewCard({ review, productId, reader, own }: ReviewCardProps) {
  const titleId = `review-${review.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} id={`review-${review.id}`}>
      <header className={styles.header}>
        <div className={styles.author}>
          <Avatar name={review.displayName} src={review.avatarUrl} size="sm" decorative />
          <div>
            <p className={styles.authorName}>
              {review.displayName}
              {own ? <span className={styles.you}> (you)</span> : null}
            </p>
            <p className={styles.date}>
              <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
              {review.editedAt ? <span className={styles.edited}> (edited)</span> : null}
            </p>
          </div>
        </div>
        <p className={styles.overall}>
          <Stars value={review.overallRating} size="sm" />
          <span className={styles.overallValue}>{formatRating(review.overallRating)}</span>
        </p>
      </header>
      {review.hidden ? <HiddenMark reason={review.hiddenReason} /> : null}
      <h3 id={titleId} className={styles.title}>{review.title}</h3>
      {review.detailedRatings.length > 0 ? (
        <dl className={styles.detailed} aria-label="Detailed ratings">
          {review.detailedRatings.map((d) => (
            <div key={d.criteriaId} className={styles.detailedItem}>
              <dt className={styles.detailedName}>{d.name}</dt>
              <dd className={styles.detailedValue}>
                <Stars value={d.rating} size="sm" />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {review.pros || review.cons ? (
        <div className={styles.prosCons}>
          {review.pros ? (
            <div className={styles.pros}>
              <p className={styles.prosConsTitle}>Pros</p>
              <Paragraphs text={review.pros} className={styles.prosConsText} />
            </div>
          ) : null}
          {review.cons ? (
            <div className={styles.cons}>
              <p className={styles.prosConsTitle}>Cons</p>
              <Paragraphs text={review.cons} className={styles.prosConsText} />
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={styles.content}>
        <Paragraphs text={review.content} className={styles.paragraph} />
      </div>
      <footer className={styles.footer}>
        <HelpfulButton review={review} productId={productId} reader={reader} own={own} />
        <ReviewActions review={review} productId={productId} reader={reader} own={own} />
      </footer>
    </article>
  );
}
