import { useState } from 'react';
import { adminArticleMessages as m, type AdminArticleDetail } from '../../../../schemas/admin/articles';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/use-toast';
import { valuesOf } from '../lib/article-form';
import * as styles from './article-editor.css';
import { CompareDialog } from './compare-dialog';
import type { ArticleEditorState } from './use-article-editor';

/**
 * A save against a newer revision (409): reload theirs (mine is discarded), or compare mine with
 * theirs side by side and then either take theirs or keep mine on top of it (the next save wins).
 */
export function ConflictNotice({ editor }: { editor: ArticleEditorState }) {
  const toast = useToast();
  const [theirs, setTheirs] = useState<AdminArticleDetail | null>(null);
  const [loading, setLoading] = useState<'reload' | 'compare' | null>(null);

  const load = async (why: 'reload' | 'compare') => {
    setLoading(why);
    try {
      const latest = await editor.fetchTheirs();
      if (why === 'reload') editor.resetTo(latest);
      else setTheirs(latest);
    } catch (err) {
      toast({ tone: 'error', title: `Could not load the latest version: ${err instanceof Error ? err.message : 'Unknown error'}` });
    } finally {
      setLoading(null);
    }
  };
  const their = theirs ? valuesOf(theirs) : null;
  return (
    <>
      <Alert tone="warning" live>
        <span className={styles.conflict}>
          <strong>{m.stale}</strong>
          <span className={styles.conflictActions}>
            <Button size="sm" tone="secondary" disabled={loading !== null} onClick={() => load('reload')}>{loading === 'reload' ? 'Reloading...' : 'Reload'}</Button>
            <Button size="sm" tone="secondary" disabled={loading !== null} onClick={() => load('compare')}>{loading === 'compare' ? 'Loading...' : 'Compare'}</Button>
          </span>
        </span>
      </Alert>
      <CompareDialog
        open={theirs !== null}
        onOpenChange={(open) => { if (!open) setTheirs(null); }}
        title="Your version and theirs"
        description="Reload discards your changes and loads theirs. Keep mine leaves your changes in the form: saving then replaces their version."
        beforeLabel="Mine (not saved)"
        afterLabel="Theirs (saved)"
        fields={their ? [
          { label: 'Title', before: editor.values.title, after: their.title },
          { label: 'Excerpt', before: editor.values.excerpt, after: their.excerpt },
          { label: 'Content', before: editor.values.content, after: their.content },
        ] : []}
        actions={theirs ? (
          <>
            <Button size="sm" tone="secondary" onClick={() => { editor.resetTo(theirs); setTheirs(null); }}>Reload theirs</Button>
            <Button size="sm" onClick={() => { editor.keepMine(theirs); setTheirs(null); }}>Keep mine</Button>
          </>
        ) : null}
      />
    </>
  );
}
