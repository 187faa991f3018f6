import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { postJson, submissionKeys } from '../../../lib/http';

export type Handlers<T, I = never> = { onSuccess?: (res: T, input: I) => void; onError?: (err: Error) => void };

/**
 * A keyed admin command: one Idempotency-Key per submission (lib/http submissionKeys), reused while
 * the same payload is retried, so a save whose answer was lost is not applied twice. `after` runs
 * (refetching what the write changed) before the success handler.
 */
export function useAdminCommand<I, T>(url: string, fallback: string, after: (res: T, input: I) => Promise<unknown>, h: Handlers<T, I>) {
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: I) => postJson<T>(url, input, fallback, keys.keyFor(input)),
    onSuccess: async (res, input) => {
      keys.settled();
      await after(res, input);
      h.onSuccess?.(res, input);
    },
    onError: (err) => h.onError?.(err),
  });
}
