import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';

export const deleteAccount = (password: string) =>
  postJson<{ success: true; message: string }>('/_api/user/delete', { password }, 'Your account could not be deleted. Please try again.');

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
