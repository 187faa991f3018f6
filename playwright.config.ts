import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * The config is evaluated in the runner and again in every worker; the port and data directory are
 * chosen once (in the runner) and handed to the workers through the environment.
 */
function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'osg-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/*
 * The emailed-link flows again, against a development build of the client, where React's StrictMode
 * runs every effect twice (issue 24: the sign-up confirmation's button never enabled there). Only when
 * that build exists: `npm test` (ops/test.sh) makes it and sets E2E_STRICT_MODE_DIR; by hand:
 *   NODE_ENV=development npx vite build --outDir "$PWD/dist/strict-mode/dist/web" --emptyOutDir
 *   ln -sfn ../../ssr dist/strict-mode/dist/ssr
 *   E2E_STRICT_MODE_DIR=dist/strict-mode npx playwright test --project strict-mode
 * Its server runs in that folder (it serves ./dist/web and renders with ./dist/ssr), on its own port and data.
 */
const strictDir = process.env.E2E_STRICT_MODE_DIR;
if (strictDir) {
  process.env.E2E_STRICT_PORT ??= freePort();
  process.env.E2E_STRICT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'osg-e2e-strict-'));
}
const strictURL = `http://127.0.0.1:${process.env.E2E_STRICT_PORT}`;

/** The compiled server `npm start` runs (npm test builds it first: ops/test.sh), so tests test what ships. */
const server = (at: string, listen: string, dataDir: string, cwd?: string) => ({
  command: `node ${JSON.stringify(resolve('dist/server/server.js'))}`,
  cwd,
  // Answers 200 (signed out: { user: null }); the server listens only after the demo accounts are seeded.
  url: `${at}/_api/auth/session`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: listen,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // The public origin the browser uses: the CSRF check, canonical links and og:url are built from it.
    PUBLIC_URL: at,
    LOG_LEVEL: 'warn',
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers, the server and Chromium share two cores; long flows (several axe scans, argon2 hashes)
  // took 20-30 s on a loaded CI host and three different ones hit a 30 s limit in three runs.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /(performance|xss)\.spec\.ts/, metadata: { dataDir: process.env.E2E_DATA_DIR }, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Throttled page timings run alone, after every other spec, so another worker's load never skews them.
    { name: 'performance', testMatch: /performance\.spec\.ts/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'] } },
    // The stored-XSS corpus (T23) drives three pages at a time against its own server for about three
    // minutes; next to another worker's specs on two cores it ran four times slower and hit its timeout.
    { name: 'xss', testMatch: /xss\.spec\.ts/, dependencies: ['performance'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    ...(strictDir
      ? [{ name: 'strict-mode', testMatch: /emailed-links\.spec\.ts/, metadata: { dataDir: process.env.E2E_STRICT_DATA_DIR }, use: { ...devices['Desktop Chrome'], baseURL: strictURL, viewport: { width: 1280, height: 800 } } }]
      : []),
  ],
  webServer: [
    server(baseURL, port, process.env.E2E_DATA_DIR!),
    ...(strictDir ? [server(strictURL, process.env.E2E_STRICT_PORT!, process.env.E2E_STRICT_DATA_DIR!, resolve(strictDir))] : []),
  ],
});
