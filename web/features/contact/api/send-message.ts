import { contactMessages as m, type ContactCommand } from '../../../../schemas/contact/commands';
import { postJson } from '../../../lib/http';
import { useSubmission } from '../../../lib/use-submission';

export type ContactAnswer = { success: true; message: string };

export const sendContactMessage = (body: ContactCommand, idempotencyKey?: string) =>
  postJson<ContactAnswer>('/_api/contact', body, m.failed, idempotencyKey);

/** One Idempotency-Key per submission: the same message sent again after a lost answer is not mailed twice. */
export const useSendContactMessage = () => useSubmission(sendContactMessage);
