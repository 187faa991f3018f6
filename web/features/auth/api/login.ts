import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { postJson } from '../../../lib/http';
import { authKeys } from './keys';
import type { UserResponse } from './types';

export type LoginInput = { email: string; password: string };

/** SPEC 9: after login the app waits 200 ms before navigating. */
export const POST_LOGIN_REDIRECT_MS = 200;

export const loginWithPassword = (input: LoginInput) =>
  postJson<UserResponse>('/_api/auth/login_with_password', input, 'Login failed. Please try again.');

/**
 * SPEC 4: the user is stored in the session cache at once, then after 200 ms the app navigates to
 * `returnTo` (the page that sent them to /login, already checked to be a same-origin path) or /.
 */
export function useLogin(returnTo: string | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  return useMutation({
    mutationFn: loginWithPassword,
    onSuccess: (data) => {
      // Anything cached for a previous visitor (profile, etc.) must not leak into this session.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.session(), data.user);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(returnTo ?? '/', { replace: true }), POST_LOGIN_REDIRECT_MS);
    },
  });
}
