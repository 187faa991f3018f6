import { contactCommand, contactMessages as m, type ContactCommand } from '../../schemas/contact/commands.js';
import { contactStream, type ContactEvent } from '../../schemas/contact/events.js';
import { appendDecided, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { unavailable } from '../shared/errors.js';
import { workKind, type WorkContext } from '../shared/durable-work.js';
import type { Mail } from '../shared/mailer.js';
import { parseInput } from '../shared/validation.js';

/** A message's stream holds its single ContactMessageSent: a second decision appends nothing. */
const sentDecider = {
  initialState: { sent: false },
  evolve: (_s: { sent: boolean }, e: ContactEvent) => ({ sent: e.type === 'ContactMessageSent' }),
};

export type ContactWork = { cmd: ContactCommand };
export const contactWork = workKind<ContactWork>('contact-mail');

/**
 * The contact form. The message is written to the log as acknowledged work (sealed under the
 * item's own key, destroyed once it is sent) before the answer, which is the same for everyone;
 * an Idempotency-Key retry appends nothing and mails nothing. No address or message text is logged.
 */
export async function sendContactMessage(deps: Deps, body: unknown, ctx: CommandContext & { ip: string }) {
  const cmd = parseInput(contactCommand, body);
  if (!deps.config.contactTo) {
    deps.log.error({ event: 'contact_unconfigured' }, 'CONTACT_TO is not set: contact messages cannot be delivered');
    throw unavailable(m.failed);
  }
  await deps.limits.hit('contact', ctx.ip);
  const res = await deps.work.request(contactWork, { cmd }, ctx, cmd);
  deps.log.info({ event: 'contact_message', topic: cmd.topic, outcome: res.replayed ? 'replayed' : 'sent' });
  return { success: true as const, message: m.sent };
}

/**
 * The contact work item: mails CONTACT_TO with Reply-To the sender (keyed by the item, so a
 * second run replaces the first's message), then appends ContactMessageSent (topic only) on the
 * message's stream, once.
 */
export async function deliverContactMessage(deps: Deps, { cmd }: ContactWork, work: WorkContext) {
  const to = deps.config.contactTo;
  if (!to) throw new Error('CONTACT_TO is not set: the message waits until it is');
  await deps.mailer.send({ ...contactMail(to, cmd), id: work.workId });
  const stream = contactStream(work.workId);
  await appendDecided(deps.store, stream, sentDecider, (s): ContactEvent[] => (s.sent ? [] : [{ type: 'ContactMessageSent', data: { topic: cmd.topic } }]), work.ctx);
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
