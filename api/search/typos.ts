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
export function nearTerms<T>(map: SearchableMap<T>, query: string, max: number): Near<T> {
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
  walk(map._tree as Tree<T>, { q, n, max, matrix, path, out }, 1, '');
  return out;
}

interface Walk<T> {
  q: Uint16Array;
  n: number;
  max: number;
  matrix: Uint8Array;
  path: Uint16Array;
  out: Near<T>;
}

function walk<T>(node: Tree<T>, w: Walk<T>, row: number, prefix: string): void {
  const { q, n, max, matrix, path } = w;
  edges: for (const [key, child] of node) {
    if (key === LEAF) {
      const d = matrix[row * n - 1]!;
      if (d <= max) w.out.set(prefix, [child as T, d]);
      continue;
    }
    let i = row;
    for (let pos = 0; pos < key.length; pos++, i++) {
      if (i >= path.length) continue edges;
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
      if (least > max) continue edges;
    }
    walk(child as Tree<T>, w, i, prefix + key);
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
