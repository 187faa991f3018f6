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

// A 4xx answer is an expected outcome for some calls (401 session check, 400 validation); the browser
// logs it as a console error all the same. 5xx and everything else still fails the test.
const EXPECTED_NETWORK_NOISE = /Failed to load resource: the server responded with a status of 4\d\d/;

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
          if (accept) localStorage.setItem(key, 'true');
        },
        { key: ADULT_NOTICE_KEY, accept: acceptAdultNotice },
      );
      page.on('pageerror', (err) => problems.push(`Uncaught error: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !EXPECTED_NETWORK_NOISE.test(msg.text())) problems.push(`Console error: ${msg.text()}`);
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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The toast viewport (Radix labels it 'Notifications (F8)'). */
export const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

export { expect };
