import { type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { AlertCancel, AlertShell } from '../../../ui/confirm-delete-dialog';
import * as styles from '../../../ui/dialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  pending?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
};

/**
 * Asks before a destructive or bulk action (the frame and Cancel are the deletion dialog's).
 */
export function ConfirmDialog({
  open, onOpenChange, title, description, confirmLabel, pendingLabel, cancelLabel = 'Cancel', tone = 'primary', pending = false, onConfirm, children,
}: ConfirmDialogProps) {
  return (
    <AlertShell title={title} description={description} open={open} onOpenChange={(next) => { if (!pending) onOpenChange(next); }} scroll>
      {children}
      <div className={styles.actions}>
        <AlertCancel pending={pending}>{cancelLabel}</AlertCancel>
        {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
        <Button tone={tone} size="sm" onClick={onConfirm} disabled={pending}>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </AlertShell>
  );
}
