import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useStructureCommand, type StructureKind } from '../api/structure';
import { ConfirmDialog } from './confirm-dialog';
import { StructureHistory } from './structure-history';
import * as styles from './structure.css';
import { useStructureToasts } from './use-structure-save';

type Item = { id: number; revision: number };
export type StructureFormProps<T> = { item: T | null; onDone: (message: string) => void; onCancel: () => void; onReload: () => void };

type StructureManagerProps<T extends Item, D> = {
  kind: StructureKind;
  list: UseQueryResult<D, Error>;
  /** The items shown, from the list's answer (a filter may leave out some). */
  items: (data: D) => T[];
  /** 'the forum categories' in 'Could not load the forum categories:'. */
  what: string;
  newLabel: string;
  form: ComponentType<StructureFormProps<T>>;
  /** Beside the New button (a count or a filter); `below` under the toolbar. */
  toolbar: (data: D, shown: T[]) => ReactNode;
  below?: (data: D, shown: T[]) => ReactNode;
  empty: ReactNode;
  ordered?: boolean;
  /** How a row names its item to screen readers ('Cats', 'the group of std'). */
  label: (item: T) => string;
  muted?: (item: T) => boolean;
  main: (item: T) => ReactNode;
  /** The row's own actions, before and after Edit. */
  before?: (item: T, index: number, all: T[]) => ReactNode;
  after?: (item: T) => ReactNode;
  /** A delete asked first; `can` says which rows offer it. */
  remove?: { title: string; description: (item: T) => string; can?: (item: T) => boolean };
};

/**
 * The studio's short structure lists (forum categories, newsletter topics, synonyms): an editor
 * panel above the rows (create, or edit at the revision it opened), each row's Edit, Delete (asked
 * first) and History, and the screen's own actions. Each screen names only what differs.
 */
export function StructureManager<T extends Item, D>(p: StructureManagerProps<T, D>) {
  const qc = useQueryClient();
  const { done, failed } = useStructureToasts();
  const [editing, setEditing] = useState<null | 'new' | T>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const remove = useStructureCommand<{ message: string }>(p.kind, 'delete', {
    onSuccess: (r) => { setDeleting(null); done(r.message); },
    onError: (err) => { setDeleting(null); failed(err); },
  });
  const reload = () => { setEditing(null); void qc.invalidateQueries({ queryKey: ['admin', 'structure', p.kind] }); };

  if (p.list.isPending) return <Skeleton shape="block" />;
  if (p.list.isError) return <Alert tone="error" title={`Could not load ${p.what}:`}>{p.list.error.message}</Alert>;
  const data = p.list.data;
  const shown = p.items(data);
  const Rows = p.ordered ? 'ol' : 'ul';
  const Form = p.form;
  return (
    <div className={styles.page}>
      {editing ? (
        <Form
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.revision}`}
          item={editing === 'new' ? null : editing}
          onDone={(message) => { setEditing(null); done(message); }}
          onCancel={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
      <div className={styles.toolbar}>
        {p.toolbar(data, shown)}
        {editing ? null : <Button tone="primary" onClick={() => setEditing('new')}>{p.newLabel}</Button>}
      </div>
      {p.below?.(data, shown)}
      {shown.length === 0 ? <EmptyState tone="dashed" spacious>{p.empty}</EmptyState> : (
        <Rows className={styles.rows}>
          {shown.map((item, i) => (
            <li key={item.id} className={[styles.row, p.muted?.(item) ? styles.rowMuted : ''].join(' ')}>
              <div className={styles.main}>{p.main(item)}</div>
              <div className={styles.rowActions}>
                {p.before?.(item, i, shown)}
                <Button size="sm" tone="secondary" onClick={() => setEditing(item)}>Edit<span className={visuallyHidden}> {p.label(item)}</span></Button>
                {p.after?.(item)}
                {p.remove && (p.remove.can?.(item) ?? true) ? (
                  <Button size="sm" tone="danger" onClick={() => setDeleting(item)}>Delete<span className={visuallyHidden}> {p.label(item)}</span></Button>
                ) : null}
                <Button size="sm" tone="ghost" aria-expanded={open === item.id} onClick={() => setOpen(open === item.id ? null : item.id)}>
                  History<span className={visuallyHidden}> of {p.label(item)}</span>
                </Button>
              </div>
              {open === item.id ? <div className={styles.historyBox}><StructureHistory kind={p.kind} id={item.id} revision={item.revision} /></div> : null}
            </li>
          ))}
        </Rows>
      )}
      {p.remove ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(o) => { if (!o) setDeleting(null); }}
          title={p.remove.title}
          description={deleting ? p.remove.description(deleting) : ''}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          tone="danger"
          pending={remove.isPending}
          onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        />
      ) : null}
    </div>
  );
}
