import { randomBytes } from 'node:crypto';
import { foldLines } from 'nodemailer/lib/mime-funcs';
import { encode, wrap } from 'nodemailer/lib/qp';
import { htmlFooter, issueHtmlPieces, issueTextPieces, textFooter, type IssueContent, type ListLinks } from './issues.mail.js';
import { composeRaw } from './issues.transport.js';

/**
 * An issue's mails for one run of its send (issue 28). Composing each recipient's message with
 * nodemailer was two fifths of the sender's CPU, while all but a few lines are the same for every
 * recipient. So the run's message is composed once, by nodemailer, with stand-ins for what differs
 * (To, Message-ID, Date, List-Unsubscribe, and in each part the line with the recipient's links),
 * and each recipient's message is that one with the stand-ins' lines replaced: headers folded by
 * nodemailer's own function, the footer line quoted-printable encoded by its own encoder. That
 * gives the bytes nodemailer would have written: the parts are given to it with CRLF line ends,
 * at which its quoted-printable lines always end, and the stand-ins stand on lines of their own. Checked, not assumed: the first recipient's
 * message is also composed whole (same boundary and date) and compared; on any difference, or an
 * address nodemailer would rewrite (not plain ASCII), messages are composed whole.
 */

export interface IssueMail {
  from: string;
  subject: string;
  content: IssueContent;
  publicUrl: string;
  webUrl: string | null;
  /** The list headers every recipient gets (List-Unsubscribe-Post, List-Id, Precedence). */
  headers: Record<string, string>;
}

export interface RecipientMail {
  to: string;
  messageId: string;
  date: Date;
  links: ListLinks;
}

const STAND_IN = {
  to: 'recipient@stand-in.invalid',
  messageId: '<message-id@stand-in.invalid>',
  oneClick: 'https://stand-in.invalid/one-click',
  // Not ASCII, so a part is never written as 7bit (the real footer would need quoted-printable).
  html: 'html-footer·stand-in',
  text: 'text-footer·stand-in',
};
const STAND_IN_DATE = new Date(0);

/** An address nodemailer writes as it is given (a plain dot-atom at a lower-case ASCII domain); any other is composed whole. */
const PLAIN_ADDRESS = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

const dateHeader = (d: Date) => d.toUTCString().replace(/GMT/, '+0000');
const header = (name: string, value: string) => foldLines(`${name}: ${value}`, 76);
/** A part's line(s) as nodemailer writes them: quoted-printable, soft-wrapped at 76, CRLF line ends (the last one left off). */
const qpLines = (s: string) => wrap(encode(`${s}\r\n`), 76).replace(/\r?\n/g, '\r\n').slice(0, -2);

/** What stands in the run's message for each recipient's own lines, and what replaces it. */
const SLOTS: { line: string; part: boolean; fill: (r: RecipientMail) => string }[] = [
  { line: header('List-Unsubscribe', `<${STAND_IN.oneClick}>`), part: false, fill: (r) => header('List-Unsubscribe', `<${r.links.oneClick}>`) },
  { line: header('To', STAND_IN.to), part: false, fill: (r) => header('To', r.to) },
  { line: header('Message-ID', STAND_IN.messageId), part: false, fill: (r) => header('Message-ID', r.messageId) },
  { line: header('Date', dateHeader(STAND_IN_DATE)), part: false, fill: (r) => header('Date', dateHeader(r.date)) },
  { line: qpLines(STAND_IN.text), part: true, fill: (r) => qpLines(textFooter(r.links)) },
  { line: qpLines(STAND_IN.html), part: true, fill: (r) => qpLines(htmlFooter(r.links)) },
];

/** The run's message in pieces between its stand-ins' lines (in the message's order), or null when one is not where it must be. */
function cut(template: string): { pieces: string[]; slots: typeof SLOTS } | null {
  const found: { at: number; slot: (typeof SLOTS)[number] }[] = [];
  const text = `\r\n${template}`;
  const boundary = /\r\nContent-Type: multipart\/alternative;\s+boundary="([^"\r\n]+)"\r\n/.exec(text)?.[1];
  if (!boundary) return null;
  for (const slot of SLOTS) {
    const mark = `\r\n${slot.line}\r\n`;
    const at = text.indexOf(mark);
    // Exactly once, on a line of its own; a footer inside a quoted-printable part (never 7bit or base64).
    if (at < 0 || text.indexOf(mark, at + 1) >= 0) return null;
    if (slot.part && !/\r\nContent-Transfer-Encoding: quoted-printable\r\n/i.test(text.slice(text.lastIndexOf(`\r\n--${boundary}\r\n`, at), at))) return null;
    found.push({ at: at + 2, slot });
  }
  found.sort((x, y) => x.at - y.at);
  const pieces: string[] = [];
  let from = 2;
  for (const f of found) {
    pieces.push(text.slice(from, f.at));
    from = f.at + f.slot.line.length;
  }
  pieces.push(text.slice(from));
  return { pieces, slots: found.map((f) => f.slot) };
}

/** A part's pieces as one text with CRLF line ends, as MIME has them: then no quoted-printable line spans two of them. */
const crlf = (pieces: string[]) => pieces.join('\n').replace(/\r?\n/g, '\r\n');

const fill = (t: { pieces: string[]; slots: typeof SLOTS }, r: RecipientMail) => t.pieces.map((p, i) => (i < t.slots.length ? p + t.slots[i]!.fill(r) : p)).join('');

/** Composes each recipient's message of a run (see the module's comment). */
export function issueMails(m: IssueMail): (r: RecipientMail) => Promise<Buffer> {
  const html = issueHtmlPieces(m.content, m.publicUrl, m.webUrl);
  const text = issueTextPieces(m.content, m.publicUrl, m.webUrl);
  const compose = (r: RecipientMail, parts: { html: string; text: string; oneClick: string }, baseBoundary?: string) =>
    composeRaw(
      m.from,
      {
        to: r.to,
        subject: m.subject,
        html: crlf([html.head, parts.html, html.tail]),
        text: crlf([text.head, parts.text, text.tail]),
        messageId: r.messageId,
        headers: { 'List-Unsubscribe': `<${parts.oneClick}>`, ...m.headers },
      },
      { date: r.date, ...(baseBoundary ? { baseBoundary } : {}) },
    );
  const whole = (r: RecipientMail, baseBoundary?: string) => compose(r, { html: htmlFooter(r.links), text: textFooter(r.links), oneClick: r.links.oneClick }, baseBoundary);
  const prepare = async (first: RecipientMail) => {
    const baseBoundary = randomBytes(8).toString('hex');
    const standIn = { to: STAND_IN.to, messageId: STAND_IN.messageId, date: STAND_IN_DATE, links: first.links };
    const template = await compose(standIn, { html: STAND_IN.html, text: STAND_IN.text, oneClick: STAND_IN.oneClick }, baseBoundary);
    const t = cut(template.toString('latin1'));
    if (!t) return null;
    const check = await whole(first, baseBoundary);
    return check.toString('latin1') === fill(t, first) ? t : null;
  };
  let template: ReturnType<typeof prepare> | null = null;
  return async (r) => {
    if (!PLAIN_ADDRESS.test(r.to)) return whole(r);
    template ??= prepare(r);
    const t = await template;
    return t ? Buffer.from(fill(t, r), 'latin1') : whole(r);
  };
}
