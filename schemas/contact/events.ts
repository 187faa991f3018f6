import type { ContactTopic } from './commands.js';

/**
 * ContactMessageSent on `contact-message-<uuid>`: the record that a message was handed to the
 * mailer (so an Idempotency-Key retry sends no second email). It carries no address, name or
 * text: the message itself lives only in the operators' mailbox.
 */
export type ContactEvent = { type: 'ContactMessageSent'; data: { topic: ContactTopic } };
export const contactStream = (id: string) => `contact-message-${id}`;
