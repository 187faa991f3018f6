import { SMTPServer } from 'smtp-server';
import { newsletterStreams as streams, subscriptionSubject } from '../../schemas/newsletter/events.js';
import { toNewEvents, type CommandContext } from '../shared/command.js';
import type { EventStore } from '../event-store/port.js';
import { seal, type KeyStore } from '../shared/personal-data.js';
import { addressTag } from './commands.js';

export type SubscriberKind = 'confirmed' | 'pending' | 'unsubscribed' | 'erased';

const seeding = (): CommandContext => ({ actorId: null, actorRole: 'system', correlationId: 'issue-tests', causationId: null, now: new Date() });

/**
 * `n` subscriptions written straight to the log as the subscribe, confirm and unsubscribe
 * commands write them (address reserved, sealed under the subscription's own key), `kind` each:
 * confirmed for `categoryIds`, pending (never confirmed), unsubscribed after confirming, or erased
 * (confirmed, then its key destroyed). Returns their ids and addresses, in id order.
 */
export async function addSubscribers(
  d: { store: EventStore; keys: KeyStore },
  n: number,
  o: { kind: SubscriberKind; categoryIds: number[]; prefix: string; domain?: string; reserve?: boolean },
): Promise<{ id: number; email: string }[]> {
  const made: { id: number; email: string }[] = [];
  const one = async (i: number) => {
    const email = `${o.prefix}-${i}@${o.domain ?? 'subscribers.test'}`;
    const id = await d.store.nextId('newsletter-subscription');
    const ctx = seeding();
    const address = streams.address(addressTag(d.keys, email));
    // The reservation lets the bounce webhook find a subscription by address; a bench may leave it out.
    if (o.reserve !== false) await d.store.append(address, toNewEvents([{ type: 'NewsletterAddressReserved', data: { subscriptionId: id } }], ctx, address), 'no_stream');
    const events = [
      { type: 'NewsletterSubscribed', data: { subscriptionId: id, email: seal(d.keys, subscriptionSubject(id), email), categoryIds: o.categoryIds, source: 'homepage', memberId: null } },
      ...(o.kind === 'pending' ? [] : [{ type: 'NewsletterSubscriptionConfirmed', data: { subscriptionId: id } }]),
      ...(o.kind === 'unsubscribed' ? [{ type: 'NewsletterUnsubscribed', data: { subscriptionId: id, via: 'link' } }] : []),
    ];
    const stream = streams.subscription(id);
    // Erased before anything reads it: every projection finds an address that no longer unseals.
    if (o.kind === 'erased') d.keys.destroy(subscriptionSubject(id));
    await d.store.append(stream, toNewEvents(events, ctx, stream, [subscriptionSubject(id)]), 'no_stream');
    made.push({ id, email });
  };
  for (let i = 0; i < n; i += 50) await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, j) => one(i + j)));
  return made.sort((a, b) => a.id - b.id);
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  header(name: string): string | null;
}

/**
 * The project's SMTP test harness (smtp-server): every message accepted is kept with its
 * envelope recipients. `refuse(to)` answers a message with an error code (e.g. 550 for a hard
 * bounce at SMTP time, 451 for a temporary failure).
 */
export async function startSmtp(opts: { refuse?: (to: string) => number | null } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      const code = opts.refuse?.(address.address) ?? null;
      if (code === null) return cb();
      const err = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code });
      return cb(err);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header: (name) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(head)?.[1]?.trim() ?? null,
        });
        cb();
      });
    },
  });
  // A sender SIGKILLed mid-message resets its connection: the server's error, not the test's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft breaks joined and `=XX` decoded (enough to read links out of a part). */
export const unQuote = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
