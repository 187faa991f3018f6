/** First index in [i, end) whose doc is >= d (docs sorted): exponential steps, then binary search. */
export function gallop(docs: Uint32Array, i: number, end: number, d: number): number {
  if (docs[i]! >= d) return i;
  let step = 1;
  let lo = i;
  let hi = i + 1;
  while (hi < end && docs[hi]! < d) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > end) hi = end;
  while (lo + 1 < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid]! < d) lo = mid;
    else hi = mid;
  }
  return hi;
}
