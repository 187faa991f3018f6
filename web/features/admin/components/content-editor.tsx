import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useId, useState, type Ref } from 'react';
import { scrollLock } from '../../../ui/modal.css';
import { SafeHtml } from '../../../ui/safe-html';
import { previewHtml, wordCount, wordCountLabel } from '../lib/text';
import * as styles from './content-editor.css';

type ContentEditorProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

type Mode = 'edit' | 'preview';

/** Full screen covers the page and stops it scrolling (a class on <html>: the CSP refuses injected styles); Escape leaves. */
function useFullScreen() {
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (!full) return undefined;
    document.documentElement.classList.add(scrollLock);
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape' && !e.defaultPrevented) setFull(false); };
    document.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.classList.remove(scrollLock);
      document.removeEventListener('keydown', onKey);
    };
  }, [full]);
  return [full, setFull] as const;
}

/**
 * SPEC 2 'Content editor': Edit / Preview, a live word count (split on whitespace), full screen.
 * The preview is the text as HTML with newlines as line breaks, through the one HTML sink (<SafeHtml>).
 */
export function ContentEditor({ value, onChange, error, textareaRef }: ContentEditorProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('edit');
  const [full, setFull] = useFullScreen();
  const words = wordCount(value);
  return (
    <section className={full ? styles.fullScreen : styles.frame} aria-label="Content editor" data-fullscreen={full || undefined}>
      <Tabs.Root value={mode} onValueChange={(v) => setMode(v === 'preview' ? 'preview' : 'edit')} className={styles.tabs}>
        <div className={styles.bar}>
          <Tabs.List className={styles.tabList} aria-label="Editor mode">
            <Tabs.Trigger className={styles.tab} value="edit">Edit</Tabs.Trigger>
            <Tabs.Trigger className={styles.tab} value="preview">Preview</Tabs.Trigger>
          </Tabs.List>
          <span id={`${id}-words`} className={styles.words} data-testid="word-count">{wordCountLabel(words)}</span>
          <button type="button" className={styles.toggle} aria-pressed={full} onClick={() => setFull(!full)}>
            {full ? 'Exit full screen' : 'Full screen'}
          </button>
        </div>
        <Tabs.Content value="edit" className={styles.panel} forceMount hidden={mode !== 'edit'}>
          <label htmlFor={`${id}-content`} className={styles.label}>Content</label>
          <textarea
            id={`${id}-content`}
            ref={textareaRef}
            className={styles.textarea}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder="Write your article content here..."
            spellCheck
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? `${id}-error` : null, `${id}-words`].filter(Boolean).join(' ')}
          />
        </Tabs.Content>
        <Tabs.Content value="preview" className={styles.panel}>
          {value.trim() ? <SafeHtml html={previewHtml(value)} className={styles.preview} /> : <p className={styles.empty}>Nothing to preview yet.</p>}
        </Tabs.Content>
      </Tabs.Root>
      {error ? <p id={`${id}-error`} className={styles.error} role="alert">{error}</p> : null}
    </section>
  );
}
