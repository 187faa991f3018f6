import { describe, expect, it } from 'vitest';
import { issueMails, type IssueMail, type RecipientMail } from './issues.compose.js';
import type { ListLinks } from './issues.mail.js';
import { composeRaw } from './issues.transport.js';
import { htmlFooter, issueHtmlPieces, issueTextPieces, textFooter } from './issues.mail.js';

const BOUNDARY = /--_NmP-[0-9a-f]+-Part_1/g;
const boundaryOf = (raw: Buffer) => raw.toString('latin1').match(BOUNDARY)![0];

const issue: IssueMail = {
  from: 'Open Sex Guide <newsletter@example.org>',
  subject: 'Spring issue: consent, contraception & café talk',
  content: {
    subject: 'Spring issue: consent, contraception & café talk',
    preheader: 'Three things we learned — and one we unlearned',
    safeContent: `<p>${'Ünïcödé text with a long line that goes on and on, '.repeat(6)}</p><p><a href="/articles/consent">Read about consent</a></p><ul><li>One</li><li>Two</li></ul>`,
    articles: [{ id: 1, title: 'Condoms: the guide', excerpt: 'Everything about them — sizes, materials, mistakes.', url: 'https://example.org/articles/condoms', coverImage: 'https://example.org/article-images/x.webp' } as never],
  },
  publicUrl: 'https://example.org',
  webUrl: 'https://example.org/newsletter/archive/spring-issue-7',
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'List-Id': 'Open Sex Guide newsletter <newsletter.example.org>', Precedence: 'bulk' },
};

const links = (id: number): ListLinks => {
  const token = `${Buffer.from(JSON.stringify({ subscriptionId: id, purpose: 'unsubscribe', issued: 1_790_000_000_000 + id })).toString('base64url')}.${'sig'.repeat(14)}${id}`;
  return {
    manage: `https://example.org/newsletter?token=m${token}`,
    unsubscribe: `https://example.org/newsletter/unsubscribe?token=${token}`,
    oneClick: `https://example.org/_api/newsletter/unsubscribe?token=${token}`,
  };
};
const recipient = (id: number, to: string): RecipientMail => ({ to, messageId: `<nl.7.${id}.0.abcdefabcdef@example.org>`, date: new Date(Date.UTC(2026, 10, 28, 8, id % 60)), links: links(id) });

/** The message nodemailer composes for the recipient on its own, with the given boundary. */
const whole = (r: RecipientMail, boundary: string) => {
  const html = issueHtmlPieces(issue.content, issue.publicUrl, issue.webUrl);
  const text = issueTextPieces(issue.content, issue.publicUrl, issue.webUrl);
  return composeRaw(
    issue.from,
    {
      to: r.to,
      subject: issue.subject,
      html: [html.head, htmlFooter(r.links), html.tail].join('\n').replace(/\n/g, '\r\n'),
      text: [text.head, textFooter(r.links), text.tail].join('\n').replace(/\n/g, '\r\n'),
      messageId: r.messageId,
      headers: { 'List-Unsubscribe': `<${r.links.oneClick}>`, ...issue.headers },
    },
    { date: r.date, baseBoundary: boundary.replace(/^--_NmP-/, '').replace(/-Part_1$/, '') },
  );
};

describe("a run's mails, composed once and filled in per recipient", () => {
  it('are byte for byte what nodemailer composes for each recipient alone', async () => {
    const mails = issueMails(issue);
    const readers = [recipient(3, 'reader-3@subscribers.test'), recipient(12_345, 'a.b+news@mail.example.com'), recipient(99_999_999, `long-${'x'.repeat(60)}@sub.domain.example`)];
    const made = [];
    for (const r of readers) made.push(await mails(r));
    // One run's messages share the boundary of the message composed once: the filled-in path was taken.
    const boundary = boundaryOf(made[0]!);
    expect(new Set(made.map(boundaryOf))).toEqual(new Set([boundary]));
    for (const [i, r] of readers.entries()) expect(made[i]!.toString('latin1')).toBe((await whole(r, boundary)).toString('latin1'));
    const first = made[0]!.toString('latin1');
    expect(first).toContain('\r\nTo: reader-3@subscribers.test\r\n');
    expect(first).toContain(`List-Unsubscribe:\r\n <${readers[0]!.links.oneClick}>`);
    expect(first).not.toContain('stand-in');
  });

  it('composes whole an address nodemailer rewrites (upper-case or international domain)', async () => {
    const mails = issueMails(issue);
    await mails(recipient(1, 'first@subscribers.test'));
    for (const to of ['Reader@Subscribers.TEST', 'reader@bücher.example']) {
      const raw = (await mails(recipient(2, to))).toString('latin1');
      expect(raw).toContain(`\r\nTo: ${to === 'Reader@Subscribers.TEST' ? 'Reader@subscribers.test' : 'reader@xn--bcher-kva.example'}\r\n`);
      expect(raw).toBe((await whole(recipient(2, to), boundaryOf(Buffer.from(raw, 'latin1')))).toString('latin1'));
    }
  });
});
