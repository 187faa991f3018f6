import supertest from 'supertest';
import { seedContext } from '../../ops/seed/accounts.js';
import { seedNewsletter } from '../../ops/seed/newsletter.js';
import { decodeEml, startTestApp, type TestApp } from '../../tests/support/api.js';

/** A test app (no seeded content) with the newsletter categories seeded. */
export async function startNewsletterApp(env: Record<string, string | undefined> = {}) {
  const t = await startTestApp({ TRUST_PROXY: '1', ...env });
  const server = t.app.callback();
  const categoryIds = await seedNewsletter(t.deps, seedContext(t.deps.now()));
  await t.deps.awaitProjection((await t.deps.store.head())!);
  return {
    ...t,
    categoryIds,
    request: () => supertest(server),
    agent: (ip?: string) => {
      const a = supertest.agent(server).set('Sec-Fetch-Site', 'same-origin');
      return ip ? a.set('X-Forwarded-For', ip) : a;
    },
  };
}
export type NewsletterApp = Awaited<ReturnType<typeof startNewsletterApp>>;

export interface ParsedMail {
  to: string;
  subject: string;
  headers: Record<string, string>;
  body: string;
}

/** The outbox's messages, headers unfolded and lower-cased, body quoted-printable-decoded. */
export function mails(t: TestApp): ParsedMail[] {
  return t.outbox().map((eml) => {
    const split = eml.search(/\r?\n\r?\n/);
    const headers: Record<string, string> = {};
    for (const line of eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
    }
    return { to: headers['to'] ?? '', subject: headers['subject'] ?? '', headers, body: decodeEml(eml) };
  });
}

/** Every token of `path`'s links in a mail (`/newsletter/confirm`, `/newsletter`, `/newsletter/unsubscribe`). */
export function linkTokens(mail: ParsedMail, path: string): string[] {
  const re = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9._%~-]+)`, 'g');
  return [...new Set([...mail.body.matchAll(re)].map((m) => decodeURIComponent(m[1]!)))];
}
