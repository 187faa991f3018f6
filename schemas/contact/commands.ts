import { z } from 'zod';

export const CONTACT_TOPICS = [
  'General question',
  'Correction to an article',
  'Privacy or data request',
  'Report a problem with the site',
  'Press or partnership',
  'Something else',
] as const;

export const contactMessages = {
  name: 'Name must be 100 characters or less.',
  email: 'Please enter a valid email address.',
  topic: 'Please choose a topic.',
  messageTooShort: 'Message must be at least 10 characters long.',
  messageTooLong: 'Message must be 5000 characters or less.',
  sent: 'Thank you for your message. If it needs an answer, we will reply to the address you gave.',
  failed: 'Your message could not be sent. Please try again.',
} as const;

/** POST /_api/contact (Idempotency-Key accepted). The answer is the same for everyone. */
export const contactCommand = z.strictObject({
  name: z.string({ error: contactMessages.name }).trim().max(100, contactMessages.name).optional(),
  email: z.string({ error: contactMessages.email }).trim().max(254, contactMessages.email).pipe(z.email({ error: contactMessages.email })),
  topic: z.enum(CONTACT_TOPICS, { error: contactMessages.topic }),
  message: z.string({ error: contactMessages.messageTooShort }).trim().min(10, contactMessages.messageTooShort).max(5000, contactMessages.messageTooLong),
});
export type ContactCommand = z.infer<typeof contactCommand>;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
