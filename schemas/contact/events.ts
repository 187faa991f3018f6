import { z } from 'zod';
import type { EventUnion } from '../shared/event.js';
import { CONTACT_TOPICS } from './commands.js';

/**
 * ContactMessageSent on `contact-message-<uuid>`: the record that a message was handed to the
 * mailer (so an Idempotency-Key retry sends no second email). It carries no address, name or
 * text: the message itself lives only in the operators' mailbox.
 */
export const contactEvents = { ContactMessageSent: z.object({ topic: z.enum(CONTACT_TOPICS) }) };
export type ContactEvent = EventUnion<typeof contactEvents>;
export const contactStream = (id: string) => `contact-message-${id}`;
