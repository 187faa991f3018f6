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
  const res = await postJson(page.request, baseUrlFromEnv(), '/_api/auth/register', {
    displayName,
    email: creds.email,
    password: creds.password,
    confirmPassword: creds.password,
    ageConfirmed: true,
  });
  expect(res.status(), await res.text()).toBe(201);
  return creds;
}

export function baseUrlFromEnv() {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}
