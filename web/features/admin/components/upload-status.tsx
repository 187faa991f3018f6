import * as styles from './catalogue.css';

/** An upload's progress bar and words ('Uploading... 40%', then 'Processing...'), announced as they change; nothing when idle. */
export function UploadStatus({ progress, status }: { progress: number | null; status: string | null }) {
  if (progress === null) return null;
  return (
    <div role="status">
      <progress className={styles.progress} max={1} value={progress < 1 ? progress : undefined} aria-label="Upload progress" />
      <p className={styles.hint}>{status}</p>
    </div>
  );
}
