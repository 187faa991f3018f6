import { useId, useState, type FormEvent } from 'react';
import { MODERATION_REASON_MAX } from '../../../../schemas/admin/comments';
import { Button } from '../../../ui/button';
import { DialogCancel, DialogShell, type DialogShellProps } from '../../../ui/dialog-shell';
import * as dialog from '../../../ui/dialog.css';
import * as field from '../../../ui/field.css';
import * as limit from '../../../ui/limited-textarea.css';
import * as form from '../../../ui/report-dialog.css';
import { textarea } from '../../../ui/textarea.css';
import { useToast } from '../../../ui/use-toast';
import { useCategories } from '../api/get-categories';
import { useMergeThread, useMoveThread, useThreadChoices } from '../api/move-merge-thread';
import * as styles from './thread-move-merge.css';

type ActDialogProps = Omit<DialogShellProps, 'scroll' | 'onCloseAutoFocus' | 'description'> & {
  description: string;
  error: string | null;
  /** The action's own button label, and whether what it needs is chosen. */
  submitLabel: string;
  ready: boolean;
  onSubmit: (reason: string | null) => void;
};

/**
 * The frame both thread actions share (issue 29): what to act with, an optional reason the author
 * is told (at most 500 characters), the server's refusal in place.
 */
function ThreadActDialog({ title, description, open, onOpenChange, pending, error, submitLabel, ready, onSubmit, children }: ActDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const length = [...reason].length;
  const tooLong = length > MODERATION_REASON_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !tooLong && !pending) onSubmit(reason.trim() || null);
  };
  return (
    <DialogShell title={title} description={description} open={open} onOpenChange={onOpenChange} pending={pending} scroll>
      <form className={form.form} onSubmit={submit} aria-label={title}>
        {children}
        <label htmlFor={`${id}-reason`} className={form.label}>Reason for the author (optional)</label>
        <textarea id={`${id}-reason`} className={textarea} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={tooLong || undefined} />
        <p className={tooLong ? limit.error : limit.count}>{`${length} / ${MODERATION_REASON_MAX}`}</p>
        {error ? <p className={limit.error} role="alert">{error}</p> : null}
        <div className={dialog.actions}>
          <DialogCancel pending={pending} />
          <Button type="submit" size="sm" disabled={pending || tooLong || !ready}>{pending ? 'Saving…' : submitLabel}</Button>
        </div>
      </form>
    </DialogShell>
  );
}

type ActProps = { threadId: number; open: boolean; onOpenChange: (open: boolean) => void; onDone: (message: string) => void };

/** 'Move': another category (archived ones take no threads). */
function MoveDialog({ threadId, categoryId, open, onOpenChange, onDone }: ActProps & { categoryId: number | null }) {
  const id = useId();
  const categories = useCategories(open);
  const [to, setTo] = useState('');
  const move = useMoveThread();
  const choices = (categories.data ?? []).filter((c) => !c.archived && c.id !== categoryId);
  const submit = (reason: string | null) =>
    move.mutate({ threadId, categoryId: Number(to), ...(reason ? { reason } : {}) }, { onSuccess: () => onDone(`Thread moved to ${choices.find((c) => String(c.id) === to)?.name ?? 'its new category'}.`) });
  return (
    <ThreadActDialog title="Move thread" description="It leaves its category for the one you choose, with all its replies." open={open} onOpenChange={onOpenChange}
      pending={move.isPending} error={move.error?.message ?? null} submitLabel="Move" ready={to !== ''} onSubmit={submit}>
      <label htmlFor={`${id}-category`} className={form.label}>New category</label>
      <select id={`${id}-category`} className={field.input()} value={to} onChange={(e) => setTo(e.target.value)} required>
        <option value="">{categories.isPending ? 'Loading categories…' : 'Select a category'}</option>
        {choices.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
      </select>
    </ThreadActDialog>
  );
}

/** 'Merge into…': the thread to keep, found by title words, its address or its number. */
function MergeDialog({ threadId, open, onOpenChange, onDone }: ActProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const found = useThreadChoices(text);
  const merge = useMergeThread();
  const options = (found.data ?? []).filter((c) => c.id !== threadId);
  const target = options.find((c) => c.id === chosen) ?? null;
  const submit = (reason: string | null) =>
    target && merge.mutate({ threadId, targetThreadId: target.id, ...(reason ? { reason } : {}) }, { onSuccess: () => onDone(`Thread merged into “${target.title}”.`) });
  return (
    <ThreadActDialog title="Merge into another thread" description="Its opening post and replies go to the end of the thread you choose; this one then points there and takes no more replies."
      open={open} onOpenChange={onOpenChange} pending={merge.isPending} error={merge.error?.message ?? null} submitLabel="Merge" ready={target !== null} onSubmit={submit}>
      <label htmlFor={`${id}-find`} className={form.label}>Thread to merge into</label>
      <input id={`${id}-find`} className={field.input()} type="search" value={text} placeholder="Title words, its address or its number"
        onChange={(e) => { setText(e.target.value); setChosen(null); }} aria-describedby={`${id}-found`} />
      <fieldset className={styles.choices} id={`${id}-found`} aria-live="polite">
        <legend className={styles.hidden}>Matching threads</legend>
        {found.isFetching ? <p className={limit.count}>Looking…</p> : null}
        {found.isSuccess && options.length === 0 ? <p className={limit.count}>No other thread matches.</p> : null}
        {found.isError ? <p className={limit.error}>{found.error.message}</p> : null}
        {options.map((c) => (
          <label key={c.id} className={styles.choice}>
            <input type="radio" name={`${id}-target`} checked={chosen === c.id} onChange={() => setChosen(c.id)} />
            <span>{c.title} <span className={limit.count}>{`#${c.id} in ${c.categoryName}`}</span></span>
          </label>
        ))}
      </fieldset>
    </ThreadActDialog>
  );
}

/**
 * A moderator's 'Move' and 'Merge into…' for one thread (issue 29), on the thread's page and on its
 * card in the moderation queue. `categoryId`, when known, is left out of the move's choices.
 */
export function ThreadMoveMerge({ threadId, categoryId = null, disabled = false, onDone }: { threadId: number; categoryId?: number | null; disabled?: boolean; onDone?: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState<'move' | 'merge' | null>(null);
  const done = (message: string) => {
    setOpen(null);
    toast({ title: message, tone: 'success' });
    onDone?.();
  };
  const props = (which: 'move' | 'merge') => ({ threadId, open: open === which, onOpenChange: (o: boolean) => setOpen(o ? which : null), onDone: done });
  return (
    <>
      <Button size="sm" tone="secondary" disabled={disabled} onClick={() => setOpen('move')}>Move</Button>
      <Button size="sm" tone="secondary" disabled={disabled} onClick={() => setOpen('merge')}>Merge into…</Button>
      {open === 'move' ? <MoveDialog {...props('move')} categoryId={categoryId} /> : null}
      {open === 'merge' ? <MergeDialog {...props('merge')} /> : null}
    </>
  );
}
