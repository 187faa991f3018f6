import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { ApiError } from '../../../lib/http';
import { useKeepChecked } from '../../../lib/typed-before-hydration';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import * as field from '../../../ui/field.css';
import { SkeletonLines } from '../../../ui/skeleton';
import { useToast } from '../../../ui/use-toast';
import { SubmitRow } from '../../../ui/submit-row';
import { useNewsletterCategories } from '../api/get-categories';
import { useSubscribe } from '../api/subscribe';
import type { NewsletterSource } from '../api/types';
import { defaultSelection, firstError, validateSignup, type SignupErrors, type SignupField } from '../lib/signup';
import { CategoryCheckboxes } from './category-checkboxes';
import * as styles from './signup-form.css';

type SignupFormProps = { source: NewsletterSource; headingLevel?: 2 | 3; title?: string; lead?: string };

/**
 * SPEC 2 'Newsletter signup form': email, the topics (the default ones ticked once the categories are
 * known, which on a server-rendered page is at once) and the privacy box. Checked before sending (SPEC 5),
 * the first faulty field focused; a server failure is a toast; success replaces the form with 'Thank You!'.
 */
export function SignupForm({ source, headingLevel = 2, title = 'Get the newsletter', lead }: SignupFormProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const toast = useToast();
  const categories = useNewsletterCategories();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  // null until the reader touches a box: the default topics stand until then.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), categories: useRef<HTMLInputElement>(null), privacy: useRef<HTMLInputElement>(null) };
  const doneRef = useRef<HTMLHeadingElement>(null);
  // The agreement ticked before the page hydrated stays ticked (the email field keeps its text in Field).
  useKeepChecked(refs.privacy, privacy, setPrivacy);

  const selected = chosen ?? defaultSelection(categories.data ?? []);
  const values = { email, categoryIds: selected, privacy };
  const recheck = (next: typeof values) => { if (submitted) setErrors(validateSignup(next)); };

  useEffect(() => { if (done !== null) doneRef.current?.focus(); }, [done]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateSignup(values);
    setErrors(found);
    const first: SignupField | null = firstError(found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (subscribe.isPending) return;
    subscribe.mutate(
      { email: email.trim(), preferences: selected, source },
      {
        onSuccess: (res) => setDone(res?.message || m.subscribed),
        onError: (err) => toast({ title: err instanceof ApiError && err.message ? err.message : m.subscriptionFailed, tone: 'error' }),
      },
    );
  };

  if (done !== null) {
    return (
      <Card as="section" padding="lg" tone="teal" aria-labelledby={`${id}-done`} className={styles.done}>
        <Heading id={`${id}-done`} ref={doneRef} tabIndex={-1} className={styles.doneTitle}>{m.thankYou}</Heading>
        <p role="status">{done}</p>
      </Card>
    );
  }

  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <Heading id={`${id}-title`} className={styles.title}>{title}</Heading>
        <p className={styles.lead}>
          {lead ?? 'New articles, expert interviews and community highlights, about once a month. Pick the topics you want; we confirm by email before sending anything.'}
        </p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter signup">
        <Field
          ref={refs.email}
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(e) => { setEmail(e.target.value); recheck({ ...values, email: e.target.value }); }}
        />
        {categories.isPending ? (
          <div role="status" aria-label="Loading the newsletter topics" className={styles.loading}>
            <SkeletonLines lines={['half', 'half']} />
          </div>
        ) : null}
        {categories.isError ? <Alert tone="error">{m.categoriesFailed}</Alert> : null}
        {categories.data ? (
          <CategoryCheckboxes
            idPrefix={id}
            legend="Topics"
            categories={categories.data}
            selected={selected}
            error={errors.categories}
            firstRef={refs.categories}
            onChange={(ids) => { setChosen(ids); recheck({ ...values, categoryIds: ids }); }}
          />
        ) : null}
        <div className={field.field}>
          <div className={field.checkboxRow}>
            <input
              ref={refs.privacy}
              id={`${id}-privacy`}
              type="checkbox"
              name="privacy"
              className={field.checkbox}
              checked={privacy}
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={errors.privacy ? `${id}-privacy-error` : undefined}
              onChange={(e) => { setPrivacy(e.target.checked); recheck({ ...values, privacy: e.target.checked }); }}
            />
            <label htmlFor={`${id}-privacy`}>I agree to the <Link to="/privacy">privacy policy</Link>.</label>
          </div>
          {errors.privacy ? <p id={`${id}-privacy-error`} className={field.error}>{errors.privacy}</p> : null}
        </div>
        <SubmitRow className={styles.actions} pending={subscribe.isPending} label="Subscribe" pendingLabel="Subscribing…">
          <p className={styles.fineprint}>Unsubscribe at any time with one click from any email.</p>
        </SubmitRow>
      </form>
    </Card>
  );
}
