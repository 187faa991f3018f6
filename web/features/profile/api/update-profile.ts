import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { profileKeys } from './keys';
import type { Profile, UpdateProfileInput } from './types';

export class InvalidUpdateResponse extends Error {
  constructor() {
    super('Update response was invalid.');
  }
}

export const updateProfile = async (input: UpdateProfileInput): Promise<Profile> => {
  const data = await postJson<{ user?: Profile }>('/_api/user/profile', input, 'Failed to update profile.');
  if (!data?.user || typeof data.user.displayName !== 'string') throw new InvalidUpdateResponse();
  return data.user;
};

type Handlers = { onSuccess?: (p: Profile) => void; onError?: (err: Error) => void };

/** SPEC 4: optimistic. The cached profile changes at once and is restored if the server refuses. */
export function useUpdateProfile({ onSuccess, onError }: Handlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: profileKeys.me() });
      const previous = queryClient.getQueryData<Profile>(profileKeys.me());
      if (previous) {
        queryClient.setQueryData<Profile>(profileKeys.me(), {
          ...previous,
          ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
          ...(input.avatarUrl !== undefined ? { avatarUrl: input.avatarUrl || null } : {}),
        });
      }
      return { previous };
    },
    onError: (err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(profileKeys.me(), context.previous);
      onError?.(err);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      onSuccess?.(profile);
    },
  });
}
