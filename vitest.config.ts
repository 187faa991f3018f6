import { defineConfig } from 'vitest/config';

const include = ['{api,projections,workers,schemas,ops,web}/**/*.test.{ts,tsx}'];
const exclude = ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'];

/**
 * Files that kill processes, time answers or wait on timers whose margins assume a quiet second
 * core: they run one at a time, after the rest. Everything else runs two files at a time (most of a
 * file's time is spent importing the app and waiting on child processes, so two workers on two cores
 * nearly halve the suite).
 */
const serial = ['workers/**/*.test.ts', 'api/security/shutdown.test.ts', 'api/auth/enumeration.test.ts', 'api/shared/exit-watchdog.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      { extends: true, test: { name: 'parallel', include, exclude: [...exclude, ...serial], maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'serial', include: serial, exclude, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
