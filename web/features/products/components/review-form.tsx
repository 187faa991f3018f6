import { useId, useState, type FormEvent } from 'react';
import { submitReviewInput } from '../../../../schemas/products/commands';
import { REVIEW_CONTENT, REVIEW_PROS_CONS_MAX, productMessages as m } from '../../../../schemas/products/messages';
import { fieldErrors, hasErrors } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import * as field from '../../../ui/field.css';
import { SkeletonLines } from '../../../ui/skeleton';
import { useToast } from '../../../ui/use-toast';
import { SubmitRow } from '../../../ui/submit-row';
import { useRatingCriteria } from '../api/get-criteria';
import { useSubmitReview } from '../api/submit-review';
import type { Product } from '../api/types';
import { EMPTY_REVIEW as EMPTY, reviewBody, type ReviewErrors as Errors, type ReviewValues as Values } from '../lib/review-body';
import { RatingInput } from './rating-input';
import * as styles from './review-form.css';

/**
 * SPEC 2 / 5 / 8: title, review, pros, cons, an overall rating and one rating per criterion of the
 * product's category, every rating starting at 0. Checked with the server's own rules (SPEC 5's
 * messages) before anything is sent. Loaded only when a member opens it.
 */
export function ReviewForm({ product, onDone }: { product: Pick<Product, 'id' | 'name' | 'category'>; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const criteria = useRatingCriteria(product.category);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmitReview(product.id, () => {
    setValues(EMPTY);
    toast({ title: m.reviewSubmitted, tone: 'success' });
    onDone();
  });

  const order = (criteria.data ?? []).map((c) => c.id);
  const check = (v: Values) => fieldErrors<keyof Errors>(submitReviewInput, reviewBody(product.id, v, order));
  const update = (next: Values) => {
    setValues(next);
    if (submitted) setErrors(check(next));
  };
  const setText = (key: 'title' | 'content' | 'pros' | 'cons', value: string) => update({ ...values, [key]: value });
  const setCriterion = (criteriaId: number, rating: number) => update({ ...values, ratings: { ...values.ratings, [criteriaId]: rating } });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (hasErrors(found) || submit.isPending) return;
    submit.mutate(reviewBody(product.id, values, order), {
      // The server knows of a review this page did not show: the form gives way to the note.
      onError: (err) => {
        if (err.message === m.alreadyReviewed) onDone();
      },
    });
  };

  const textarea = (key: 'content' | 'pros' | 'cons', label: string, rows: number, max: number, placeholder: string) => {
    const err = errors[key];
    const countId = `${id}-${key}-count`;
    const errId = `${id}-${key}-error`;
    const length = Array.from(values[key]).length;
    return (
      <div className={field.field}>
        <label className={field.label} htmlFor={`${id}-${key}`}>{label}</label>
        <textarea
          id={`${id}-${key}`}
          className={`${field.input()} ${styles.textarea}`}
          rows={rows}
          value={values[key]}
          placeholder={placeholder}
          onChange={(e) => setText(key, e.target.value)}
          aria-invalid={err ? true : undefined}
          aria-describedby={`${countId}${err ? ` ${errId}` : ''}`}
        />
        <div className={styles.below}>
          {err ? <p id={errId} className={field.error}>{err}</p> : <span />}
          <p id={countId} className={length > max ? styles.counterOver : styles.counter}>{`${length} / ${max}`}</p>
        </div>
      </div>
    );
  };

  return (
    <Card as="section" aria-labelledby={`${id}-heading`}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <h3 id={`${id}-heading`} className={styles.heading}>{`Review ${product.name}`}</h3>
        {submit.isError && submit.error.message !== m.alreadyReviewed ? <Alert tone="error">{`Failed to submit review: ${submit.error.message}`}</Alert> : null}
        <Field
          label="Title"
          name="title"
          autoComplete="off"
          value={values.title}
          error={errors.title}
          placeholder="Sum up your experience"
          onChange={(e) => setText('title', e.target.value)}
        />
        {textarea('content', 'Your review', 6, REVIEW_CONTENT.max, 'What did you like or dislike? Who would you recommend it to?')}
        <div className={styles.twoColumns}>
          {textarea('pros', 'Pros (optional)', 3, REVIEW_PROS_CONS_MAX, 'What worked well')}
          {textarea('cons', 'Cons (optional)', 3, REVIEW_PROS_CONS_MAX, 'What could be better')}
        </div>
        <div className={styles.ratings}>
          <RatingInput label="Overall rating" value={values.overallRating} onChange={(n) => update({ ...values, overallRating: n })} error={errors.overallRating} />
          {criteria.isPending ? (
            <div role="status" aria-label="Loading the rating criteria" className={styles.criteriaSkeleton}>
              <SkeletonLines lines={['half', 'half']} />
            </div>
          ) : null}
          {criteria.isError ? <Alert tone="error">{`Could not load the rating criteria: ${criteria.error.message}`}</Alert> : null}
          {criteria.data ? (
            <fieldset className={styles.criteria} aria-describedby={errors.detailedRatings ? `${id}-criteria-error` : undefined}>
              <legend className={styles.criteriaLegend}>Rate each aspect</legend>
              <div className={styles.criteriaGrid}>
                {criteria.data.map((c) => (
                  <RatingInput key={c.id} label={c.name} value={values.ratings[c.id] ?? 0} onChange={(n) => setCriterion(c.id, n)} />
                ))}
              </div>
              {errors.detailedRatings ? <p id={`${id}-criteria-error`} className={field.error}>{errors.detailedRatings}</p> : null}
            </fieldset>
          ) : null}
        </div>
        <SubmitRow className={styles.actions} pending={submit.isPending} label="Submit Review" pendingLabel="Submitting…" />
      </form>
    </Card>
  );
}
