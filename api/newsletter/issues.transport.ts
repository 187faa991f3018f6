import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Options as MailOptions } from 'nodemailer/lib/mailer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { Mail } from '../shared/mailer.js';

/**
 * How an issue's mail leaves (issue 28). `send` hands the message over and calls `commit` (and
 * waits for it) at the last moment before the handover becomes final: over SMTP, after the whole
 * message is written but before the final dot that completes the transaction (the message is a
 * stream whose end waits for `commit`); in the outbox folder, before the file is renamed into
 * place. A `commit` that fails aborts the handover (the connection is dropped without the dot, or
 * the file is not placed), so whatever happened before it, the message was not delivered.
 */
export interface IssueTransport {
  send(p: { to: string; raw: Buffer; key: string; commit: () => Promise<void> }): Promise<void>;
  /** Whether the message `key` was delivered: the outbox folder knows (true / false); over SMTP nobody can tell (null). */
  delivered(key: string): boolean | null;
  /** Closes the connections held open between messages. */
  close(): void;
}

/** Why a send failed, and whether it is worth another try. */
export class SendError extends Error {
  constructor(
    message: string,
    /** The server refused for good (5xx) or the address is malformed: no retry. */
    readonly permanent: boolean,
    /** The failure came after `commit`, with no answer from the server: the message may have been delivered. */
    readonly inDoubt: boolean,
    /** The server answered (a 4xx or 5xx for this message); otherwise it could not be reached or went away. */
    readonly answered: boolean,
  ) {
    super(message);
  }
}

/**
 * The whole message as one .eml text (From, To, Subject, Message-ID, headers, both parts), built
 * by nodemailer's composer itself: the same bytes as a stream transport's, without the transport's
 * plugin pipeline around it (a sixth of the composing, once per recipient).
 */
export function composeRaw(from: string, mail: Mail & { messageId: string }, fixed: { date?: Date; baseBoundary?: string } = {}): Promise<Buffer> {
  const { id: _id, messageId, ...fields } = mail;
  return new MailComposer({ from, ...fields, messageId, ...fixed, newline: 'windows' } as MailComposerOptions).compile().build();
}

/** nodemailer's options, with the multipart boundary's random part (its types leave it out). */
type MailComposerOptions = MailOptions & { baseBoundary?: string };

/** The address of `from` ('Name <a@b>' or 'a@b'). */
const envelopeFrom = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** A message whose end waits for `commit`: the first read gives the whole text, the next one commits and then ends it. */
function gatedBody(raw: Buffer, commit: () => Promise<void>, state: { committed: boolean; error: unknown }) {
  let phase = 0;
  return new Readable({
    read() {
      if (phase === 0) {
        phase = 1;
        this.push(raw);
      } else if (phase === 1) {
        phase = 2;
        state.committed = true;
        commit().then(
          () => this.push(null),
          (err: unknown) => {
            state.error = err;
            this.destroy(err instanceof Error ? err : new Error(String(err)));
          },
        );
      }
    },
  });
}

type Conn = InstanceType<typeof SMTPConnection>;

/**
 * SMTP through connections held open between messages, one per message in flight (a sender
 * with several lanes uses several); a connection that errs or that the server closes is dropped
 * and the next message opens another. The message is piped only once the server has accepted
 * the envelope and DATA, so `commit` runs when all that is left is the end of the data.
 */
export function smtpIssueTransport(smtpUrl: string, from: string): IssueTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const auth = url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined;
  const idle: Conn[] = [];
  const dead = new WeakSet<Conn>();
  const drop = (c: Conn | null) => {
    if (!c || dead.has(c)) return;
    dead.add(c);
    const i = idle.indexOf(c);
    if (i >= 0) idle.splice(i, 1);
    try {
      c.close();
    } catch {
      // already closed
    }
  };
  const connect = () =>
    new Promise<Conn>((resolve, reject) => {
      const c = new SMTPConnection({ host: url.hostname, port: Number(url.port) || (secure ? 465 : 587), secure, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
      c.once('error', reject);
      c.on('error', () => drop(c));
      c.on('end', () => drop(c));
      c.connect(() => {
        if (!auth) return resolve(c);
        c.login(auth, (err) => (err ? reject(err) : resolve(c)));
      });
    });
  return {
    async send({ to, raw, commit }) {
      const state = { committed: false, error: null as unknown };
      let conn: Conn | null = null;
      try {
        conn = idle.pop() ?? (await connect());
        const c = conn;
        await new Promise<void>((resolve, reject) => {
          const onError = (err: Error) => reject(err);
          c.once('error', onError);
          c.send({ from: envelopeFrom(from), to: [to] }, gatedBody(raw, commit, state), (err) => {
            c.off('error', onError);
            if (err) reject(err);
            else resolve();
          });
        });
        if (!dead.has(c)) idle.push(c);
      } catch (err) {
        drop(conn);
        if (state.error) throw state.error;
        const e = err as { responseCode?: number; message?: string };
        const answered = typeof e.responseCode === 'number';
        throw new SendError(e.message ?? 'SMTP error', answered && e.responseCode! >= 500, state.committed && !answered, answered);
      }
    },
    delivered: () => null,
    close() {
      for (const c of [...idle]) drop(c);
    },
  };
}

/** The embedded default: each message an .eml file in the outbox folder, named by its key (tests read them). */
export function fileIssueTransport(dir: string): IssueTransport {
  const file = (key: string) => join(dir, `newsletter-${key}.eml`);
  return {
    async send({ raw, key, commit }) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const tmp = join(dir, `.newsletter-${key}.tmp`);
      writeFileSync(tmp, raw, { mode: 0o600 });
      await commit();
      renameSync(tmp, file(key));
    },
    delivered: (key) => existsSync(file(key)),
    close: () => undefined,
  };
}
