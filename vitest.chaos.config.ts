import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:chaos`: the long variants (CHAOS_LONG=1 sets SECURITY's full counts: T18 and T19
 * fuzzing, T21 model runs, T31, T32 and T38 kills) of the fuzz, model, kill and fault tests. Not
 * part of `npm test`.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['api/security/**/*.test.ts', 'workers/**/*.test.ts', 'projections/**/*.test.ts', 'api/auth/fuzz.test.ts', 'api/comments/comments.model.test.ts'],
      testTimeout: 60 * 60_000,
      hookTimeout: 10 * 60_000,
      outputFile: { json: 'test-results/vitest-chaos.json' },
    },
  }),
);
