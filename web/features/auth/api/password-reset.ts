import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';

export type RequestResetInput = { email: string };
export type ConfirmResetInput = { token: string; newPassword: string; confirmNewPassword: string };

/** The server answers the same neutral message whether or not the address has an account. */
export const requestPasswordReset = (input: RequestResetInput) =>
  postJson<{ message: string }>('/_api/auth/password-reset/request', input, 'Could not send the reset link. Please try again.');

export const confirmPasswordReset = (input: ConfirmResetInput) =>
  postJson<{ message: string }>('/_api/auth/password-reset/confirm', input, 'Could not reset the password. Please try again.');

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
