import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const ADULT_NOTICE_KEY = 'osg.adultNoticeAccepted';

type CspViolation = { directive: string; blocked: string; sample: string; url: string };
type Fixtures = {
  /** Set to false (test.use) to see the first-visit 18+ notice. */
  acceptAdultNotice: boolean;
  /** Problems seen by the page: CSP violations, uncaught errors and console errors. */
  pageProblems: string[];
};

// A 4xx answer is an expected outcome for some calls (400 validation, 401 wrong password); the browser
// logs it as a console error all the same. 5xx and everything else still fails the test, and so does
// any failure of the session check: signed out is a 200 `{ user: null }`, never an error.
const EXPECTED_NETWORK_NOISE = /Failed to load resource: the server responded with a status of 4\d\d/;
const SESSION_CHECK = '/_api/auth/session';
// The init script below runs in every frame; a sandboxed frame without allow-scripts (the studio's
// email preview, issue 28) refuses it, and Chromium logs that. Nothing of the page's own is refused.
const OWN_SCRIPT_IN_SANDBOX = /^Blocked script execution in 'about:(blank|srcdoc)' because the document's frame is sandboxed/;
const tolerated = (text: string, url: string) =>
  (EXPECTED_NETWORK_NOISE.test(text) && !url.includes(SESSION_CHECK)) || OWN_SCRIPT_IN_SANDBOX.test(text);

export const test = base.extend<Fixtures>({
  acceptAdultNotice: [true, { option: true }],
  pageProblems: [
    async ({ page, acceptAdultNotice }, use) => {
      const problems: string[] = [];
      await page.exposeFunction('__reportCspViolation', (v: CspViolation) => {
        problems.push(`CSP violation: ${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample} on ${v.url}`);
      });
      await page.addInitScript(
        ({ key, accept }) => {
          const w = window as unknown as { __cspViolations: unknown[]; __reportCspViolation?: (v: unknown) => void };
          w.__cspViolations = [];
          document.addEventListener('securitypolicyviolation', (e) => {
            const v = { directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, url: location.href };
            w.__cspViolations.push(v);
            w.__reportCspViolation?.(v);
          });
          // Only on the site's own pages (a stand-in for another site, e.g. quick exit's, may refuse storage).
          if (accept && location.protocol === 'http:') localStorage.setItem(key, 'true');
        },
        { key: ADULT_NOTICE_KEY, accept: acceptAdultNotice },
      );
      page.on('pageerror', (err) => problems.push(`Uncaught error: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !tolerated(msg.text(), msg.location().url)) problems.push(`Console error: ${msg.text()} (${msg.location().url})`);
      });
      await use(problems);
    },
    { auto: true },
  ],
});

test.afterEach(async ({ page, pageProblems }) => {
  const inPage = await page
    .evaluate(() => (window as unknown as { __cspViolations?: unknown[] }).__cspViolations ?? [])
    .catch(() => []);
  expect(inPage, 'CSP violations recorded in window.__cspViolations').toEqual([]);
  expect(pageProblems, 'CSP violations, uncaught errors or console errors').toEqual([]);
});

/** axe-core against WCAG 2.1 A/AA: no serious or critical violations on the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()) {
  await page.waitForLoadState('domcontentloaded');
  // label-content-name-mismatch (WCAG 2.5.3) is marked experimental, so axe skips it unless asked.
  // options() replaces what withTags() set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The toast viewport (Radix labels it 'Notifications (F8)'). */
export const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Every console message of type error the page logs from now on, 4xx noise included. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`); });
  return errors;
}

export { expect };
