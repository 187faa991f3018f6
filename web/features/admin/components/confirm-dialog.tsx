import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode } from 'react';
import { useInertPage } from '../../../ui/use-inert-page';
import { Button } from '../../../ui/button';
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
 * Asks before a destructive or bulk action. Radix's Overlay is left out on purpose: it locks scroll
 * by injecting a <style> element, which the CSP (style-src 'self') refuses; the backdrop is a plain
 * element and focus is still trapped in the dialog.
 */
export function ConfirmDialog({
  open, onOpenChange, title, description, confirmLabel, pendingLabel, cancelLabel = 'Cancel', tone = 'primary', pending = false, onConfirm, children,
}: ConfirmDialogProps) {
  useInertPage(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => { if (!pending) onOpenChange(next); }}>
      <AlertDialog.Portal>
        <div className={styles.backdrop} aria-hidden="true" />
        <AlertDialog.Content className={styles.dialog({ scroll: true })}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          {children}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button tone="secondary" size="sm" disabled={pending}>{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button tone={tone} size="sm" onClick={onConfirm} disabled={pending}>
              {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
