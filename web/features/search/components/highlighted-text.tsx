import { Fragment } from 'react';
import { highlightParts } from '../lib/highlight';
import * as styles from './result-card.css';

/** Text with the matched words in <mark>, built from text parts (never HTML: excerpts are untrusted text). */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.match ? <mark key={i} className={styles.mark}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
