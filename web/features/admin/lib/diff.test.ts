import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines, diffStats, MAX_CELLS, sideBySide, splitLines, type DiffOp } from './diff';

const lines = (ops: DiffOp[], side: 'before' | 'after') =>
  ops.filter((o) => o.kind === 'same' || o.kind === (side === 'before' ? 'removed' : 'added')).map((o) => o.text);

/** LCS length by plain recursion with memo, to check the diff keeps as many lines as possible. */
function lcsLength(a: string[], b: string[]): number {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === a.length || j === b.length) return 0;
    const key = `${i},${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = a[i] === b[j] ? 1 + go(i + 1, j + 1) : Math.max(go(i + 1, j), go(i, j + 1));
    memo.set(key, v);
    return v;
  };
  return go(0, 0);
}

describe('diffLines', () => {
  it('keeps unchanged lines and marks the changed ones', () => {
    const ops = diffLines('intro\nold middle\nend', 'intro\nnew middle\nextra\nend');
    expect(ops).toEqual([
      { kind: 'same', text: 'intro' },
      { kind: 'removed', text: 'old middle' },
      { kind: 'added', text: 'new middle' },
      { kind: 'added', text: 'extra' },
      { kind: 'same', text: 'end' },
    ]);
    expect(diffStats(ops)).toEqual({ added: 2, removed: 1 });
  });

  it('treats an empty text as no lines and both line-ending styles alike', () => {
    expect(diffLines('', '')).toEqual([]);
    expect(diffLines('', 'a')).toEqual([{ kind: 'added', text: 'a' }]);
    expect(diffLines('a\r\nb', 'a\nb')).toEqual([{ kind: 'same', text: 'a' }, { kind: 'same', text: 'b' }]);
    expect(splitLines('x\n')).toEqual(['x', '']);
  });

  it('finds a common line in the middle of moved blocks', () => {
    const ops = diffLines('a\nb\nc\nd', 'c\nd\na\nb');
    expect(ops.filter((o) => o.kind === 'same')).toHaveLength(2);
  });

  it('reproduces both texts and keeps a longest common subsequence (property)', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 12 }).map((l) => l.join('\n'));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const ops = diffLines(before, after);
        expect(lines(ops, 'before')).toEqual(splitLines(before));
        expect(lines(ops, 'after')).toEqual(splitLines(after));
        expect(ops.filter((o) => o.kind === 'same')).toHaveLength(lcsLength(splitLines(before), splitLines(after)));
      }),
      { numRuns: 1000 },
    );
  });

  it('stays correct (not minimal) past the table bound, without building the table', () => {
    const side = Math.ceil(Math.sqrt(MAX_CELLS)) + 10;
    const before = Array.from({ length: side }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: side }, (_, i) => `new ${i}`).join('\n');
    const started = performance.now();
    const ops = diffLines(`head\n${before}\ntail`, `head\n${after}\ntail`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(ops[0]).toEqual({ kind: 'same', text: 'head' });
    expect(ops.at(-1)).toEqual({ kind: 'same', text: 'tail' });
    expect(diffStats(ops)).toEqual({ added: side, removed: side });
  });
});

describe('sideBySide', () => {
  it('pairs a removed run with the added run after it and numbers each side', () => {
    const rows = sideBySide(diffLines('a\nb\nc\nz', 'a\nB\nz\nextra'));
    expect(rows).toEqual([
      { left: { line: 1, text: 'a', kind: 'same' }, right: { line: 1, text: 'a', kind: 'same' } },
      { left: { line: 2, text: 'b', kind: 'removed' }, right: { line: 2, text: 'B', kind: 'added' } },
      { left: { line: 3, text: 'c', kind: 'removed' }, right: null },
      { left: { line: 4, text: 'z', kind: 'same' }, right: { line: 3, text: 'z', kind: 'same' } },
      { left: null, right: { line: 4, text: 'extra', kind: 'added' } },
    ]);
  });

  it('shows every line of both sides exactly once (property)', () => {
    const text = fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 10 }).map((l) => l.join('\n'));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const rows = sideBySide(diffLines(before, after));
        expect(rows.flatMap((r) => (r.left ? [r.left.text] : []))).toEqual(splitLines(before));
        expect(rows.flatMap((r) => (r.right ? [r.right.text] : []))).toEqual(splitLines(after));
        for (const r of rows) expect(r.left ?? r.right).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
