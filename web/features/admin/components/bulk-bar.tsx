import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import * as styles from './admin-list.css';

type BulkBarProps = { count: number; noun: [string, string]; onClear: () => void; children: ReactNode };

/** Appears while rows are selected: how many, the bulk actions, and a way to clear the selection. */
export function BulkBar({ count, noun, onClear, children }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <div className={styles.bulkBar} role="region" aria-label="Bulk actions">
      <span className={styles.bulkCount} aria-live="polite">{count} {count === 1 ? noun[0] : noun[1]} selected</span>
      {children}
      <Button tone="ghost" size="sm" onClick={onClear}>Clear selection</Button>
    </div>
  );
}
