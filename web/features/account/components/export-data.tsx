import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useExportStatus, useStartExport } from '../api/export-data';
import * as styles from './account.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Export my data': starts the job, follows it, then offers the file until it expires. */
export function ExportData() {
  const [id, setId] = useState<string | null>(null);
  const key = useRef<string>(crypto.randomUUID());
  const start = useStartExport();
  const status = useExportStatus(id);
  const state = status.data?.status;

  const onStart = () =>
    start.mutate(key.current, {
      onSuccess: (res) => {
        setId(res.id);
        key.current = crypto.randomUUID();
      },
    });

  return (
    <section className={styles.section} aria-labelledby="export-heading">
      <h2 id="export-heading" className={styles.heading}>Export my data</h2>
      <p className={styles.text}>
        Download a JSON file with everything we store about you: your profile, comments, forum threads and posts,
        reviews, votes, helpful marks, reports, newsletter subscription and the history of your own actions. It
        contains nothing written by other members. The file is kept for 24 hours, then deleted.
      </p>
      <div className={styles.row} aria-live="polite">
        {state === 'ready' && status.data?.downloadUrl ? (
          <>
            <a className={styles.downloadLink} href={status.data.downloadUrl} download>Download my data (JSON)</a>
            <span className={styles.meta}>Available until {when(status.data.expiresAt)}</span>
          </>
        ) : id && (state === 'pending' || status.isPending) ? (
          <>
            <Spinner label="Preparing your export" />
            <span className={styles.meta}>Preparing your file. This usually takes a few seconds; you can leave this page.</span>
          </>
        ) : (
          <Button tone="secondary" onClick={onStart} disabled={start.isPending}>
            {start.isPending ? 'Starting...' : state === 'expired' ? 'Export again' : 'Export my data'}
          </Button>
        )}
      </div>
      {state === 'failed' ? <Alert tone="error">The export failed. Please try again in a few minutes.</Alert> : null}
      {state === 'expired' ? <Alert tone="info">That download link has expired and the file was deleted.</Alert> : null}
      {start.isError ? <Alert tone="error">{errorMessage(start.error, 'The export could not be started.')}</Alert> : null}
    </section>
  );
}
