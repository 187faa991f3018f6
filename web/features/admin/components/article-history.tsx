import { useState } from 'react';
import { adminArticleMessages as m, type AdminArticleDetail, type ArticleHistoryEntry } from '../../../../schemas/admin/articles';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/use-toast';
import { useRestoreArticle } from '../api/articles';
import { useArticleHistory } from '../api/history';
import { isConflict } from '../api/shared';
import * as styles from './article-history.css';
import { ConfirmDialog } from './confirm-dialog';
import { dateTime } from '../lib/format';
import { VersionCompare } from './version-compare';

const FIELD_NAMES: Record<string, string> = { title: 'title', slug: 'slug', excerpt: 'excerpt', content: 'content', category: 'category', featured: 'featured flag' };

export function describeEntry(e: ArticleHistoryEntry): string {
  switch (e.type) {
    case 'ArticleCreated': return 'Created';
    case 'ArticlePublished': return e.publishAt ? `Published by schedule (set for ${dateTime(e.publishAt)})` : 'Published';
    case 'ArticleScheduled': return `Scheduled for ${dateTime(e.publishAt)}`;
    case 'ArticleScheduleCancelled': return `Cancelled the schedule for ${dateTime(e.publishAt)}`;
    case 'ArticleUnpublished': return 'Unpublished';
    case 'ArticleDeleted': return 'Deleted';
    case 'ArticleEdited': {
      if (e.restoredFrom !== undefined) return `Restored revision ${e.restoredFrom}`;
      const fields = e.changed.map((f) => FIELD_NAMES[f] ?? f);
      return fields.length ? `Edited ${fields.join(', ')}` : 'Edited';
    }
    default: return e.type;
  }
}

type ArticleHistoryProps = {
  articleId: number;
  /** The revision the editor holds: restores are made against it. */
  revision: number;
  dirty: boolean;
  onRestoring: (pending: boolean) => void;
  onRestored: (article: AdminArticleDetail) => void;
  onStale: () => void;
};

/** The article's own events (newest first), two versions side by side, and 'Restore this version'. */
export function ArticleHistory({ articleId, revision, dirty, onRestoring, onRestored, onStale }: ArticleHistoryProps) {
  const toast = useToast();
  const history = useArticleHistory(articleId);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [restoreFrom, setRestoreFrom] = useState<number | null>(null);
  const restore = useRestoreArticle({
    onSuccess: (res) => { setRestoreFrom(null); onRestoring(false); setPicked([]); onRestored(res.article); },
    onError: (err) => {
      setRestoreFrom(null);
      onRestoring(false);
      if (isConflict(err)) onStale();
      else toast({ tone: 'error', title: m.updateFailed(err.message) });
    },
  });
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  const latest = history.data?.pages[0]?.revision ?? revision;
  const pick = (r: number) => setPicked((p) => (p.includes(r) ? p.filter((x) => x !== r) : [...p, r].slice(-2)));

  return (
    <section className={styles.panel} aria-labelledby="article-history-title">
      <div className={styles.head}>
        <h2 id="article-history-title" className={styles.title}>History</h2>
        <p className={styles.hint}>Every change to this article, newest first. Tick two versions to compare them.</p>
        <Button size="sm" tone="secondary" disabled={picked.length !== 2} onClick={() => setComparing(true)}>Compare selected</Button>
      </div>
      {history.isPending ? <div role="status" aria-label="Loading history" className={styles.loading}><Skeleton /><Skeleton /><Skeleton width="half" /></div> : null}
      {history.isError ? <Alert tone="error">{history.error.message}</Alert> : null}
      <ol className={styles.list}>
        {entries.map((e) => (
          <li key={e.revision} className={styles.entry} data-revision={e.revision}>
            <input
              type="checkbox" className={styles.check} checked={picked.includes(e.revision)} onChange={() => pick(e.revision)}
              aria-label={`Compare revision ${e.revision}`}
            />
            <div className={styles.what}>
              <span className={styles.action}>{describeEntry(e)}</span>
              <span className={styles.meta}>
                Revision {e.revision} · {e.actor.displayName ?? (e.actor.role === 'system' ? 'System' : 'Unknown admin')} · <time dateTime={e.at}>{dateTime(e.at)}</time>
              </span>
            </div>
            {e.revision === latest ? <span className={styles.current}>Current</span> : (
              <Button size="sm" tone="ghost" onClick={() => setRestoreFrom(e.revision)} disabled={restore.isPending}>Restore this version</Button>
            )}
          </li>
        ))}
      </ol>
      {history.hasNextPage ? (
        <Button size="sm" tone="secondary" onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? 'Loading...' : 'Show older changes'}
        </Button>
      ) : null}
      {comparing && picked.length === 2 ? (
        <VersionCompare articleId={articleId} revisions={[Math.min(...picked), Math.max(...picked)]} onClose={() => setComparing(false)} onRestore={(r) => { setComparing(false); setRestoreFrom(r); }} latest={latest} />
      ) : null}
      <ConfirmDialog
        open={restoreFrom !== null}
        onOpenChange={(open) => { if (!open) setRestoreFrom(null); }}
        title={`Restore revision ${restoreFrom ?? ''}?`}
        description={`Its title, slug, excerpt, content, category and featured flag are saved as a new edit; nothing in the history is lost.${dirty ? ' Your unsaved changes in the form will be discarded.' : ''}`}
        confirmLabel="Restore this version"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={() => {
          if (restoreFrom === null) return;
          onRestoring(true);
          restore.mutate({ id: articleId, revision: restoreFrom, expectedRevision: revision });
        }}
      />
    </section>
  );
}
