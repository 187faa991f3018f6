import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminForumCategory } from '../../../../schemas/forum/admin';
import { forumCategoryTypeLabels } from '../../../../schemas/forum/events';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useToast } from '../../../ui/use-toast';
import { useForumCategories, useStructureCommand } from '../api/structure';
import { ConfirmDialog } from './confirm-dialog';
import { ForumCategoryForm } from './forum-category-form';
import { StructureHistory } from './structure-history';
import * as styles from './structure.css';

type Editing = null | 'new' | AdminForumCategory;

/**
 * The forum's categories in their order on /forum: create, edit, move up or down, archive (a
 * category with threads is archived, never deleted: its threads stay readable and it takes no new
 * posts) or delete one without threads, and each one's history.
 */
export function ForumCategoryManager() {
  const list = useForumCategories();
  const qc = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminForumCategory | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const done = (message: string) => toast({ tone: 'success', title: message });
  const failed = (err: Error) => toast({ tone: 'error', title: err.message });
  const order = useStructureCommand<{ message: string }>('forum-categories', 'order', { onSuccess: (r) => done(r.message), onError: failed });
  const archive = useStructureCommand<{ message: string }>('forum-categories', 'archive', { onSuccess: (r) => done(r.message), onError: failed });
  const remove = useStructureCommand<{ message: string }>('forum-categories', 'delete', {
    onSuccess: (r) => { setDeleting(null); done(r.message); },
    onError: (err) => { setDeleting(null); failed(err); },
  });
  const reload = () => { setEditing(null); void qc.invalidateQueries({ queryKey: ['admin', 'structure', 'forum-categories'] }); };

  if (list.isPending) return <Skeleton shape="block" />;
  if (list.isError) return <Alert tone="error" title="Could not load the forum categories:">{list.error.message}</Alert>;
  const categories = list.data.categories;
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate({ ids });
  };
  const busy = order.isPending || archive.isPending;

  return (
    <div className={styles.page}>
      {editing ? (
        <ForumCategoryForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.revision}`}
          category={editing === 'new' ? null : editing}
          onDone={(message) => { setEditing(null); done(message); }}
          onCancel={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.count}>{categories.length} {categories.length === 1 ? 'category' : 'categories'}, in their order on /forum</p>
        {editing ? null : <Button tone="primary" onClick={() => setEditing('new')}>New Category</Button>}
      </div>
      {categories.length === 0 ? <EmptyState tone="dashed" spacious>No forum categories yet.</EmptyState> : (
        <ol className={styles.rows}>
          {categories.map((c, i) => (
            <li key={c.id} className={[styles.row, c.archived ? styles.rowMuted : ''].join(' ')}>
              <div className={styles.main}>
                <div className={styles.nameLine}>
                  <h3 className={styles.name}>{c.name}</h3>
                  <Badge tone="teal">{forumCategoryTypeLabels[c.categoryType]}</Badge>
                  {c.archived ? <Badge tone="plum">Archived</Badge> : null}
                </div>
                <p className={styles.description}>{c.description}</p>
                <p className={styles.meta}>{c.threadCount} {c.threadCount === 1 ? 'thread' : 'threads'}{c.archived ? ' · read-only: no new threads or replies' : ''}</p>
              </div>
              <div className={styles.rowActions}>
                <Button size="sm" tone="secondary" disabled={busy || i === 0} onClick={() => move(i, -1)}>Up<span className={visuallyHidden}>: move {c.name} up</span></Button>
                <Button size="sm" tone="secondary" disabled={busy || i === categories.length - 1} onClick={() => move(i, 1)}>Down<span className={visuallyHidden}>: move {c.name} down</span></Button>
                <Button size="sm" tone="secondary" onClick={() => setEditing(c)}>Edit<span className={visuallyHidden}> {c.name}</span></Button>
                <Button size="sm" tone="secondary" disabled={busy} onClick={() => archive.mutate({ id: c.id, archived: !c.archived })}>
                  {c.archived ? 'Reopen' : 'Archive'}<span className={visuallyHidden}> {c.name}</span>
                </Button>
                {c.threadCount === 0 ? <Button size="sm" tone="danger" onClick={() => setDeleting(c)}>Delete<span className={visuallyHidden}> {c.name}</span></Button> : null}
                <Button size="sm" tone="ghost" aria-expanded={open === c.id} onClick={() => setOpen(open === c.id ? null : c.id)}>History<span className={visuallyHidden}> of {c.name}</span></Button>
              </div>
              {open === c.id ? <div className={styles.historyBox}><StructureHistory kind="forum-categories" id={c.id} /></div> : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => { if (!o) setDeleting(null); }}
        title="Delete this category?"
        description={`"${deleting?.name ?? ''}" has no threads and will leave /forum. This cannot be undone; its history stays in the audit trail.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
