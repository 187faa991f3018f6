import { useState, type FormEvent } from 'react';
import { productMessages as m } from '../../../../schemas/products/messages';
import { Button } from '../../../ui/button';
import { DeleteButton } from '../../../ui/confirm-delete-dialog';
import { Field } from '../../../ui/field';
import { ReportButton } from '../../../ui/report-dialog';
import { textarea } from '../../../ui/textarea.css';
import { useToast } from '../../../ui/use-toast';
import { useOwnReviewActions, useReportReview, type ReviewEdit } from '../api/own-reviews';
import type { Review } from '../api/types';
import type { ProductReader } from './review-area';
import * as styles from './review-card.css';

type Props = { review: Review; productId: number; reader: ProductReader; own: boolean };

/** In a review's footer: its author's Edit and Delete, another member's Report (issue 29). Nothing for anonymous readers. */
export function ReviewActions({ review, productId, reader, own }: Props) {
  const [editing, setEditing] = useState(false);
  if (reader !== 'member') return null;
  if (!own) return <ReportReview review={review} productId={productId} />;
  return editing ? <ReviewEditor review={review} productId={productId} onDone={() => setEditing(false)} /> : <OwnReviewButtons review={review} productId={productId} onEdit={() => setEditing(true)} />;
}

/** 'Report', or 'Reported' once this member has (their own copy of the list says so after a reload). */
function ReportReview({ review, productId }: { review: Review; productId: number }) {
  const report = useReportReview(productId);
  return <ReportButton item="review" reported={review.reportedByMe === true} send={(input) => report.mutateAsync({ reviewId: review.id, input })} />;
}

function OwnReviewButtons({ review, productId, onEdit }: { review: Review; productId: number; onEdit: () => void }) {
  const { remove } = useOwnReviewActions(productId);
  const toast = useToast();
  const confirm = (close: () => void) =>
    remove.mutate(review.id, {
      onSuccess: () => {
        close();
        toast({ title: m.reviewDeleted, tone: 'success' });
      },
    });
  return (
    <div className={styles.ownActions}>
      <Button tone="ghost" size="sm" onClick={onEdit}>Edit</Button>
      <DeleteButton label="Delete" tone="ghost" pending={remove.isPending} onConfirm={confirm}
        title="Delete review?"
        description="Are you sure you want to delete your review? This action cannot be undone."
      />
      {remove.isError ? <p className={styles.helpfulError} role="alert">{remove.error.message}</p> : null}
    </div>
  );
}

/** Edits the review's words (title, text, pros, cons); blank pros or cons remove them. */
function ReviewEditor({ review, productId, onDone }: { review: Review; productId: number; onDone: () => void }) {
  const { edit } = useOwnReviewActions(productId);
  const toast = useToast();
  const [values, setValues] = useState({ title: review.title, content: review.content, pros: review.pros ?? '', cons: review.cons ?? '' });
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const save = (e: FormEvent) => {
    e.preventDefault();
    const changes: ReviewEdit = {};
    if (values.title !== review.title) changes.title = values.title;
    if (values.content !== review.content) changes.content = values.content;
    if (values.pros !== (review.pros ?? '')) changes.pros = values.pros.trim() || null;
    if (values.cons !== (review.cons ?? '')) changes.cons = values.cons.trim() || null;
    if (Object.keys(changes).length === 0) return onDone();
    edit.mutate({ reviewId: review.id, changes }, {
      onSuccess: () => {
        toast({ title: m.reviewUpdated, tone: 'success' });
        onDone();
      },
    });
  };
  const area = (k: 'content' | 'pros' | 'cons', label: string) => (
    <label className={styles.editLabel}>
      {label}
      <textarea className={textarea} value={values[k]} onChange={set(k)} rows={k === 'content' ? 5 : 2} />
    </label>
  );
  return (
    <form className={styles.editor} onSubmit={save} aria-label="Edit your review">
      <Field label="Title" name="title" autoComplete="off" value={values.title} onChange={set('title')} />
      {area('content', 'Review')}
      {area('pros', 'Pros (optional)')}
      {area('cons', 'Cons (optional)')}
      {edit.isError ? <p className={styles.helpfulError} role="alert">{edit.error.message}</p> : null}
      <div className={styles.ownActions}>
        <Button tone="secondary" size="sm" onClick={onDone} disabled={edit.isPending}>Cancel</Button>
        <Button type="submit" size="sm" disabled={edit.isPending}>{edit.isPending ? 'Saving...' : 'Save Changes'}</Button>
      </div>
    </form>
  );
}
