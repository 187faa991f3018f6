/**
 * A line diff for comparing two versions of an article (title, excerpt, content) side by side.
 * Longest common subsequence over the lines between the common prefix and suffix; the table is
 * bounded (MAX_CELLS) so a pathological pair of long texts cannot freeze the tab: past the bound
 * the middle is shown as removed-then-added, which is still a correct (if not minimal) diff.
 */

export type DiffKind = 'same' | 'removed' | 'added';
export type DiffOp = { kind: DiffKind; text: string };

/** One row of the side-by-side view: the old line on the left, the new one on the right. */
export type Cell = { line: number; text: string; kind: DiffKind };
export type SideBySideRow = { left: Cell | null; right: Cell | null };

export const MAX_CELLS = 2_000_000;

export const splitLines = (text: string): string[] => (text === '' ? [] : text.split(/\r\n|\r|\n/));

/** The LCS table of a and b, row-major with (m + 1) columns: cell (i, j) is the LCS length of a[i..] and b[j..]. */
function lcsTable(a: readonly string[], b: readonly string[]): Uint32Array {
  const n = a.length;
  const m = b.length;
  const t = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      t[i * (m + 1) + j] = a[i] === b[j] ? t[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(t[(i + 1) * (m + 1) + j]!, t[i * (m + 1) + j + 1]!);
    }
  }
  return t;
}

function diffMiddle(a: readonly string[], b: readonly string[]): DiffOp[] {
  const n = a.length;
  const m = b.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    return [...a.map((text) => ({ kind: 'removed' as const, text })), ...b.map((text) => ({ kind: 'added' as const, text }))];
  }
  const t = lcsTable(a, b);
  const ops: DiffOp[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (t[(i + 1) * (m + 1) + j]! >= t[i * (m + 1) + j + 1]!) {
      ops.push({ kind: 'removed', text: a[i]! });
      i++;
    } else {
      ops.push({ kind: 'added', text: b[j]! });
      j++;
    }
  }
  while (i < n) ops.push({ kind: 'removed', text: a[i++]! });
  while (j < m) ops.push({ kind: 'added', text: b[j++]! });
  return ops;
}

/** The edit script from `before` to `after`, line by line: unchanged, removed and added lines in order. */
export function diffLines(before: string, after: string): DiffOp[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const same = (text: string): DiffOp => ({ kind: 'same', text });
  return [...a.slice(0, start).map(same), ...diffMiddle(a.slice(start, endA), b.slice(start, endB)), ...a.slice(endA).map(same)];
}

/**
 * Rows for a two-column view. A run of removed lines followed by a run of added lines is a change:
 * they are paired up row by row (the longer run continues alone), like a split view in code review.
 */
export function sideBySide(ops: readonly DiffOp[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let left = 1;
  let right = 1;
  let k = 0;
  while (k < ops.length) {
    const op = ops[k]!;
    if (op.kind === 'same') {
      rows.push({ left: { line: left++, text: op.text, kind: 'same' }, right: { line: right++, text: op.text, kind: 'same' } });
      k++;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (k < ops.length && ops[k]!.kind === 'removed') removed.push(ops[k++]!.text);
    while (k < ops.length && ops[k]!.kind === 'added') added.push(ops[k++]!.text);
    for (let r = 0; r < Math.max(removed.length, added.length); r++) {
      rows.push({
        left: r < removed.length ? { line: left++, text: removed[r]!, kind: 'removed' } : null,
        right: r < added.length ? { line: right++, text: added[r]!, kind: 'added' } : null,
      });
    }
  }
  return rows;
}

export function diffStats(ops: readonly DiffOp[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const op of ops) {
    if (op.kind === 'added') added++;
    else if (op.kind === 'removed') removed++;
  }
  return { added, removed };
}
