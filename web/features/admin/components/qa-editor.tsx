import { useRef, useState } from 'react';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import * as fieldStyles from '../../../ui/field.css';
import { SafeHtml } from '../../../ui/safe-html';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { answerTextToHtml } from '../lib/answer-text';
import { previewHtml, wordCount, wordCountLabel } from '../lib/text';
import { TextAreaField } from './form-fields';
import * as styles from './studio.css';

/** `answer` as the editor shows it: text (lib/answer-text.ts), or HTML the text form cannot show. */
export type QaItem = { key: string; question: string; answer: string; format: 'text' | 'html' };

type QaEditorProps = {
  items: QaItem[];
  onChange: (items: QaItem[]) => void;
  /** A message for the whole list, or for one question (by index) from the server or the form's check. */
  error?: string | undefined;
  disabled?: boolean;
};

const TEXT_HINT = 'A blank line starts a new paragraph; other line breaks are kept. Lines starting with "- " make a list, "1. " a numbered one. **bold**, *italic*, [link text](https://…).';
const HTML_HINT = 'This answer has formatting the text form cannot show, so it is edited as HTML (links, emphasis, lists).';

let keys = 0;
export const qaKey = () => `qa-${++keys}`;

/**
 * An interview's questions and answers: add, remove, and move up or down with buttons (keyboard
 * reachable; focus follows the moved question, and a live region says where it went). Answers
 * keep their line breaks; each has a preview through the one HTML sink and a word count.
 */
export function QaEditor({ items, onChange, error, disabled }: QaEditorProps) {
  const [said, setSaid] = useState('');
  const [previewing, setPreviewing] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusOn = (key: string, control: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-qa="${key}"] [data-control="${control}"]`)?.focus());
  const set = (i: number, patch: Partial<QaItem>) => onChange(items.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= items.length) return;
    const next = [...items];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
    setSaid(`Question ${i + 1} moved to position ${j + 1}.`);
    const control = j === 0 ? 'down' : j === items.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
    focusOn(items[i]!.key, control);
  };
  const remove = (i: number) => {
    const next = items.filter((_, j) => j !== i);
    onChange(next);
    setSaid(`Question ${i + 1} removed.`);
    const to = next[Math.min(i, next.length - 1)];
    if (to) focusOn(to.key, 'question');
  };
  const add = () => {
    const item: QaItem = { key: qaKey(), question: '', answer: '', format: 'text' };
    onChange([...items, item]);
    setSaid(`Question ${items.length + 1} added.`);
    focusOn(item.key, 'question');
  };
  const total = items.reduce((n, q) => n + wordCount(q.question) + wordCount(q.answer), 0);
  return (
    <fieldset className={styles.form} disabled={disabled} aria-describedby={error ? 'qa-error' : undefined}>
      <legend className={styles.qaLegend}>Questions and answers</legend>
      <ol className={styles.qaList} ref={list}>
        {items.map((q, i) => (
          <li key={q.key} className={styles.qaItem} data-qa={q.key}>
            <div className={styles.qaHead}>
              <span className={styles.qaNumber} id={`${q.key}-label`}>Question {i + 1}</span>
              <div className={styles.qaButtons} role="group" aria-labelledby={`${q.key}-label`}>
                <Button size="sm" tone="secondary" data-control="up" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move question ${i + 1} up`}>Move up</Button>
                <Button size="sm" tone="secondary" data-control="down" disabled={i === items.length - 1} onClick={() => move(i, 1)} aria-label={`Move question ${i + 1} down`}>Move down</Button>
                <Button size="sm" tone="danger" disabled={items.length === 1} onClick={() => remove(i)} aria-label={`Remove question ${i + 1}`}>Remove</Button>
              </div>
            </div>
            <Field label="Question" name={i === 0 ? 'questions' : undefined} data-control="question" value={q.question} onChange={(e) => set(i, { question: e.target.value })} />
            <TextAreaField
              label="Answer" rows={5} value={q.answer} onChange={(e) => set(i, { answer: e.target.value })}
              hint={q.format === 'text' ? TEXT_HINT : HTML_HINT}
            />
            <div className={styles.qaFoot}>
              <span>{wordCountLabel(wordCount(q.answer))}</span>
              <Button size="sm" tone="ghost" aria-expanded={previewing === q.key} onClick={() => setPreviewing(previewing === q.key ? null : q.key)}>
                {previewing === q.key ? 'Hide preview' : 'Preview answer'}
              </Button>
            </div>
            {previewing === q.key ? <div className={styles.qaPreview}><SafeHtml html={q.format === 'text' ? answerTextToHtml(q.answer) : previewHtml(q.answer)} /></div> : null}
          </li>
        ))}
      </ol>
      <div className={styles.qaFoot}>
        <Button tone="secondary" onClick={add} disabled={items.length >= 50}>Add question</Button>
        <span>{items.length} {items.length === 1 ? 'question' : 'questions'} · {wordCountLabel(total)}</span>
      </div>
      {error ? <p id="qa-error" className={fieldStyles.error} role="alert">{error}</p> : null}
      <p className={visuallyHidden} role="status" aria-live="polite">{said}</p>
    </fieldset>
  );
}
