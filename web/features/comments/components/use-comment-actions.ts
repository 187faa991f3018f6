import { useState } from 'react';
import { commentMessages as m } from '../../../../schemas/comments/messages';
import { useToast } from '../../../ui/use-toast';
import { useDeleteComment, useEditComment, usePostComment } from '../api/write-comment';

export type CardMode = 'view' | 'edit' | 'reply';

/** A card's reply, edit and delete, with the SPEC 8 toasts; each success returns the card to reading mode. */
export function useCommentActions(articleId: number, commentId: number) {
  const toast = useToast();
  const [mode, setMode] = useState<CardMode>('view');
  const [confirming, setConfirming] = useState(false);
  const fail = (prefix: string) => (err: Error) => toast({ title: `${prefix}: ${err.message}`, tone: 'error' });

  const reply = usePostComment(articleId, {
    onSuccess: () => { setMode('view'); toast({ title: m.posted, tone: 'success' }); },
    onError: fail('Failed to post comment'),
  });
  const edit = useEditComment(articleId, {
    onSuccess: () => { setMode('view'); toast({ title: m.updated, tone: 'success' }); },
    onError: fail('Failed to update comment'),
  });
  const remove = useDeleteComment(articleId, {
    onSuccess: () => { setConfirming(false); toast({ title: m.removed, tone: 'success' }); },
    onError: (err) => { setConfirming(false); fail('Failed to delete comment')(err); },
  });

  /** Resolves true once saved, so the form knows to clear itself; failures are already toasted. */
  const saved = (p: Promise<unknown>) => p.then(() => true, () => false);

  return {
    mode,
    setMode,
    confirming,
    setConfirming,
    replyPending: reply.isPending,
    editPending: edit.isPending,
    deletePending: remove.isPending,
    postReply: (content: string) => saved(reply.mutateAsync({ articleId, content, parentCommentId: commentId })),
    saveEdit: (content: string) => saved(edit.mutateAsync({ commentId, content })),
    confirmDelete: () => remove.mutate({ commentId }),
  };
}
