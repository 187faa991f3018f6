import { useState } from 'react';
import { ApiError, NETWORK_MESSAGE } from '../../../lib/http';

/**
 * Uploads a file as the request body with XMLHttpRequest (fetch reports no upload progress):
 * `progress` runs from 0 to 1 while it is sent, stays at 1 while the server re-encodes it, and is
 * null when idle. One Idempotency-Key per upload, so a retry lands on the same files. Resolves
 * with what `pick` finds in the answer; rejects with the server's words (or `failed`).
 */
export function useBodyUpload<T>(path: string, pick: (body: Record<string, unknown>) => T | undefined, failed = 'Could not upload the image') {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = (file: File) =>
    new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', path);
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID());
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) setProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        setProgress(null);
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(xhr.responseText) as typeof body;
        } catch {
          // Not JSON (a proxy's page): the fallback below.
        }
        const value = xhr.status < 300 ? pick(body) : undefined;
        if (value !== undefined) resolve(value);
        else reject(new ApiError(typeof body.error === 'string' ? body.error : failed, xhr.status));
      };
      xhr.onerror = () => {
        setProgress(null);
        reject(new ApiError(NETWORK_MESSAGE, 0));
      };
      setProgress(0);
      xhr.send(file);
    });
  return { upload, progress, status: progress === null ? null : progress < 1 ? `Uploading... ${Math.round(progress * 100)}%` : 'Processing...' };
}
