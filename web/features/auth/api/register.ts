import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { postJson } from '../../../lib/http';
import { safeReturnPath } from '../../../lib/return-path';
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

/** The same answer for a new and a taken address (issue 13): the next step is in the mailbox. */
export const register = (input: RegisterInput) =>
  postJson<{ message: string }>('/_api/auth/register', input, 'Sign-up failed. Please try again.');

export const confirmRegistration = (token: string) =>
  postJson<UserResponse>('/_api/auth/register/confirm', { token }, 'The account could not be activated. Please try again.');

export const welcomeMessage = (displayName: string) => `Welcome to Open Sex Guide, ${displayName}!`;

/**
 * The page that sent the reader to sign up, kept in this tab until they follow the emailed link, so
 * confirming in the same browser takes them back there (another device goes to the profile).
 */
const AFTER_SIGN_UP = 'osg.afterSignUp';

/** Sign-up sends a link and signs nobody in: the form shows 'Check your email' on success. */
export function useRegister(returnTo: string | null = null) {
  return useMutation({
    mutationFn: register,
    onSuccess: () => {
      try {
        if (returnTo) sessionStorage.setItem(AFTER_SIGN_UP, returnTo);
        else sessionStorage.removeItem(AFTER_SIGN_UP);
      } catch {
        // Storage refused (private mode): confirming goes to the profile.
      }
    },
  });
}

function takeReturnPath(): string | null {
  try {
    const saved = sessionStorage.getItem(AFTER_SIGN_UP);
    sessionStorage.removeItem(AFTER_SIGN_UP);
    return safeReturnPath(saved, window.location.origin);
  } catch {
    return null;
  }
}

/**
 * Following the emailed link signs the person in: store the user like a login, welcome them, and
 * take them back to the page they signed up from (same tab), or to their profile.
 */
export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: confirmRegistration,
    onSuccess: (data) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.session(), data.user);
      toast({ tone: 'success', title: welcomeMessage(data.user.displayName), description: 'Your account is ready.' });
      navigate(takeReturnPath() ?? '/profile', { replace: true });
    },
  });
}
