import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { contactMessages as m, type ContactCommand } from '../../../../schemas/contact/commands';
import { postJson, submissionKeys } from '../../../lib/http';

export type ContactAnswer = { success: true; message: string };

export const sendContactMessage = (body: ContactCommand, idempotencyKey?: string) =>
  postJson<ContactAnswer>('/_api/contact', body, m.failed, idempotencyKey);

/** One Idempotency-Key per submission: the same message sent again after a lost answer is not mailed twice. */
export function useSendContactMessage() {
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (body: ContactCommand) => sendContactMessage(body, keys.keyFor(body)),
    onSuccess: () => keys.settled(),
  });
}
