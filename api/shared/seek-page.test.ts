import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_BATCH, seekStart } from './seek-page.js';

/** seekStart against the naive answer: the seq of the (k+1)-th visible entry from the top, or below every visible one. */
describe('seekStart', () => {
  it('finds where the page at visible offset k starts, reading only the hidden entries above it (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 400 }), fc.nat(450), fc.integer({ min: 0, max: 3 }), (flags, k, density) => {
        // density 0: about half hidden; 3: hidden runs longer than a batch.
        const hidden = flags.map((f, i) => (density === 3 ? i % 150 < 100 : f && i % (density + 1) === 0));
        const n = hidden.length;
        const visibleDesc = [...Array(n).keys()].map((i) => i + 1).filter((seq) => !hidden[seq - 1]).reverse();
        let read = 0;
        const start = seekStart(n, k, (seq, limit) => {
          const out = [...Array(seq).keys()].map((i) => seq - i).filter((s) => hidden[s - 1]).slice(0, limit);
          read += out.length;
          return out;
        });
        // The page is the visible entries at or below `start`, newest first.
        expect(visibleDesc.filter((s) => s <= start)).toEqual(visibleDesc.slice(k));
        const hiddenAbove = hidden.filter((h, i) => h && i + 1 > Math.max(start, 0)).length;
        expect(read).toBeLessThanOrEqual(2 * hiddenAbove + FIRST_BATCH);
      }),
      { numRuns: 1000 },
    );
  });
});
