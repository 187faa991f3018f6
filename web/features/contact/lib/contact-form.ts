import { CONTACT_TOPICS, contactMessages as m, type ContactCommand } from '../../../../schemas/contact/commands';

/*
 * The contact form's checks without zod (the page is server-rendered and read on a first visit, which
 * carries no zod): the same bounds and messages as schemas/contact/commands.ts. The address rule is
 * zod 4's `z.email()` pattern, so the form refuses what the server refuses.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export type ContactValues = { name: string; email: string; topic: string; message: string };
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', topic: '', message: '' };
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

/** Characters as the server counts them (zod's string length counts UTF-16 units, after trimming). */
const length = (s: string) => s.trim().length;

export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (length(v.name) > NAME_MAX) errors.name = m.name;
  const email = v.email.trim();
  if (email.length > 254 || !EMAIL.test(email)) errors.email = m.email;
  if (!(CONTACT_TOPICS as readonly string[]).includes(v.topic)) errors.topic = m.topic;
  if (length(v.message) < MESSAGE_MIN) errors.message = m.messageTooShort;
  else if (length(v.message) > MESSAGE_MAX) errors.message = m.messageTooLong;
  return errors;
}

export const firstContactError = (errors: ContactErrors): ContactField | null => CONTACT_FIELDS.find((f) => errors[f]) ?? null;

/** The request body: trimmed, and no `name` key when it was left empty (it is optional). */
export function contactBody(v: ContactValues): ContactCommand {
  const name = v.name.trim();
  return {
    ...(name ? { name } : {}),
    email: v.email.trim(),
    topic: v.topic as ContactCommand['topic'],
    message: v.message.trim(),
  };
}
