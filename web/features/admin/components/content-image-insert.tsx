import { useId, useRef, useState } from 'react';
import { CONTENT_IMAGE_UPLOAD_PATH, ARTICLE_IMAGE_TYPES } from '../../../../schemas/articles/uploads';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useArticleImageUpload } from '../api/article-images';
import { imageMarkup } from '../lib/image-markup';
import { fileRefusal } from './article-cover-field';
import * as styles from './article-images.css';
import { UploadStatus } from './upload-status';

export const ALT_REQUIRED = 'Describe the image for readers who cannot see it: alt text is required.';
const FILE_REQUIRED = 'Choose an image to insert.';

/**
 * Inserts an image into the content: choose a file, describe it (required: an image without alt
 * text is refused here, before anything is uploaded), then 'Insert image' uploads it and puts
 * its <img> at the cursor. The server keeps only images uploaded here.
 */
export function ContentImageInsert({ onInsert, disabled }: { onInsert: (html: string) => void; disabled: boolean }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const { upload, progress, status } = useArticleImageUpload(CONTENT_IMAGE_UPLOAD_PATH);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | undefined>(undefined);
  const busy = progress !== null;
  const insert = async () => {
    const file = fileRef.current?.files?.[0];
    setError(null);
    setAltError(undefined);
    if (!file) return setError(FILE_REQUIRED);
    const refused = fileRefusal(file);
    if (refused) return setError(refused);
    if (!alt.trim()) {
      setAltError(ALT_REQUIRED);
      altRef.current?.focus();
      return;
    }
    try {
      onInsert(imageMarkup(await upload(file), alt));
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not upload the image');
    }
  };
  return (
    <div className={`${styles.panel} ${styles.below}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.legend}>Insert an image</span>
      <div className={styles.imageActions}>
        <label className={styles.filterLabel} htmlFor={`${id}-file`}>Image</label>
        <input ref={fileRef} id={`${id}-file`} className={styles.fileInput} type="file" accept={ARTICLE_IMAGE_TYPES.join(',')} disabled={disabled || busy} />
      </div>
      <Field ref={altRef} label="Alt text" name="image-alt" required value={alt} error={altError} hint="What the image shows, for readers who cannot see it." onChange={(e) => setAlt(e.target.value)} disabled={disabled || busy} />
      <UploadStatus progress={progress} status={status} />
      <div className={styles.imageActions}>
        <Button tone="secondary" size="sm" onClick={() => void insert()} disabled={disabled || busy}>Insert image</Button>
      </div>
      <p className={styles.hint}>PNG, JPEG or WebP up to 8 MB; at most 1280 pixels wide, metadata removed. Inserted at the cursor.</p>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}
