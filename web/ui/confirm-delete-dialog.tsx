import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import type { ButtonVariants } from './button.css';
import * as styles from './dialog.css';
import { useInertPage } from './use-inert-page';

type ShellProps = {
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A tall body (a list of what a bulk action touches) scrolls inside the dialog. */
  scroll?: boolean;
  /** The buttons, or a form ending in them (`dialogStyles.actions`). */
  children: ReactNode;
};

/**
 * A confirmation of something that cannot be undone: its title, what happens, and what the caller
 * puts below (the buttons, or a form). Radix's AlertDialog.Overlay is left out: it locks scrolling by
 * injecting a <style> element, which the CSP refuses.
 */
export function AlertShell({ title, description, open, onOpenChange, scroll = false, children }: ShellProps) {
  useInertPage(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <div className={styles.backdrop} aria-hidden="true" />
        <AlertDialog.Content className={styles.dialog({ scroll })}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The dialog's Cancel: closes it, unless the server is still answering. */
export function AlertCancel({ pending, children = 'Cancel' }: { pending: boolean; children?: ReactNode }) {
  return (
    <AlertDialog.Cancel asChild>
      <Button tone="secondary" size="sm" disabled={pending}>{children}</Button>
    </AlertDialog.Cancel>
  );
}

type Props = {
  /** 'Delete reply?' */
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
};

/** A deletion's confirmation (a member's thread, reply or review, a staff member's removal). */
export function ConfirmDeleteDialog({ title, description, open, onOpenChange, onConfirm, pending }: Props) {
  return (
    <AlertShell title={title} description={description} open={open} onOpenChange={onOpenChange}>
      <div className={styles.actions}>
        <AlertCancel pending={pending} />
        {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
        <Button tone="danger" size="sm" onClick={onConfirm} disabled={pending}>{pending ? 'Deleting...' : 'Delete'}</Button>
      </div>
    </AlertShell>
  );
}

type DeleteButtonProps = Omit<Props, 'open' | 'onOpenChange' | 'onConfirm'> & {
  /** The button's words: 'Delete', 'Remove'. */
  label: string;
  tone: ButtonVariants['tone'];
  /** Runs the deletion; calls `close` once the server has answered yes (an error keeps the dialog open). */
  onConfirm: (close: () => void) => void;
};

/** A button that asks first: a post's author's Delete, a moderator's Remove. */
export function DeleteButton({ label, tone, onConfirm, ...dialog }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone={tone} size="sm" disabled={dialog.pending} onClick={() => setOpen(true)}>{label}</Button>
      <ConfirmDeleteDialog {...dialog} open={open} onOpenChange={setOpen} onConfirm={() => onConfirm(() => setOpen(false))} />
    </>
  );
}
