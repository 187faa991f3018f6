/** The first read of the walk in seekStart takes this many hidden seqs; each next read twice as many. */
export const FIRST_BATCH = 8;

/**
 * Paging by seeking instead of skipping (issue 7, Scale). A list's entries are numbered 1..n
 * in order (n newest) and never renumbered by a read; some are hidden from readers. The page
 * at visible offset k (newest first) is the visible entries at or below the seq `c` above
 * which exactly k visible entries lie: (n - c) - (hidden above c) = k. With nothing hidden
 * that is n - k; otherwise the walk takes the hidden seqs from the top down, each one above
 * the candidate moving it down by one, and stops at the first one at or below it. It reads
 * the hidden entries above the page only, in growing batches (`hiddenAtOrBelow(seq, limit)`:
 * hidden seqs <= seq, descending, at most `limit`, an index range), so at most twice those
 * plus FIRST_BATCH, never n or k entries.
 */
export function seekStart(n: number, k: number, hiddenAtOrBelow: (seq: number, limit: number) => number[]): number {
  let c = n - k;
  let cursor = n;
  for (let limit = FIRST_BATCH; c > 0; limit *= 2) {
    const batch = hiddenAtOrBelow(cursor, limit);
    for (const h of batch) {
      if (h <= c) return c;
      c -= 1;
    }
    if (batch.length < limit) return c;
    cursor = batch[batch.length - 1]! - 1;
  }
  return c;
}
