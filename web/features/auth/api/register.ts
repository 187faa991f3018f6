import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { postJson } from '../../../lib/http';
import { authKeys } from './keys';
import type { UserResponse } from './types';

export type RegisterInput = {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: true;
};

export const register = (input: RegisterInput) =>
  postJson<UserResponse>('/_api/auth/register', input, 'Sign-up failed. Please try again.');

/** Registration signs the person in: store the user like a login, then go home. */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.session(), data.user);
      navigate('/');
    },
  });
}
