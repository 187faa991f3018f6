import { useId, useState, type ChangeEvent } from 'react';
import { adminArticleMessages as m } from '../../../../schemas/admin/articles';
import { ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_TYPES, COVER_UPLOAD_PATH } from '../../../../schemas/articles/uploads';
import { Button } from '../../../ui/button';
import { useArticleImageUpload } from '../api/article-images';
import * as styles from './article-images.css';
import { UploadStatus } from './upload-status';

type ArticleCoverFieldProps = { value: string | null; onChange: (url: string | null) => void; disabled: boolean };

/** Type and size checked before anything is sent, with the server's words (the server checks again). */
export function fileRefusal(file: File): string | null {
  if (!(ARTICLE_IMAGE_TYPES as readonly string[]).includes(file.type)) return m.imageType;
  return file.size > ARTICLE_IMAGE_MAX_BYTES ? m.imageTooLarge : null;
}

/**
 * The article's cover: upload one (progress, then 'Processing...' while the server makes its
 * sizes) and see it as the pages will, or remove it to go back to the generated cover.
 */
export function ArticleCoverField({ value, onChange, disabled }: ArticleCoverFieldProps) {
  const id = useId();
  const { upload, progress, status } = useArticleImageUpload(COVER_UPLOAD_PATH);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(fileRefusal(file));
    if (fileRefusal(file)) return;
    try {
      onChange((await upload(file)).url);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not upload the image');
    }
  };
  return (
    <div className={styles.panel} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.legend}>Cover image</span>
      {value ? (
        <img className={styles.coverPreview} src={value} width={640} height={360} alt="Preview of the cover" />
      ) : (
        <div className={styles.previewEmpty}>No cover uploaded: the article shows its generated cover.</div>
      )}
      <UploadStatus progress={progress} status={status} />
      <div className={styles.imageActions}>
        <label className={styles.filterLabel} htmlFor={`${id}-file`}>{value ? 'Replace cover' : 'Upload cover'}</label>
        <input id={`${id}-file`} className={styles.fileInput} type="file" accept={ARTICLE_IMAGE_TYPES.join(',')} onChange={pick} disabled={disabled || busy} />
        {value ? <Button tone="secondary" size="sm" onClick={() => onChange(null)} disabled={disabled || busy}>Remove cover</Button> : null}
      </div>
      <p className={styles.hint}>PNG, JPEG or WebP, at least 640 × 360 pixels, up to 8 MB. Cropped to 16:9; its metadata is removed.</p>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}
