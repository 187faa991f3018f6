import { useState } from 'react';
import { adminCommentMessages as m, MODERATION_REASON_MAX, type AdminComment, type ModerationStatus } from '../../../../schemas/admin/comments';
import { useToast } from '../../../ui/use-toast';
import { useModerateComments } from '../api/comments';
import { resultToast } from '../lib/bulk';
import { charLength, truncate } from '../lib/text';

export const STATUS_ACTIONS: { status: ModerationStatus; label: string; verb: string }[] = [
  { status: 'approved', label: 'Approve', verb: 'Approved' },
  { status: 'rejected', label: 'Reject', verb: 'Rejected' },
  { status: 'flagged', label: 'Flag', verb: 'Flagged' },
  { status: 'pending', label: 'Pending', verb: 'Marked pending' },
];

/**
 * Moderation of one comment or of the selection, with the optional reason (at most 500) that goes
 * with every action until it succeeds. SPEC 8: the toast shows the server's message; for several
 * comments it also says per comment what happened.
 */
export function useModeration(comments: readonly AdminComment[], onDone: () => void) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  const names = new Map(comments.map((c) => [c.id, `${c.author.displayName}: “${truncate(c.content, 40).text}”`]));
  const moderate = useModerateComments({
    onSuccess: (res, input) => {
      setPendingIds(new Set());
      setReason('');
      onDone();
      const verb = STATUS_ACTIONS.find((a) => a.status === input.status)?.verb ?? 'Moderated';
      const t = resultToast(verb, ['comment', 'comments'], res.results, (id) => names.get(id) ?? `Comment #${id}`);
      toast({ tone: t.tone, title: res.message, description: input.commentIds.length > 1 || t.tone !== 'success' ? t.description : undefined });
    },
    onError: (err) => {
      setPendingIds(new Set());
      toast({ tone: 'error', title: m.failed, description: err.message });
    },
  });
  const reasonError = charLength(reason) > MODERATION_REASON_MAX ? m.reasonTooLong : undefined;
  return {
    reason,
    setReason,
    reasonError,
    pendingIds,
    busy: moderate.isPending,
    run: (commentIds: number[], status: ModerationStatus) => {
      if (commentIds.length === 0 || moderate.isPending || reasonError) return;
      setPendingIds(new Set(commentIds));
      moderate.mutate({ commentIds, status, ...(reason.trim() ? { reason: reason.trim() } : {}) });
    },
  };
}
