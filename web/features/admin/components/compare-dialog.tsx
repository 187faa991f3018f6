import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { useInertPage } from '../../../ui/use-inert-page';
import * as styles from '../../../ui/dialog.css';
import { DiffView } from './diff-view';

export type ComparedField = { label: string; before: string; after: string };

type CompareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  beforeLabel: string;
  afterLabel: string;
  fields: ComparedField[];
  /** Buttons beside Close (Reload, Keep mine, Restore...). */
  actions?: ReactNode;
};

/** Two versions of an article, field by field, side by side. No Radix Overlay: it injects a <style> the CSP refuses. */
export function CompareDialog({ open, onOpenChange, title, description, beforeLabel, afterLabel, fields, actions }: CompareDialogProps) {
  useInertPage(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className={styles.backdrop} aria-hidden="true" />
        <Dialog.Content className={styles.dialog({ size: 'wide', scroll: true })}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={styles.description}>{description}</div>
          </Dialog.Description>
          {fields.map((f) => <DiffView key={f.label} label={f.label} before={f.before} after={f.after} beforeLabel={beforeLabel} afterLabel={afterLabel} />)}
          <div className={styles.actions}>
            {actions}
            <Dialog.Close asChild>
              <Button tone="secondary" size="sm">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
