import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

/*
 * The test server writes every mail as an .eml file under DATA_DIR/outbox (playwright.config.ts hands
 * the data directory to the workers as E2E_DATA_DIR). A mail here is its headers (folded lines
 * joined) and its body with quoted-printable undone, so tests read both as a mail client would.
 */

export type Mail = { headers: string; body: string };

const dir = () => join(process.env.E2E_DATA_DIR!, 'outbox');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parse(eml: string): Mail {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const raw = eml.slice(split).replace(/=\r?\n/g, '');
  const body = Buffer.from(raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return { headers, body };
}

/** Every mail to `to` so far, oldest first (file names sort in sending order). */
export function mailsTo(to: string): Mail[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir()).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const header = new RegExp(`^To:.*${escape(to)}`, 'im');
  return files.map((f) => parse(readFileSync(join(dir(), f), 'utf8'))).filter((m) => header.test(m.headers));
}

/** A header's value ('' when the mail has none). */
export const headerOf = (mail: Mail, name: string) => new RegExp(`^${escape(name)}:[ \\t]*(.*)$`, 'im').exec(mail.headers)?.[1]?.trim() ?? '';

/** Waits for the newest mail to `to` that `match` accepts. */
export async function waitForMail(to: string, match: (m: Mail) => boolean, what: string, timeout = 20_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(() => Boolean((found = mailsTo(to).filter(match).at(-1))), { message: `${what} (to ${to})`, timeout }).toBe(true);
  return found!;
}

/** The first link to `path` with a token in a mail's body, as a path and query on the test server. */
export function linkIn(mail: Mail, path: string): string {
  const found = new RegExp(`${escape(path)}\\?token=[^\\s"'<>]+`).exec(mail.body)?.[0];
  if (!found) throw new Error(`no ${path}?token= link in the mail`);
  return found.replace(/&amp;/g, '&');
}
