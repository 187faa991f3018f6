import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createThreadInput } from '../../../../schemas/forum/commands';
import { FORUM_CONTENT, forumMessages as m } from '../../../../schemas/forum/messages';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import * as field from '../../../ui/field.css';
import { useToast } from '../../../ui/use-toast';
import { SubmitRow } from '../../../ui/submit-row';
import { useCategories } from '../api/get-categories';
import { useCreateThread } from '../api/create-thread';
import { contentCounter } from '../lib/forum-format';
import { threadPath } from '../lib/forum-paths';
import { AnonymousOption } from './anonymous-option';
import * as styles from './thread-form.css';

/** SPEC 5: the form holds the category as a string, '' while none is selected. */
type Values = { categoryId: string; title: string; content: string };
type Errors = FieldErrors<keyof Values>;

/**
 * SPEC 2 / 4 / 5: category, title and content with the spec's messages and the live 'n / 10000'
 * counter. Loaded only when a member opens it (zod and the form helpers come with it). On success the
 * lists are refreshed and the member lands on the new thread.
 */
export function ThreadForm({ initialCategoryId }: { initialCategoryId?: number | undefined }) {
  const id = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const categories = useCategories();
  const [values, setValues] = useState<Values>({ categoryId: initialCategoryId ? String(initialCategoryId) : '', title: '', content: '' });
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateThread((res) => {
    setValues({ categoryId: values.categoryId, title: '', content: '' });
    toast({ title: m.threadCreated, tone: 'success' });
    navigate(threadPath(res.thread.id));
  });
  const counter = contentCounter(values.content, FORUM_CONTENT.max);

  const update = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(fieldErrors<keyof Values>(createThreadInput, next));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = fieldErrors<keyof Values>(createThreadInput, values);
    setErrors(found);
    if (hasErrors(found) || create.isPending) return;
    const body = { categoryId: Number(values.categoryId), title: values.title, content: values.content };
    create.mutate(anonymous ? { ...body, anonymous } : body);
  };

  const contentError = errors.content ?? (counter.over ? m.contentTooLong : undefined);
  return (
    <Card as="section" aria-labelledby={`${id}-heading`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 id={`${id}-heading`} className={styles.heading}>Start a new thread</h2>
        {create.isError ? <Alert tone="error">{create.error.message || 'Could not create the thread'}</Alert> : null}
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            className={`${field.input()} ${styles.select}`}
            value={values.categoryId}
            onChange={(e) => update('categoryId', e.target.value)}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={errors.categoryId ? `${id}-category-error` : undefined}
          >
            <option value="">{categories.isPending ? 'Loading categories…' : 'Select a category'}</option>
            {/* An archived category (issue 27) is read-only: it takes no new threads. */}
            {(categories.data ?? []).filter((c) => !c.archived).map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
          </select>
          {errors.categoryId ? <p id={`${id}-category-error`} className={field.error}>{errors.categoryId}</p> : null}
          {categories.isError ? <p className={field.error}>{m.loadCategories}</p> : null}
        </div>
        <Field label="Title" name="title" autoComplete="off" value={values.title} error={errors.title} onChange={(e) => update('title', e.target.value)} />
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-content`}>Content</label>
          <textarea
            id={`${id}-content`}
            className={`${field.input()} ${styles.textarea}`}
            rows={8}
            value={values.content}
            placeholder="Share your question or experience. Leave out anything that could identify you or others."
            onChange={(e) => update('content', e.target.value)}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={`${id}-content-count${contentError ? ` ${id}-content-error` : ''}`}
          />
          <div className={styles.below}>
            {contentError ? <p id={`${id}-content-error`} className={field.error} role={counter.over ? 'alert' : undefined}>{contentError}</p> : null}
            <p id={`${id}-content-count`} className={counter.over ? styles.counterOver : styles.counter}>{counter.text}</p>
          </div>
        </div>
        <AnonymousOption checked={anonymous} onChange={setAnonymous} />
        <SubmitRow className={styles.actions} pending={create.isPending} label="Create Thread" pendingLabel="Creating…" />
      </form>
    </Card>
  );
}
