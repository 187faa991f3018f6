import { useId, useState } from 'react';
import { expertPhotoAtSize } from '../../../../schemas/experts/photo';
import { Button } from '../../../ui/button';
import * as fieldStyles from '../../../ui/field.css';
import { usePhotoUpload } from '../api/studio';
import * as styles from './studio.css';

type PhotoFieldProps = { value: string | null; onChange: (url: string | null) => void; disabled?: boolean; name: string };

/**
 * An expert's photo: choosing a file uploads it at once (with its progress), the server re-encodes
 * it (no metadata survives) and the preview shows the result; the form then saves its URL.
 */
export function PhotoField({ value, onChange, disabled, name }: PhotoFieldProps) {
  const id = useId();
  const { upload, progress } = usePhotoUpload();
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      onChange(await upload(file));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not upload the photo');
    }
  };
  const preview = expertPhotoAtSize(value, 256);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>Photo</label>
      <div className={styles.photo}>
        {preview ? <img className={styles.photoPreview} src={preview} alt="The expert's photo" width={96} height={96} /> : <span className={styles.photoEmpty} aria-hidden="true">No photo</span>}
        <div className={styles.photoControls}>
          <input
            id={id} name={name} type="file" accept="image/png,image/jpeg,image/webp" className={styles.fileInput} disabled={disabled || progress !== null}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }}
          />
          {progress !== null ? (
            <progress className={styles.progress} value={progress} max={1} aria-label="Uploading photo">{Math.round(progress * 100)}%</progress>
          ) : null}
          {progress !== null ? <span role="status">Uploading... {Math.round(progress * 100)}%</span> : null}
          {value ? <Button tone="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>Remove photo</Button> : null}
        </div>
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>PNG, JPEG or WebP, up to 2 MB. It is cropped to a square and saved without its metadata.</p>
      {error ? <p id={`${id}-error`} className={fieldStyles.error} role="alert">{error}</p> : null}
    </div>
  );
}
