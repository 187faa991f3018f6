import type { AdminForumCategory } from '../../../../schemas/forum/admin';
import { forumCategoryTypeLabels } from '../../../../schemas/forum/events';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { useForumCategories, useStructureCommand } from '../api/structure';
import { ForumCategoryForm } from './forum-category-form';
import { StructureManager } from './structure-manager';
import { useStructureToasts } from './use-structure-save';
import * as styles from './structure.css';

/**
 * The forum's categories in their order on /forum: create, edit, move up or down, archive (a
 * category with threads is archived, never deleted: its threads stay readable and it takes no new
 * posts) or delete one without threads, and each one's history.
 */
export function ForumCategoryManager() {
  const list = useForumCategories();
  const { handlers } = useStructureToasts();
  const order = useStructureCommand<{ message: string }>('forum-categories', 'order', handlers);
  const archive = useStructureCommand<{ message: string }>('forum-categories', 'archive', handlers);
  const busy = order.isPending || archive.isPending;
  const move = (categories: AdminForumCategory[], index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate({ ids });
  };
  return (
    <StructureManager
      kind="forum-categories"
      list={list}
      items={(d) => d.categories}
      what="the forum categories"
      newLabel="New Category"
      form={ForumCategoryForm}
      toolbar={(d) => <p className={styles.count}>{d.categories.length} {d.categories.length === 1 ? 'category' : 'categories'}, in their order on /forum</p>}
      empty="No forum categories yet."
      ordered
      label={(c) => c.name}
      muted={(c) => c.archived}
      main={(c) => (
        <>
          <div className={styles.nameLine}>
            <h3 className={styles.name}>{c.name}</h3>
            <Badge tone="teal">{forumCategoryTypeLabels[c.categoryType]}</Badge>
            {c.archived ? <Badge tone="plum">Archived</Badge> : null}
          </div>
          <p className={styles.description}>{c.description}</p>
          <p className={styles.meta}>{c.threadCount} {c.threadCount === 1 ? 'thread' : 'threads'}{c.archived ? ' · read-only: no new threads or replies' : ''}</p>
        </>
      )}
      before={(c, i, all) => (
        <>
          <Button size="sm" tone="secondary" disabled={busy || i === 0} onClick={() => move(all, i, -1)}>Up<span className={visuallyHidden}>: move {c.name} up</span></Button>
          <Button size="sm" tone="secondary" disabled={busy || i === all.length - 1} onClick={() => move(all, i, 1)}>Down<span className={visuallyHidden}>: move {c.name} down</span></Button>
        </>
      )}
      after={(c) => (
        <Button size="sm" tone="secondary" disabled={busy} onClick={() => archive.mutate({ id: c.id, archived: !c.archived })}>
          {c.archived ? 'Reopen' : 'Archive'}<span className={visuallyHidden}> {c.name}</span>
        </Button>
      )}
      remove={{
        title: 'Delete this category?',
        description: (c) => `"${c.name}" has no threads and will leave /forum. This cannot be undone; its history stays in the audit trail.`,
        can: (c) => c.threadCount === 0,
      }}
    />
  );
}
