import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The development seed's demo accounts (SPEC /login test-credentials box; never in production). */
export const DEMO = {
  member: { email: 'member@example.com', password: 'Member12345', role: 'user' as const },
  admin: { email: 'admin@example.com', password: 'Admin12345', role: 'admin' as const },
};

export type Credentials = { email: string; password: string };

let counter = 0;
/** A unique address per call, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.org`;
}

/** POSTs like the browser would: JSON plus an Origin header, which the CSRF check requires. */
export async function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  return request.post(path, { data, headers: { Origin: baseURL, 'Content-Type': 'application/json' } });
}

/** Signs the page's browser context in through the API (fast); the UI login has its own tests. */
export async function loginAs(page: Page, who: keyof typeof DEMO | Credentials) {
  const creds = typeof who === 'string' ? DEMO[who] : who;
  const res = await postJson(page.request, baseUrlFromEnv(), '/_api/auth/login_with_password', {
    email: creds.email,
    password: creds.password,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Creates a fresh member through the API and leaves the page's context signed in as them. */
export async function registerMember(page: Page, displayName = 'Test Member') {
  const creds = { email: uniqueEmail(), password: 'Calm-River-2718' };
  await signUpAndConfirm(page.request, { displayName, ...creds });
  return creds;
}

/**
 * Signs up through the API (202, no session), then confirms with the token of the emailed link, as
 * the confirm page does; `request`'s context ends signed in as the new member.
 */
export async function signUpAndConfirm(request: APIRequestContext, who: { displayName: string; email: string; password: string }) {
  const res = await postJson(request, baseUrlFromEnv(), '/_api/auth/register', {
    displayName: who.displayName,
    email: who.email,
    password: who.password,
    confirmPassword: who.password,
    ageConfirmed: true,
  });
  expect(res.status(), await res.text()).toBe(202);
  const token = await confirmTokenFromOutbox(who.email);
  const confirmed = await postJson(request, baseUrlFromEnv(), '/_api/auth/register/confirm', { token });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A quoted-printable body, decoded (soft line breaks joined, =XX bytes as UTF-8). */
export function decodeEml(eml: string): string {
  const body = eml.slice(eml.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  return Buffer.from(body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/**
 * The token of the newest sign-up link mailed to `to`, read from the test server's outbox
 * (DATA_DIR/outbox, handed to the workers as E2E_DATA_DIR); waits for the background mail.
 */
export async function confirmTokenFromOutbox(to: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const header = new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  let token: string | undefined;
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
      } catch {
        return false;
      }
      const texts = files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((eml) => header.test(eml)).map(decodeEml);
      const found = texts.flatMap((t) => [...t.matchAll(/register\/confirm\?token=([^\s"'<>]+)/g)].map((x) => x[1]!)).at(-1);
      token = found ? decodeURIComponent(found) : undefined;
      return Boolean(token);
    }, { message: `a sign-up mail to ${to}`, timeout: 10_000 })
    .toBe(true);
  return token!;
}

export function baseUrlFromEnv() {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}
