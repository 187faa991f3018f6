import { randomUUID } from 'node:crypto';
import { contactCommand, contactMessages as m, type ContactCommand } from '../../schemas/contact/commands.js';
import { contactStream, type ContactEvent } from '../../schemas/contact/events.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { unavailable } from '../shared/errors.js';
import { runCommand } from '../shared/idempotency.js';
import type { Mail } from '../shared/mailer.js';
import { parseInput } from '../shared/validation.js';

/** A message's stream holds its single ContactMessageSent: a second decision appends nothing. */
const sentDecider = {
  initialState: { sent: false },
  evolve: (_s: { sent: boolean }, e: ContactEvent) => ({ sent: e.type === 'ContactMessageSent' }),
};

/**
 * The contact form. Idempotency uses the shared machinery: a keyed request claims its record
 * and appends one ContactMessageSent (topic only, no personal data) on its own stream; a retry
 * with the same key finds it there (`replayed`) and mails nothing. The mail goes to CONTACT_TO
 * with Reply-To the sender, from the background queue; the answer is the same for everyone.
 * No address or message text is logged.
 */
export async function sendContactMessage(deps: Deps, body: unknown, ctx: CommandContext & { ip: string }) {
  const cmd = parseInput(contactCommand, body);
  const to = deps.config.contactTo;
  if (!to) {
    deps.log.error({ event: 'contact_unconfigured' }, 'CONTACT_TO is not set: contact messages cannot be delivered');
    throw unavailable(m.failed);
  }
  await deps.limits.hit('contact', ctx.ip);
  const res = await runCommand(deps.store, ctx, {
    command: 'contact.send',
    input: cmd,
    prepare: async () => ({ streamId: contactStream(randomUUID()), result: null }),
    decider: sentDecider,
    decide: (s): ContactEvent[] => (s.sent ? [] : [{ type: 'ContactMessageSent', data: { topic: cmd.topic } }]),
  });
  deps.log.info({ event: 'contact_message', topic: cmd.topic, outcome: res.replayed ? 'replayed' : 'sent' });
  if (!res.replayed) deps.background.run('contact-mail', () => deps.mailer.send(contactMail(to, cmd)));
  return { success: true as const, message: m.sent };
}

function contactMail(to: string, cmd: ContactCommand): Mail {
  const from = cmd.name ? `${cmd.name} <${cmd.email}>` : cmd.email;
  return {
    to,
    replyTo: cmd.email,
    subject: `Contact form: ${cmd.topic}`,
    text: `From: ${from}\nTopic: ${cmd.topic}\n\n${cmd.message}\n`,
  };
}
