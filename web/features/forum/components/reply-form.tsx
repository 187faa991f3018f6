import { useId, useState, type FormEvent } from 'react';
import { FORUM_REPLY, forumMessages as m } from '../../../../schemas/forum/messages';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as field from '../../../ui/field.css';
import { useToast } from '../../../ui/use-toast';
import { useReplyToThread } from '../api/reply-to-thread';
import type { ReplyToThreadResponse } from '../../../../schemas/forum/queries';
import { contentCounter } from '../lib/forum-format';
import { AnonymousOption } from './anonymous-option';
import * as styles from './reply-area.css';

/**
 * SPEC 5: a reply needs text that is not blank once trimmed (the button stays disabled until then).
 * It really posts; `onPosted` shows it (the caller moves to the page it landed on).
 */
export function ReplyForm({ threadId, onPosted }: { threadId: number; onPosted: (res: ReplyToThreadResponse) => void }) {
  const id = useId();
  const toast = useToast();
  const [value, setValue] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const reply = useReplyToThread(threadId, (res) => {
    setValue('');
    setAnonymous(false);
    toast({ title: m.replyPosted, tone: 'success' });
    onPosted(res);
  });
  const counter = contentCounter(value, FORUM_REPLY.max);
  const blank = value.trim().length === 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || counter.over || reply.isPending) return;
    reply.mutate({ content: value, anonymous });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Reply to this thread">
      {reply.isError ? <Alert tone="error">{`Failed to post reply: ${reply.error.message}`}</Alert> : null}
      <label htmlFor={`${id}-text`} className={visuallyHidden}>Your reply</label>
      <textarea
        id={`${id}-text`}
        className={`${field.input()} ${styles.textarea}`}
        rows={5}
        value={value}
        placeholder="Write a reply..."
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={counter.over || undefined}
        aria-describedby={`${id}-count`}
      />
      <AnonymousOption checked={anonymous} onChange={setAnonymous} />
      <div className={styles.footer}>
        {counter.over ? (
          <p id={`${id}-count`} className={styles.counterOver} role="alert">{`${counter.text} · ${m.replyTooLong}`}</p>
        ) : (
          <p id={`${id}-count`} className={styles.counter}>{counter.text}</p>
        )}
        <Button type="submit" size="sm" disabled={blank || counter.over || reply.isPending}>
          {reply.isPending ? 'Posting…' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
}
