import { useId } from 'react';
import { Skeleton } from '../../../ui/skeleton';
import { Checkbox } from '../../../ui/field';
import { useNewsletterTopics } from '../api/structure';
import * as editorStyles from './article-editor.css';
import * as styles from './newsletter.css';

type TopicChecksProps = { value: number[]; onChange: (ids: number[]) => void; error?: string | undefined; disabled: boolean };

/** The topics an issue goes to: every offered topic, and a retired one only while the issue still names it. */
export function NewsletterTopicChecks({ value, onChange, error, disabled }: TopicChecksProps) {
  const id = useId();
  const topics = useNewsletterTopics();
  const shown = (topics.data?.topics ?? []).filter((t) => !t.retired || value.includes(t.id));
  const toggle = (topicId: number, on: boolean) => onChange(on ? [...value, topicId] : value.filter((x) => x !== topicId));
  return (
    <fieldset className={editorStyles.meta} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={editorStyles.legend}>Topics</legend>
      <p className={styles.topics}>Subscribers confirmed for at least one of these topics receive the issue.</p>
      {topics.isPending ? <Skeleton shape="block" /> : topics.isError ? <p className={editorStyles.countOver}>{topics.error.message}</p> : (
        <div className={styles.checks}>
          {shown.map((t, i) => (
            <Checkbox
              key={t.id} name={i === 0 ? 'categoryIds' : undefined} checked={value.includes(t.id)} onChange={(e) => toggle(t.id, e.target.checked)}
              label={`${t.name} (${t.subscribers} confirmed)${t.retired ? ' · retired' : ''}`}
            />
          ))}
        </div>
      )}
      {error ? <p id={`${id}-error`} className={editorStyles.countOver} role="alert">{error}</p> : null}
    </fieldset>
  );
}
