import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,projections,workers,schemas,ops,web}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
