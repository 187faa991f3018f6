import { categoryOf, EMAIL_CATEGORY_LABELS, type EmailCategory } from '../../schemas/notifications/events.js';
import { describeNotification, DIGEST_SUBJECT, NOTIFICATION_SUBJECTS } from '../../schemas/notifications/describe.js';
import type { NotificationDto } from '../../schemas/notifications/queries.js';
import type { Mail } from '../shared/mailer.js';
import type { KeyStore } from '../shared/personal-data.js';
import { signUnsubscribe } from './tokens.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The unsubscribe page (asks first) and the RFC 8058 one-click target (the API, POSTed by the mail client). */
export function unsubscribeLinks(keys: KeyStore, publicUrl: string, userId: number, category: EmailCategory, now: Date) {
  const token = encodeURIComponent(signUnsubscribe(keys, { userId, category, issued: now.getTime() }));
  return {
    page: `${publicUrl}/notifications/unsubscribe?token=${token}`,
    oneClick: `${publicUrl}/_api/notifications/unsubscribe?token=${token}`,
    settings: `${publicUrl}/profile/settings?tab=notifications`,
  };
}

/** One mail: a list of items with links, the footer, and the List-Unsubscribe headers of its category. */
function compose(id: string, to: string, subject: string, items: NotificationDto[], category: EmailCategory, links: ReturnType<typeof unsubscribeLinks>, publicUrl: string): Mail {
  // Mail names nobody: it lands in a mailbox we cannot erase (and on lock screens), so 'Someone replied';
  // the bell, which an account deletion does reach, shows who.
  const lines = items.map((n) => ({ text: describeNotification({ ...n, actor: null }), url: `${publicUrl}${n.link}` }));
  const about = `You get these emails for: ${EMAIL_CATEGORY_LABELS[category].toLowerCase()}.`;
  const text = [
    ...lines.flatMap((l) => [l.text, l.url, '']),
    '--',
    about,
    `Unsubscribe from these emails: ${links.page}`,
    `Choose which emails you get: ${links.settings}`,
    '',
  ].join('\n');
  const a = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    '<ul>',
    ...lines.map((l) => `<li>${a(l.url, l.text)}</li>`),
    '</ul>',
    `<hr><p>${escapeHtml(about)} ${a(links.page, 'Unsubscribe from these emails')} · ${a(links.settings, 'Choose which emails you get')}</p>`,
  ].join('\n');
  return { id, to, subject, text, html, headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

export function notificationMail(keys: KeyStore, publicUrl: string, to: string, n: NotificationDto & { userId: number }, now: Date): Mail {
  const category = categoryOf[n.type];
  return compose(`notification-${n.id}`, to, NOTIFICATION_SUBJECTS[n.type], [n], category, unsubscribeLinks(keys, publicUrl, n.userId, category, now), publicUrl);
}

/**
 * A day's digest of one member: every item of that day, grouped under its category. The
 * unsubscribe headers name the first item's category (a digest of several categories keeps each
 * category's own link in the body's list: RFC 8058 gives one target per message).
 */
export function digestMail(keys: KeyStore, publicUrl: string, to: string, p: { userId: number; day: string; items: NotificationDto[] }, now: Date): Mail {
  const order = [...new Set(p.items.map((n) => categoryOf[n.type]))];
  const grouped = order.flatMap((c) => p.items.filter((n) => categoryOf[n.type] === c));
  const mail = compose(`digest-${p.userId}-${p.day}`, to, DIGEST_SUBJECT, grouped, order[0]!, unsubscribeLinks(keys, publicUrl, p.userId, order[0]!, now), publicUrl);
  if (order.length > 1) {
    const more = order.slice(1).map((c) => `Unsubscribe from ${EMAIL_CATEGORY_LABELS[c].toLowerCase()}: ${unsubscribeLinks(keys, publicUrl, p.userId, c, now).page}`);
    mail.text = `${mail.text}${more.join('\n')}\n`;
    mail.html = `${mail.html ?? ''}\n<p>${more.map(escapeHtml).join('<br>')}</p>`;
  }
  return mail;
}
