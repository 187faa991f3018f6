import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  /**
   * Names the message across retries (acknowledged work's id): sending it again replaces the
   * earlier copy still in the outbox, and an SMTP delivery already made is not made twice.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers passed to nodemailer as they are (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * One mailer for every feature. With SMTP_URL it sends through nodemailer's SMTP transport;
 * on the embedded default each message is written as an .eml file to the outbox folder
 * (tests read them). `enqueue`, when given (REDIS_URL), hands SMTP delivery to a worker.
 */
export function createMailer(opts: {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  enqueue?: (mail: Mail) => Promise<void>;
}): Mailer & { deliver(mail: Mail): Promise<void> } {
  const smtp: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const deliver = async (mail: Mail) => {
    const { id, ...fields } = mail;
    const message = { from: opts.from, ...fields };
    if (smtp) {
      await smtp.sendMail(message);
      return;
    }
    const info = await files.sendMail(message);
    mkdirSync(opts.outboxDir, { recursive: true, mode: 0o700 });
    const suffix = id === undefined ? `${randomUUID().slice(0, 8)}.eml` : `${id}.eml`;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${suffix}`;
    // The same message again (its work item run a second time after a crash) replaces the first copy.
    const earlier = id === undefined ? [] : readdirSync(opts.outboxDir).filter((f) => f.endsWith(`-${suffix}`));
    // Written under a temp name then renamed, so a reader never sees half a message; 0600, as
    // a reset mail carries a live token.
    const tmp = join(opts.outboxDir, `.${name}.tmp`);
    writeFileSync(tmp, info.message as Buffer, { mode: 0o600 });
    renameSync(tmp, join(opts.outboxDir, name));
    for (const f of earlier) if (f !== name) rmSync(join(opts.outboxDir, f), { force: true });
  };
  return {
    deliver,
    async send(mail) {
      if (smtp && opts.enqueue) await opts.enqueue(mail);
      else await deliver(mail);
    },
  };
}
