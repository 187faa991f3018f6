import type SearchableMap from 'minisearch/SearchableMap';

/** MiniSearch's radix tree as SearchableMap keeps it: edge label to child, '' to the value. */
interface Tree<T> extends Map<string, T | Tree<T>> {}
const LEAF = '';

/** A vocabulary term within the distance: its value (the term id) and its distance. */
export type Near<T> = Map<string, [T, number]>;

/**
 * Every key of the radix tree within `max` edits of `query`, where an edit is an insertion, a
 * deletion, a substitution or the transposition of two adjacent letters (Damerau–Levenshtein,
 * optimal string alignment: each letter is edited at most once), so 'parnter' is one edit from
 * 'partner' as in Elasticsearch's `transpositions: true`, Algolia, Typesense and Meilisearch.
 *
 * One row of the matrix per letter of the path from the root, shared by every key below it (a
 * key's cost is its letters past the shared prefix). A branch is left as soon as every cell of a
 * row exceeds `max`: no longer key below it can come back within `max`, transpositions included
 * (a transposition reaches cell (i, j) from (i-2, j-2) + 1, and (i-1, j-1) is then at most
 * (i-2, j-2) + 1 too, so row i-1 was still within `max`).
 */
export function nearTerms<T>(map: SearchableMap<T>, query: string, max: number, opts: { prefix?: boolean; cap?: number } = {}): Near<T> {
  const out: Near<T> = new Map();
  const n = query.length + 1;
  // Keys longer than the query by more than `max` letters can never be within `max`.
  const rows = n + max;
  const matrix = new Uint8Array(rows * n).fill(max + 1);
  for (let j = 0; j < n; j++) matrix[j] = j;
  for (let i = 1; i < rows; i++) matrix[i * n] = i;
  // The letters of the path so far (row i is letter path[i - 1]): a transposition looks one back.
  const path = new Uint16Array(rows);
  const q = new Uint16Array(query.length);
  for (let j = 0; j < query.length; j++) q[j] = query.charCodeAt(j);
  walk(map._tree as Tree<T>, { q, n, max, matrix, path, out, prefix: opts.prefix ?? false, left: opts.cap ?? Infinity }, 1, opts.prefix ? Math.min(query.length, max + 1) : max + 1);
  return out;
}

interface Walk<T> {
  q: Uint16Array;
  n: number;
  max: number;
  matrix: Uint8Array;
  path: Uint16Array;
  out: Near<T>;
  /** Keys that start within `max` edits of the query count too (the query as typed so far), each with that distance. */
  prefix: boolean;
  /** How many more keys may be taken (a short query's fuzzy prefixes can cover much of the vocabulary). */
  left: number;
}

/** The path's first `len` letters: the key a leaf of the walk stands for. */
const keyOf = (path: Uint16Array, len: number) => String.fromCharCode.apply(null, path.subarray(0, len) as unknown as number[]);

/**
 * `best`: in prefix mode, the fewest edits from the query to a prefix of the path so far (max + 1:
 * none within reach). The path's letters are in `path`: a key's string is made only for a key
 * within reach, and the children are read by key, so visiting a node allocates nothing.
 */
function walk<T>(node: Tree<T>, w: Walk<T>, row: number, best: number): void {
  const { q, n, max, matrix, path } = w;
  edges: for (const key of node.keys()) {
    if (w.left <= 0) return;
    if (key === LEAF) {
      const d = Math.min(matrix[row * n - 1]!, best);
      if (d <= max) {
        const term = keyOf(path, row - 1);
        if (!w.out.has(term)) {
          w.out.set(term, [node.get(key) as T, d]);
          w.left--;
        }
      }
      continue;
    }
    const child = node.get(key) as Tree<T>;
    let i = row;
    let b = best;
    for (let pos = 0; pos < key.length; pos++, i++) {
      if (i >= path.length) {
        // Longer than any full match: below here only keys starting with a near spelling count.
        if (b <= max) collect(child, keyOf(path, row - 1) + key, b, w);
        continue edges;
      }
      const c = key.charCodeAt(pos);
      path[i - 1] = c;
      const at = i * n;
      const prev = at - n;
      let least = matrix[at]!;
      const lo = Math.max(0, i - max - 1);
      const hi = Math.min(n - 1, i + max);
      for (let j = lo; j < hi; j++) {
        let d = Math.min(matrix[prev + j]! + (c === q[j] ? 0 : 1), matrix[prev + j + 1]! + 1, matrix[at + j]! + 1);
        // Transposition: this letter is the query's previous one and the path's previous letter is this query letter.
        if (i > 1 && j > 0 && c === q[j - 1] && path[i - 2] === q[j] && c !== q[j]) d = Math.min(d, matrix[prev - n + j - 1]! + 1);
        matrix[at + j + 1] = d;
        if (d < least) least = d;
      }
      if (w.prefix && matrix[at + n - 1]! < b) b = matrix[at + n - 1]!;
      if (least > max) {
        // No longer key comes back within reach; in prefix mode every key below starts with a near spelling.
        if (b <= max) collect(child, keyOf(path, row - 1) + key, b, w);
        continue edges;
      }
    }
    walk(child, w, i, b);
  }
}

/** Every key below `node` (up to the walk's cap), at distance `d`. */
function collect<T>(node: Tree<T>, prefix: string, d: number, w: Walk<T>): void {
  for (const [key, child] of node) {
    if (w.left <= 0) return;
    if (key === LEAF) {
      const had = w.out.get(prefix);
      if (!had) w.left--;
      if (!had || had[1] > d) w.out.set(prefix, [child as T, d]);
    } else collect(child as Tree<T>, prefix + key, d, w);
  }
}

/** Optimal string alignment distance of two short strings (tests and 'did you mean' checks). */
export function damerau(a: string, b: string): number {
  const n = b.length + 1;
  const d: number[] = Array.from({ length: (a.length + 1) * n }, (_, k) => (k < n ? k : k % n === 0 ? k / n : 0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(d[(i - 1) * n + j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), d[(i - 1) * n + j]! + 1, d[i * n + j - 1]! + 1);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * n + j - 2]! + 1);
      d[i * n + j] = v;
    }
  return d[a.length * n + b.length]!;
}
