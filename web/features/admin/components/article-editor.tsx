import { useState } from 'react';
import { adminArticleMessages as m, type AdminArticleDetail } from '../../../../schemas/admin/articles';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/use-toast';
import { ArticleHistory } from './article-history';
import * as styles from './article-editor.css';
import { ArticleCoverField } from './article-cover-field';
import { ArticleMetaForm } from './article-meta-form';
import { ContentImageInsert } from './content-image-insert';
import { ConfirmDialog } from './confirm-dialog';
import { ConflictNotice } from './conflict-notice';
import { ContentEditor } from './content-editor';
import { useArticleEditor } from './use-article-editor';

const CANCEL_TEXT = 'Are you sure you want to cancel? Any unsaved changes will be lost.';

/**
 * SPEC 2 create / edit page body: the content editor beside the metadata form, Cancel and
 * 'Save Article' ('Saving...'); on the edit page the stale-save notice and the history panel.
 */
export function ArticleEditor({ article }: { article?: AdminArticleDetail }) {
  const e = useArticleEditor(article);
  const toast = useToast();
  const [restoring, setRestoring] = useState(false);
  return (
    <div className={styles.page}>
      {article && e.conflict ? <ConflictNotice editor={e} /> : null}
      <form className={styles.layout} onSubmit={e.submit} noValidate aria-label={article ? 'Edit article' : 'Create article'}>
        <div className={styles.main}>
          <ContentEditor value={e.values.content} onChange={(v) => e.setField('content', v)} error={e.errors.content} textareaRef={e.refs.content} />
          <ContentImageInsert onInsert={e.insertContent} disabled={e.saving} />
        </div>
        <aside className={styles.side}>
          <ArticleMetaForm
            values={e.values}
            errors={e.errors}
            refs={e.refs}
            disabled={e.saving}
            onTitle={e.setTitle}
            onSlug={e.setSlug}
            onField={e.setField}
          />
          <ArticleCoverField value={e.values.coverImage} onChange={(url) => e.setField('coverImage', url)} disabled={e.saving} />
          <div className={styles.actions}>
            <Button tone="secondary" onClick={() => e.guard.go('/admin/articles')} disabled={e.saving}>Cancel</Button>
            <Button type="submit" disabled={e.saving || restoring}>{e.saving ? 'Saving...' : 'Save Article'}</Button>
          </div>
          {article && e.dirty ? <p className={styles.unsaved} role="status">Unsaved changes</p> : null}
        </aside>
      </form>
      {article && e.revision !== null ? (
        <ArticleHistory
          articleId={article.id}
          revision={e.revision}
          dirty={e.dirty}
          onRestoring={setRestoring}
          onRestored={(a) => { e.resetTo(a); toast({ tone: 'success', title: m.restored }); }}
          onStale={e.markStale}
        />
      ) : null}
      <ConfirmDialog
        open={e.guard.asking}
        onOpenChange={(open) => { if (!open) e.guard.stay(); }}
        title="Discard your changes?"
        description={CANCEL_TEXT}
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        tone="danger"
        onConfirm={e.guard.leave}
      />
    </div>
  );
}
