import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';

type Answer = { message: string };

/** POST /_api/user/email: asks for the link to the new address. */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (body: { newEmail: string; currentPassword: string }) => postJson<Answer>('/_api/user/email', body, 'The change could not be started.'),
  });

/** POST /_api/user/email/confirm: the emailed link's button. */
export const useConfirmEmailChange = () =>
  useMutation({ mutationFn: (token: string) => postJson<Answer>('/_api/user/email/confirm', { token }, 'The address could not be changed.') });
