import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as styles from './article-editor.css';

/**
 * A save against a newer revision (409): the words, and 'Reload' to start over from their version
 * (this form's changes are discarded; copy them first to keep them).
 */
export function StaleNotice({ message, onReload }: { message: string; onReload: () => Promise<void> }) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = async () => {
    setLoading(true);
    setFailed(null);
    try {
      await onReload();
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'Could not load the latest version');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert tone="warning" live>
      <span className={styles.conflict}>
        <strong>{message}</strong>
        <span className={styles.conflictActions}>
          <Button size="sm" tone="secondary" disabled={loading} onClick={() => void reload()}>{loading ? 'Reloading...' : 'Reload their version'}</Button>
        </span>
        {failed ? <span role="alert">{failed}</span> : null}
      </span>
    </Alert>
  );
}
