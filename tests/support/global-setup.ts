import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The server serves dist/web; build it when a plain `npx playwright test` runs on a fresh clone. */
export default function globalSetup() {
  if (!existsSync('dist/web/index.html')) {
    execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  }
}
