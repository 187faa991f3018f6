import { useState, type KeyboardEvent, type RefObject } from 'react';
import { adminArticleMessages as m } from '../../../../schemas/admin/articles';
import { foldTag, isTag, TAG_MAX_LENGTH, TAGS_MAX } from '../../../../schemas/articles/tags';
import { Field } from '../../../ui/field';
import * as styles from './tag-input.css';

type TagInputProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** Why `text` cannot join `tags` (the server's words), or null when it can. */
function refusal(text: string, tags: string[]): string | null {
  const tag = foldTag(text);
  if (!tag) return m.tagEmpty;
  if ([...tag].length > TAG_MAX_LENGTH) return m.tagTooLong;
  if (!isTag(tag)) return m.tagInvalid;
  if (tags.includes(tag)) return m.tagsDuplicate;
  if (tags.length >= TAGS_MAX) return m.tagsTooMany;
  return null;
}

/**
 * The article's tags as removable chips and a text box: Enter or a comma adds the typed tag
 * (folded as the server folds it), Backspace in an empty box removes the last one. A tag the
 * server would refuse is refused here with the same words and stays in the box to be fixed.
 */
export function TagInput({ value, onChange, error, inputRef }: TagInputProps) {
  const [text, setText] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const add = () => {
    if (!text.trim()) return;
    const why = refusal(text, value);
    setLocal(why);
    if (why) return;
    onChange([...value, foldTag(text)]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div>
      <Field
        ref={inputRef} label="Tags" name="tags" autoComplete="off" placeholder={value.length >= TAGS_MAX ? '' : 'Add a tag and press Enter'}
        hint={`Lower-case words or phrases, at most ${TAGS_MAX}. Each has its own page.`}
        value={text} error={local ?? error}
        onChange={(e) => { setText(e.target.value.replace(',', '')); setLocal(null); }}
        onKeyDown={onKeyDown} onBlur={add}
      />
      {value.length ? (
        <ul className={styles.chips} aria-label="Tags of this article">
          {value.map((t) => (
            <li key={t} className={styles.chip}>
              {t}
              <button type="button" className={styles.remove} aria-label={`Remove tag ${t}`} onClick={() => onChange(value.filter((x) => x !== t))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
