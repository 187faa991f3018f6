import { createHash } from 'node:crypto';
import type { NewsletterArticleCard } from '../../schemas/newsletter/issues.js';

/**
 * An issue as mail (HTML and plain-text parts, the list headers) and as its web version. The
 * body is the stored, sanitised HTML; every other piece is built here from escaped text, so
 * the result is as safe as its parts. Site-relative links and images become absolute in mail.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface IssueContent {
  subject: string;
  preheader: string;
  /** Sanitised HTML. */
  safeContent: string;
  articles: NewsletterArticleCard[];
}

export interface ListLinks {
  manage: string;
  unsubscribe: string;
  oneClick: string;
}

/** Links a preview shows in place of a recipient's own (no token is made for nobody). */
export const placeholderLinks = (publicUrl: string): ListLinks => ({
  manage: `${publicUrl}/newsletter?token=PREVIEW`,
  unsubscribe: `${publicUrl}/newsletter/unsubscribe?token=PREVIEW`,
  oneClick: `${publicUrl}/_api/newsletter/unsubscribe?token=PREVIEW`,
});

const absolute = (html: string, publicUrl: string) => html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${publicUrl}/`);

/** The featured articles as cards (escaped text only). */
export function cardsHtml(cards: NewsletterArticleCard[]): string {
  if (cards.length === 0) return '';
  const card = (c: NewsletterArticleCard) =>
    [
      '<div style="margin:0 0 20px">',
      c.coverImage ? `<a href="${escapeHtml(c.url)}"><img src="${escapeHtml(c.coverImage)}" alt="" width="560" style="max-width:100%;height:auto;border-radius:6px"></a>` : '',
      `<h3 style="margin:8px 0 4px"><a href="${escapeHtml(c.url)}">${escapeHtml(c.title)}</a></h3>`,
      `<p style="margin:0">${escapeHtml(c.excerpt)}</p>`,
      '</div>',
    ].join('');
  return `<hr><h2>Featured articles</h2>${cards.map(card).join('')}`;
}

/** The mail's body: content and the featured articles' cards (the archive page draws its own cards). */
const mailBody = (c: IssueContent) => `${c.safeContent}${cardsHtml(c.articles)}`;

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

/**
 * A mail's part as what every recipient of the issue gets before and after the line with their
 * own links, and that line: the part is `[head, footer, tail].join('\n')` (the sender composes
 * the run's message once and puts each recipient's footer in; issues.compose.ts).
 */
export interface PartPieces {
  head: string;
  tail: string;
}

export function issueHtmlPieces(c: IssueContent, publicUrl: string, webUrl: string | null): PartPieces {
  const hidden = 'display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:transparent;opacity:0';
  const head = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f6f6">',
    c.preheader ? `<div style="${hidden}">${escapeHtml(c.preheader)}</div>` : '',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#222">',
    webUrl ? `<p style="font-size:12px;color:#666;text-align:right">${link(webUrl, 'View in your browser')}</p>` : '',
    `<h1 style="font-size:24px">${escapeHtml(c.subject)}</h1>`,
    absolute(mailBody(c), publicUrl),
  ].join('\n');
  return { head, tail: '</div></body></html>' };
}

export const htmlFooter = (links: ListLinks) =>
  `<hr><p style="font-size:12px;color:#666">You receive this because you subscribed to the Open Sex Guide newsletter. ${link(links.manage, 'Manage your preferences')} · ${link(links.unsubscribe, 'Unsubscribe')}</p>`;

export function issueHtml(c: IssueContent, links: ListLinks, publicUrl: string, webUrl: string | null): string {
  const p = issueHtmlPieces(c, publicUrl, webUrl);
  return [p.head, htmlFooter(links), p.tail].join('\n');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (all, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name];
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    return all;
  });

/** Sanitised HTML as readable plain text: blocks on lines of their own, links as 'text (url)', list items with a dash. */
export function htmlToText(html: string, publicUrl: string): string {
  const text = absolute(html, publicUrl)
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) => {
      const t = label.replace(/<[^>]+>/g, '').trim();
      const url = decode(href);
      return t && t !== url ? `${t} (${url})` : url;
    })
    .replace(/<img\s[^>]*alt="([^"]+)"[^>]*>/gi, '[$1]')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre|table|tr|figure)>/gi, '\n\n')
    .replace(/<hr[^>]*>/gi, '\n---\n')
    .replace(/<[^>]+>/g, '');
  return decode(text)
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function issueTextPieces(c: IssueContent, publicUrl: string, webUrl: string | null): PartPieces {
  const cards = c.articles.map((a) => `* ${a.title}\n  ${a.excerpt}\n  ${a.url}`).join('\n\n');
  const head = [
    c.subject,
    '='.repeat(Math.min(60, [...c.subject].length)),
    ...(c.preheader ? ['', c.preheader] : []),
    '',
    htmlToText(c.safeContent, publicUrl),
    ...(cards ? ['', 'Featured articles', '-----------------', '', cards] : []),
    '',
    '--',
    ...(webUrl ? [`View in your browser: ${webUrl}`] : []),
  ].join('\n');
  return { head, tail: '' };
}

export const textFooter = (links: ListLinks) => `Manage your preferences: ${links.manage}\nUnsubscribe: ${links.unsubscribe}`;

export function issueText(c: IssueContent, links: ListLinks, publicUrl: string, webUrl: string | null): string {
  const p = issueTextPieces(c, publicUrl, webUrl);
  return [p.head, textFooter(links), p.tail].join('\n');
}

/**
 * The Message-ID of one delivery round: the same for every attempt of that round, so a copy a
 * crash made the server accept and the resumed attempt are recognisably one message. It names
 * the issue and the subscription (the bounce webhook finds them from it), and a keyed tag that
 * only this installation can make.
 */
export function deliveryMessageId(tagKey: Buffer, host: string, issueId: number, subscriptionId: number, round: number): string {
  const tag = createHash('sha256').update(tagKey).update(`${issueId}.${subscriptionId}.${round}`).digest('base64url').slice(0, 12);
  return `<nl.${issueId}.${subscriptionId}.${round}.${tag}@${host}>`;
}

/** The issue and subscription a Message-ID of ours names; null for any other. */
export function parseDeliveryMessageId(tagKey: Buffer, host: string, messageId: string): { issueId: number; subscriptionId: number; round: number } | null {
  const m = /^<?nl\.([1-9]\d{0,15})\.([1-9]\d{0,15})\.(\d{1,3})\.[A-Za-z0-9_-]{12}@([^>]+)>?$/.exec(messageId.trim());
  if (!m) return null;
  const [issueId, subscriptionId, round] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const expected = deliveryMessageId(tagKey, host, issueId, subscriptionId, round);
  const given = messageId.trim().startsWith('<') ? messageId.trim() : `<${messageId.trim()}>`;
  return given === expected ? { issueId, subscriptionId, round } : null;
}
