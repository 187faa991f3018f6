import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { submissionKeys } from './http';

/**
 * A form's create call with one Idempotency-Key per submission (submissionKeys): the same body sent
 * again after a failure or a lost answer is a retry and gets the first answer, not a second thing
 * made. Once it succeeds the key is spent, then `onSuccess` runs (refreshing what the call changed).
 */
export function useSubmission<Body, Answer>(
  send: (body: Body, idempotencyKey: string) => Promise<Answer>,
  onSuccess?: (answer: Answer) => unknown,
) {
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (body: Body) => send(body, keys.keyFor(body)),
    onSuccess: async (answer: Answer) => {
      keys.settled();
      await onSuccess?.(answer);
    },
  });
}
