import { useState } from 'react';
import { adminArticleMessages as m, type AdminArticle } from '../../../../schemas/admin/articles';
import { useToast } from '../../../ui/use-toast';
import { useBulkArticles, useDeleteArticle, useEditArticle, type BulkAction } from '../api/articles';
import { resultToast } from '../lib/bulk';

const BULK_VERB: Record<BulkAction, string> = { publish: 'Published', unpublish: 'Unpublished', delete: 'Deleted' };

/**
 * The list's writes: the Publish/Unpublish toggle (SPEC 4: sends published set to the opposite),
 * Delete after a confirmation, and bulk actions over the selection, each with its toast.
 */
export function useArticleActions(articles: readonly AdminArticle[], clearSelection: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const mark = (id: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const edit = useEditArticle({
    onSuccess: (res) => toast({ tone: 'success', title: m.updated, description: `“${res.article.title}” is now ${res.article.published ? 'published' : 'a draft'}.` }),
    onError: (err) => toast({ tone: 'error', title: m.updateFailed(err.message) }),
  });
  const remove = useDeleteArticle({
    onSuccess: () => { setDeleting(null); toast({ tone: 'success', title: m.deleted }); },
    onError: (err) => { setDeleting(null); toast({ tone: 'error', title: m.deleteFailed(err.message) }); },
  });
  const titles = new Map(articles.map((a) => [a.id, a.title]));
  const runBulk = useBulkArticles({
    onSuccess: (res, { action }) => {
      setBulk(null);
      clearSelection();
      toast(resultToast(BULK_VERB[action], ['article', 'articles'], res.results, (id) => titles.get(id) ?? `Article #${id}`));
    },
    onError: (err) => { setBulk(null); toast({ tone: 'error', title: `Bulk action failed: ${err.message}` }); },
  });

  return {
    busy,
    togglePublished: (a: AdminArticle) => {
      mark(a.id, true);
      edit.mutate({ id: a.id, published: !a.published }, { onSettled: () => mark(a.id, false) });
    },
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => { if (deleting) remove.mutate({ id: deleting.id }); },
    deletePending: remove.isPending,
    bulk,
    askBulk: setBulk,
    cancelBulk: () => setBulk(null),
    confirmBulk: (ids: number[]) => { if (bulk) runBulk.mutate({ ids, action: bulk }); },
    bulkPending: runBulk.isPending,
  };
}
