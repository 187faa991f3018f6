import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as styles from './structure.css';

type StructureFormProps = {
  title: string;
  pending: boolean;
  /** The server's answer to the last save, in its words; a stale save adds a way to start again. */
  error: string | null;
  stale: boolean;
  onReload: () => void;
  onCancel: () => void;
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
};

/** The studio's short editor panel: its fields, the server's refusal, Save ('Saving...') and Cancel. */
export function StructureForm({ title, pending, error, stale, onReload, onCancel, onSubmit, submitLabel, children }: StructureFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={title} noValidate>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
      {error ? (
        <Alert tone="error" title={stale ? 'Not saved:' : 'Could not save:'}>
          {error}
          {stale ? <> <Button size="sm" tone="secondary" onClick={onReload}>Load the latest version</Button></> : null}
        </Alert>
      ) : null}
      <div className={styles.formActions}>
        <Button tone="secondary" onClick={onCancel} disabled={pending}>Cancel</Button>
        <Button tone="primary" type="submit" disabled={pending}>{pending ? 'Saving...' : submitLabel}</Button>
      </div>
    </form>
  );
}
