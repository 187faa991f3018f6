import { useState, type FormEvent } from 'react';
import { adminCommentMessages as m, MODERATION_SEARCH_MAX } from '../../../../schemas/admin/comments';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { charLength } from '../lib/text';
import * as styles from './moderation.css';

/** Search by text (case-insensitive, up to 200 characters); an empty search shows everything again. */
export function CommentSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    if (charLength(q) > MODERATION_SEARCH_MAX) return setError(m.searchTooLong);
    setError(undefined);
    onSearch(q);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit} aria-label="Search comments">
      <Field
        className={styles.searchField} label="Search comments" type="search" name="q" value={value} error={error}
        placeholder="Words in the comment" onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" tone="secondary">Search</Button>
      {initial ? <Button tone="ghost" onClick={() => { setValue(''); setError(undefined); onSearch(''); }}>Clear</Button> : null}
    </form>
  );
}
