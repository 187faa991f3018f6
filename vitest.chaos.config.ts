import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:chaos`: the long variants (CHAOS_LONG=1 sets SECURITY's full counts: T18 and T19
 * fuzzing, T21 model runs, T31 and T38 kills, T32 kills and replays from empty, T36's 1,000 trials, T39's 30-minute soak) of the fuzz, model, kill and fault tests. Not
 * part of `npm test`. The include list replaces the base one (mergeConfig would append to it and
 * run the whole unit suite as well).
 */
// The base config's projects (two files at a time, then the serial ones) would replace this include list.
const { projects: _projects, ...baseTest } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...baseTest,
    // One file at a time: kills and fault timings assume a quiet second core.
    maxWorkers: 1,
    include: ['api/security/**/*.test.ts', 'workers/**/*.test.ts', 'projections/**/*.test.ts', 'api/auth/fuzz.test.ts', 'api/comments/comments.model.test.ts', 'api/comments/votes.api.test.ts', 'ops/bench/soak.test.ts'],
    testTimeout: 60 * 60_000,
    hookTimeout: 10 * 60_000,
    outputFile: { json: 'test-results/vitest-chaos.json' },
  },
});
