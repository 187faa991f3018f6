import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    { name: 'chromium', testIgnore: /(performance|xss)\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Throttled page timings run alone, after every other spec, so another worker's load never skews them.
    { name: 'performance', testMatch: /performance\.spec\.ts/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'] } },
    // The stored-XSS corpus (T23) drives three pages at a time against its own server for about three
    // minutes; next to another worker's specs on two cores it ran four times slower and hit its timeout.
    { name: 'xss', testMatch: /xss\.spec\.ts/, dependencies: ['performance'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The compiled server `npm start` runs (npm test builds it first: ops/test.sh), so tests test what ships.
    command: 'node dist/server/server.js',
    // Answers 200 (signed out: { user: null }); the server listens only after the demo accounts are seeded.
    url: `${baseURL}/_api/auth/session`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      HOST: '127.0.0.1',
      // The public origin the browser uses: the CSRF check, canonical links and og:url are built from it.
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
