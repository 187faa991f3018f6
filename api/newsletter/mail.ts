import type { Mail } from '../shared/mailer.js';
import type { KeyStore } from '../shared/personal-data.js';
import { signToken } from './tokens.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Links every newsletter email carries: manage, unsubscribe (a page that asks first), and the
 * RFC 8058 one-click target for the List-Unsubscribe header (the API itself, POSTed by the
 * mail client).
 */
export function listLinks(keys: KeyStore, publicUrl: string, subscriptionId: number, now: Date) {
  const token = (purpose: 'manage' | 'unsubscribe') => encodeURIComponent(signToken(keys, { subscriptionId, purpose, issued: now.getTime() }));
  const unsubscribe = token('unsubscribe');
  return {
    manage: `${publicUrl}/newsletter?token=${token('manage')}`,
    unsubscribe: `${publicUrl}/newsletter/unsubscribe?token=${unsubscribe}`,
    oneClick: `${publicUrl}/_api/newsletter/unsubscribe?token=${unsubscribe}`,
  };
}

interface Body {
  intro: string;
  action?: { label: string; url: string };
  outro: string;
}

/** Text and HTML parts with the list footer and headers; the subject names no personal detail. */
function newsletterMail(to: string, subject: string, body: Body, links: ReturnType<typeof listLinks>): Mail {
  const text = [
    body.intro,
    ...(body.action ? ['', `${body.action.label}:`, body.action.url] : []),
    '',
    body.outro,
    '',
    '--',
    `Manage your preferences: ${links.manage}`,
    `Unsubscribe: ${links.unsubscribe}`,
    '',
  ].join('\n');
  const a = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(body.intro)}</p>`,
    body.action ? `<p>${a(body.action.url, body.action.label)}</p>` : '',
    `<p>${escapeHtml(body.outro)}</p>`,
    `<hr><p>${a(links.manage, 'Manage your preferences')} · ${a(links.unsubscribe, 'Unsubscribe')}</p>`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function confirmationMail(keys: KeyStore, publicUrl: string, to: string, p: { subscriptionId: number; request: number; now: Date }): Mail {
  const token = signToken(keys, { subscriptionId: p.subscriptionId, purpose: 'confirm', issued: p.now.getTime(), request: p.request });
  return newsletterMail(
    to,
    'Please confirm your newsletter subscription',
    {
      intro: 'Someone (hopefully you) asked to receive the Open Sex Guide newsletter at this address.',
      action: { label: 'Confirm your subscription (the link works for 7 days)', url: `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}` },
      outro: 'If you did not ask for this, ignore this email: nothing will be sent to you unless the link is followed.',
    },
    listLinks(keys, publicUrl, p.subscriptionId, p.now),
  );
}

export function manageMail(keys: KeyStore, publicUrl: string, to: string, p: { subscriptionId: number; now: Date }): Mail {
  const links = listLinks(keys, publicUrl, p.subscriptionId, p.now);
  return newsletterMail(
    to,
    'Your newsletter preferences link',
    {
      intro: 'Here is the link you asked for to manage your Open Sex Guide newsletter preferences.',
      action: { label: 'Manage your preferences (the link works for 30 days)', url: links.manage },
      outro: 'If you did not ask for this, you can ignore this email; nothing has changed.',
    },
    links,
  );
}
