import { useId } from 'react';
import { forumMessages as m } from '../../../../schemas/forum/messages';
import * as styles from './anonymous-option.css';

/** 'Post anonymously' with its one-line explanation, on the new-thread and reply forms (issue 13). */
export function AnonymousOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={styles.option}>
      <input id={id} type="checkbox" className={styles.box} checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-hint`} />
      <label htmlFor={id} className={styles.label}>{m.anonymousOption}</label>
      <p id={`${id}-hint`} className={styles.hint}>{m.anonymousHint}</p>
    </div>
  );
}
