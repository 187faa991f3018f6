import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { avatarMessages, siteAvatarOrNull } from '../../../../schemas/auth/commands';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/use-toast';
import { checkAvatarFile, useUploadAvatar } from '../api/upload-avatar';
import { useUpdateProfile } from '../api/update-profile';
import type { Profile } from '../api/types';
import * as styles from './avatar-upload.css';

type Props = { profile: Profile; name: string; onSaved?: ((profile: Profile) => void) | undefined };

/**
 * The member's avatar: choose an image (PNG, JPEG or WebP, at most 2 MB), see it, upload it or
 * cancel; or remove the current one (initials show instead). The preview is a data: URL read in
 * the browser, so nothing leaves the page before "Upload" is pressed. The server re-encodes the
 * image and drops its metadata (GPS position included); an avatar on another host (from before
 * uploads) is not shown.
 */
export function AvatarUpload({ profile, name, onSaved }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const current = siteAvatarOrNull(profile.avatarUrl);

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  };
  const upload = useUploadAvatar({
    onSuccess: (p) => {
      reset();
      toast({ tone: 'success', title: avatarMessages.uploaded });
      onSaved?.(p);
    },
    onError: (err) => setError(err.message || 'Failed to upload the image.'),
  });
  const remove = useUpdateProfile({
    onSuccess: (p) => {
      toast({ tone: 'success', title: avatarMessages.removed });
      onSaved?.(p);
    },
    onError: (err) => setError(err.message || 'Failed to update profile.'),
  });

  // A stale read of a file replaced meanwhile must not show.
  useEffect(() => {
    if (!file) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => live && setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setError(null);
    if (!chosen) return reset();
    const problem = checkAvatarFile(chosen);
    if (problem) {
      setError(problem);
      reset();
      return;
    }
    setFile(chosen);
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <fieldset className={styles.group} aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>Avatar</legend>
      <div className={styles.row}>
        {preview ? (
          <img className={styles.preview} src={preview} alt="Preview of your new avatar" width={96} height={96} />
        ) : (
          <Avatar name={name} src={current} size="lg" decorative />
        )}
        <div className={styles.actions}>
          <input
            ref={input}
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={onChange}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          />
          <label className={styles.chooser} htmlFor={`${id}-file`}>{current || file ? 'Choose another image' : 'Choose an image'}</label>
          {file ? (
            <>
              <Button onClick={() => upload.mutate(file)} disabled={busy}>{upload.isPending ? 'Uploading…' : 'Upload'}</Button>
              <Button tone="secondary" onClick={reset} disabled={busy}>Cancel</Button>
            </>
          ) : current ? (
            <Button tone="secondary" onClick={() => { setError(null); remove.mutate({ avatarUrl: '' }); }} disabled={busy}>
              {remove.isPending ? 'Removing…' : 'Remove avatar'}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        PNG, JPEG or WebP, at most 2 MB. We keep a square copy and remove everything else the file carries, such as
        where a photo was taken. Prefer a picture that does not show your face. Without one, your initials show.
      </p>
      {error ? <p id={errorId} className={styles.error} role="alert">{error}</p> : null}
    </fieldset>
  );
}
