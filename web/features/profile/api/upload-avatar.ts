import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, AVATAR_UPLOAD_PATH, avatarMessages } from '../../../../schemas/auth/commands';
import { ApiError, send } from '../../../lib/http';
import { profileKeys } from './keys';
import type { Profile } from './types';

/** The server decides by the file's content; this only spares a doomed upload (the same texts). */
export function checkAvatarFile(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return avatarMessages.type;
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  return null;
}

/** POST /_api/user/avatar with the image itself as the body; answers the updated profile. */
export async function uploadAvatar(file: File): Promise<Profile> {
  const res = await send(AVATAR_UPLOAD_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': file.type },
    body: file,
  });
  const data = (await res.json().catch(() => null)) as { user?: Profile; error?: string } | null;
  if (!res.ok) throw new ApiError(data?.error || (res.status === 413 ? avatarMessages.tooLarge : 'Failed to upload the image.'), res.status);
  if (!data?.user || typeof data.user.displayName !== 'string') throw new ApiError('Failed to upload the image.', res.status);
  return data.user;
}

export function useUploadAvatar({ onSuccess, onError }: { onSuccess?: (p: Profile) => void; onError?: (err: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      onSuccess?.(profile);
    },
    onError: (err) => onError?.(err),
  });
}
