import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_TOPICS, contactMessages as m } from '../../../../schemas/contact/commands';
import { ApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import * as field from '../../../ui/field.css';
import { SubmitRow } from '../../../ui/submit-row';
import { useKeepTyped } from '../../../lib/typed-before-hydration';
import { useSendContactMessage } from '../api/send-message';
import { EMPTY_CONTACT, MESSAGE_MAX, contactBody, firstContactError, validateContact, type ContactErrors, type ContactValues } from '../lib/contact-form';
import * as styles from './contact-form.css';

/**
 * The contact form: name (optional), email, topic, message. Checked before sending with the server's
 * bounds and messages; the first faulty field is focused. Everyone gets the same confirmation (it says
 * nothing about whether the address is known). Sent by email to the team, not stored on the site.
 */
export function ContactForm() {
  const id = useId();
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    topic: useRef<HTMLSelectElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  useKeepTyped(refs.message, values.message, (typed) => set('message', typed));
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => { if (done !== null) doneRef.current?.focus(); }, [done]);

  const set = (key: keyof ContactValues, value: string) => {
    const next = { ...values, [key]: value };
    // An update, not `next`: fields that keep text typed before hydration adopt it in one commit.
    setValues((current) => ({ ...current, [key]: value }));
    if (submitted) setErrors(validateContact(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const first = firstContactError(found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (send.isPending) return;
    send.mutate(contactBody(values), {
      onSuccess: (res) => {
        setValues(EMPTY_CONTACT);
        setSubmitted(false);
        setDone(res?.message || m.sent);
      },
    });
  };

  if (done !== null) {
    return (
      <Card padding="lg" tone="teal">
        <div ref={doneRef} tabIndex={-1} className={styles.done}>
          <Alert tone="success">{done}</Alert>
        </div>
      </Card>
    );
  }

  const describe = (key: keyof ContactValues, extra?: string) => [errors[key] ? `${id}-${key}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const errorLine = (key: keyof ContactValues) => (errors[key] ? <p id={`${id}-${key}-error`} className={field.error}>{errors[key]}</p> : null);
  const length = values.message.trim().length;

  return (
    <Card padding="lg">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
        {send.isError ? <Alert tone="error">{send.error instanceof ApiError && send.error.message ? send.error.message : m.failed}</Alert> : null}
        <div className={styles.row}>
          <Field ref={refs.name} label="Name (optional)" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
          <Field ref={refs.email} label="Email address" type="email" name="email" autoComplete="email" value={values.email} error={errors.email} onChange={(e) => set('email', e.target.value)} />
        </div>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-topic`}>Topic</label>
          <select
            ref={refs.topic}
            id={`${id}-topic`}
            name="topic"
            className={field.input()}
            value={values.topic}
            onChange={(e) => set('topic', e.target.value)}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={describe('topic')}
          >
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
          {errorLine('topic')}
        </div>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-message`}>Message</label>
          <textarea
            ref={refs.message}
            id={`${id}-message`}
            name="message"
            rows={7}
            className={`${field.input()} ${styles.textarea}`}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describe('message', `${id}-message-count`)}
          />
          <div className={styles.below}>
            {errorLine('message')}
            <p id={`${id}-message-count`} className={length > MESSAGE_MAX ? styles.counterOver : styles.counter}>{`${length} / ${MESSAGE_MAX}`}</p>
          </div>
        </div>
        <p className={styles.note}>
          Your message is emailed to the Open Sex Guide team and is not stored on the site. We use your address only to
          reply. Please leave out health details you would rather not share; we cannot give individual medical advice.
        </p>
        <SubmitRow className={styles.actions} pending={send.isPending} label="Send message" pendingLabel="Sending…" />
      </form>
    </Card>
  );
}
