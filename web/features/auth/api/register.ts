import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { postJson } from '../../../lib/http';
import { useToast } from '../../../ui/use-toast';
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

export const welcomeMessage = (displayName: string) => `Welcome to Open Sex Guide, ${displayName}!`;

/**
 * Registration signs the person in: store the user like a login, welcome them, and take them back
 * to the page that sent them here (`returnTo`, already checked to be same-origin) or to their profile.
 */
export function useRegister(returnTo: string | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.session(), data.user);
      toast({ tone: 'success', title: welcomeMessage(data.user.displayName), description: 'Your account is ready.' });
      navigate(returnTo ?? '/profile', { replace: true });
    },
  });
}
