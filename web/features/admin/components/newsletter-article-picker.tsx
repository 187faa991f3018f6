import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Button } from '../../../ui/button';
import { adminArticleQueryOptions } from '../api/articles';
import { usePublishedArticleHits } from '../api/newsletter-issues';
import { ISSUE_ARTICLES_MAX as MAX_FEATURED } from '../../../../schemas/newsletter/issues';
import * as listStyles from './admin-list.css';
import * as editorStyles from './article-editor.css';
import * as styles from './newsletter.css';

type PickerProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  disabled: boolean;
  /** A sent issue: its articles, without the controls. */
  readOnly: boolean;
};

function useDebounced(text: string, ms: number) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(t);
  }, [text, ms]);
  return settled;
}

/** Titles of the picked articles: the ones found by a search are known; the others (an issue loaded for editing) are read by id. */
function useTitles(ids: number[], found: Map<number, string>) {
  const unknown = ids.filter((id) => !found.has(id));
  const reads = useQueries({ queries: unknown.map((id) => ({ ...adminArticleQueryOptions(id), staleTime: Infinity })) });
  const titles = new Map(found);
  unknown.forEach((id, i) => { const a = reads[i]?.data; if (a) titles.set(id, a.title); });
  return titles;
}

/**
 * The issue's featured articles, shown as cards in the mail: search the published articles, add up to
 * six, move them up or down (the mail's order) and remove them.
 */
export function NewsletterArticlePicker({ value, onChange, error, disabled, readOnly }: PickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 300);
  const hits = usePublishedArticleHits(query);
  const [found, setFound] = useState(() => new Map<number, string>());
  const titles = useTitles(value, found);
  const full = value.length >= MAX_FEATURED;
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const add = (hit: { id: number; title: string }) => {
    setFound((m) => new Map(m).set(hit.id, hit.title));
    onChange([...value, hit.id]);
  };
  const results = query.length >= 2 ? (hits.data ?? []) : [];
  return (
    <fieldset className={editorStyles.meta} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={editorStyles.legend}>Featured articles</legend>
      <p className={listStyles.muted}>Shown as cards under the message, in this order ({value.length} of {MAX_FEATURED}).</p>
      {value.length ? (
        <ol className={styles.picked} aria-label="Featured articles, in order">
          {value.map((articleId, i) => {
            const title = titles.get(articleId) ?? `Article #${articleId}`;
            return (
              <li key={articleId} className={styles.pickedRow}>
                <span className={styles.order}>{i + 1}.</span>
                <span className={styles.pickedTitle}>{title}</span>
                {readOnly ? null : <span className={styles.rowButtons}>
                  <Button size="sm" tone="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${title} up`}>↑</Button>
                  <Button size="sm" tone="ghost" disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${title} down`}>↓</Button>
                  <Button size="sm" tone="secondary" onClick={() => onChange(value.filter((x) => x !== articleId))}>Remove<span className={visuallyHidden}> {title}</span></Button>
                </span>}
              </li>
            );
          })}
        </ol>
      ) : null}
      {readOnly ? null : <div className={listStyles.filter}>
        <label className={listStyles.filterLabel} htmlFor={`${id}-q`}>Find a published article</label>
        <input
          id={`${id}-q`} type="search" className={listStyles.select} value={text} maxLength={100} autoComplete="off"
          placeholder={full ? 'Six articles picked' : 'Type at least 2 characters'} disabled={full} onChange={(e) => setText(e.target.value)}
        />
      </div>}
      {query.length >= 2 && !full && !readOnly ? (
        <div aria-live="polite">
          {hits.isError ? <p className={editorStyles.countOver}>{hits.error.message}</p> : hits.isPending ? <p className={listStyles.muted}>Searching...</p> : results.length === 0 ? (
            <p className={listStyles.muted}>No published article matches.</p>
          ) : (
            <ul className={styles.hits} aria-label="Matching articles">
              {results.map((h) => (
                <li key={h.id} className={styles.hit}>
                  <span className={styles.pickedTitle}>{h.title}</span>
                  {value.includes(h.id) ? <span className={listStyles.muted}>Added</span> : (
                    <Button size="sm" tone="secondary" onClick={() => add(h)}>Add<span className={visuallyHidden}> {h.title}</span></Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {error ? <p id={`${id}-error`} className={editorStyles.countOver} role="alert">{error}</p> : null}
    </fieldset>
  );
}
