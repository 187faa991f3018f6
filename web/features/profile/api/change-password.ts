import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import type { ChangePasswordInput } from './types';

export const changePassword = (input: ChangePasswordInput) =>
  postJson<{ success: boolean; message?: string }>('/_api/user/password', input, 'An unknown error occurred.');

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
