import { useId, useState, type FormEvent } from 'react';
import { commentMessages } from '../../../../schemas/comments/messages';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Button } from '../../../ui/button';
import { textarea } from '../../../ui/textarea.css';
import * as styles from './comment-form.css';

export const COMMENT_MAX = 5000;

type CommentFormProps = {
  /** Resolves true when the comment was saved (the form then clears itself). */
  onSubmit: (content: string) => Promise<boolean>;
  pending: boolean;
  mode?: 'comment' | 'reply' | 'edit';
  initialValue?: string;
  onCancel?: () => void;
  autoFocus?: boolean;
};

const LABELS = { comment: 'Add a comment', reply: 'Write a reply', edit: 'Edit your comment' } as const;

/** SPEC 2 / 5: 3 rows, submit disabled while blank or pending, a live message past 5000 characters. */
export function CommentForm({ onSubmit, pending, mode = 'comment', initialValue = '', onCancel, autoFocus }: CommentFormProps) {
  const [value, setValue] = useState(initialValue);
  const id = useId();
  const length = [...value].length;
  const tooLong = length > COMMENT_MAX;
  const blank = value.trim().length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || tooLong || pending) return;
    if (await onSubmit(value)) setValue('');
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={LABELS[mode]}>
      <label htmlFor={`${id}-text`} className={visuallyHidden}>{LABELS[mode]}</label>
      <textarea
        id={`${id}-text`}
        className={textarea}
        rows={3}
        value={value}
        placeholder={mode === 'reply' ? 'Write a reply...' : 'Add a comment...'}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-limit`}
        // Focus on mount: the form opens from the reader's own Reply or Edit click.
        autoFocus={autoFocus}
      />
      <div className={styles.footer}>
        {/* Only crossing the limit is announced (role=alert), not every keystroke's count. */}
        {tooLong ? (
          <p id={`${id}-limit`} className={styles.error} role="alert">{commentMessages.formTooLong}</p>
        ) : (
          <p id={`${id}-limit`} className={styles.count}>{`${length} / ${COMMENT_MAX}`}</p>
        )}
        <div className={styles.actions}>
          {onCancel ? <Button tone="ghost" size="sm" onClick={onCancel} disabled={pending}>Cancel</Button> : null}
          <Button type="submit" size="sm" disabled={blank || tooLong || pending}>
            {mode === 'edit' ? 'Save Changes' : 'Post Comment'}
          </Button>
        </div>
      </div>
    </form>
  );
}
