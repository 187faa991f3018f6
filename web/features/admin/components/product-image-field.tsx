import { useId, useState, type ChangeEvent } from 'react';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, productImageId, productImagePath } from '../../../../schemas/products/image';
import { staffProductMessages as m } from '../../../../schemas/products/messages';
import { Button } from '../../../ui/button';
import { useProductImageUpload } from '../api/catalogue';
import * as styles from './catalogue.css';

type ProductImageFieldProps = { value: string | null; onChange: (url: string | null) => void; disabled: boolean; onBusy: (busy: boolean) => void };

/**
 * The product's picture: choose a file, watch it upload (a progress bar, then 'Processing...'
 * while the server makes its sizes), see the preview the pages will show, or remove it. Type and
 * size are checked here first, with the server's words; the server checks everything again.
 */
export function ProductImageField({ value, onChange, disabled, onBusy }: ProductImageFieldProps) {
  const id = useId();
  const { upload, progress } = useProductImageUpload();
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError(m.imageType);
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return setError(m.imageTooLarge);
    onBusy(true);
    try {
      onChange(await upload(file));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not upload the image');
    } finally {
      onBusy(false);
    }
  };
  const imageId = productImageId(value);
  const status = progress === null ? null : progress < 1 ? `Uploading... ${Math.round(progress * 100)}%` : 'Processing...';
  return (
    <div className={styles.panel} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.legend}>Image</span>
      {imageId ? (
        <img className={styles.preview} src={productImagePath(imageId, 400)} width={400} height={300} alt="Preview of the product image" />
      ) : (
        <div className={styles.previewEmpty}>No image: the product pages show the category's placeholder.</div>
      )}
      {busy ? (
        <div role="status">
          <progress className={styles.progress} max={1} value={progress < 1 ? progress : undefined} aria-label="Upload progress" />
          <p className={styles.hint}>{status}</p>
        </div>
      ) : null}
      <div className={styles.imageActions}>
        <label className={styles.filterLabel} htmlFor={`${id}-file`}>{imageId ? 'Replace image' : 'Upload image'}</label>
        <input id={`${id}-file`} className={styles.fileInput} type="file" accept={PRODUCT_IMAGE_TYPES.join(',')} onChange={pick} disabled={disabled || busy} />
        {imageId ? <Button tone="secondary" size="sm" onClick={() => onChange(null)} disabled={disabled || busy}>Remove image</Button> : null}
      </div>
      <p className={styles.hint}>PNG, JPEG or WebP, at least 800 × 600 pixels, up to 8 MB. Cropped to 4:3; its metadata is removed.</p>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}
