import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import * as styles from './dialog.css';
import { useInertPage } from './use-inert-page';

export type DialogShellProps = {
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the server answers, Escape, the backdrop and Cancel leave the dialog open. */
  pending: boolean;
  /** A tall form scrolls inside the dialog. */
  scroll?: boolean;
  onCloseAutoFocus?: (e: Event) => void;
  children: ReactNode;
};

/**
 * A dialog holding a form (a report, a moderator's move or merge): title, description, and the
 * caller's form below. No Radix Overlay: it locks scrolling with an injected <style>, which the CSP
 * refuses; the backdrop is a plain element and focus is still trapped in the dialog.
 */
export function DialogShell({ title, description, open, onOpenChange, pending, scroll = false, onCloseAutoFocus, children }: DialogShellProps) {
  useInertPage(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => { if (!pending) onOpenChange(next); }}>
      <Dialog.Portal>
        <div className={styles.backdrop} aria-hidden="true" />
        <Dialog.Content className={styles.dialog({ scroll })} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's Cancel: closes it, unless the server is still answering. */
export function DialogCancel({ pending }: { pending: boolean }) {
  return (
    <Dialog.Close asChild>
      <Button tone="secondary" size="sm" disabled={pending}>Cancel</Button>
    </Dialog.Close>
  );
}
