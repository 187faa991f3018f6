import type { Db } from '../read-db.js';

/**
 * Where each thread sits in its category's list (pinned first, then newest activity), kept so a
 * page at any offset is found without OFFSET over the list.
 *
 * Every activity (a new thread, a reply) takes the category's next `slot` (`top_slot + 1`), so
 * within a category newest activity is highest slot: the list is `(pinned DESC, slot DESC)`, one
 * index (`forum_threads_list`). A bump leaves its old slot empty, so slots are not dense; instead
 * the live threads are counted per block of slots at two levels (LEVEL1 = 1,024 slots, LEVEL2 =
 * 1,048,576), per category and pinned flag, in `forum_thread_blocks` (empty blocks are deleted).
 * The k-th entry is found by adding level-2 totals from the top, then at most 1,024 level-1
 * totals inside the chosen level-2 block, then skipping fewer than 1,024 index entries inside
 * the level-1 block: bounded whatever the category's size, the offset or how often threads
 * were bumped (see `startSlot`).
 */
export const BLOCK = 1024;
/** Slots per block at level 1 and level 2 (plain arithmetic: slots may pass 2^31). */
const SPAN = [1, BLOCK, BLOCK * BLOCK] as const;

export const threadListSchema = `
    CREATE TABLE IF NOT EXISTS forum_thread_blocks (
      category_id INTEGER NOT NULL, pinned INTEGER NOT NULL, level INTEGER NOT NULL, block INTEGER NOT NULL, n INTEGER NOT NULL,
      PRIMARY KEY (category_id, pinned, level, block)
    ) WITHOUT ROWID;`;

/** Projection side: moves one thread in or out of a (category, pinned) list at a slot. */
export function threadList(db: Db) {
  const add = db.prepare(`INSERT INTO forum_thread_blocks (category_id, pinned, level, block, n) VALUES (@category, @pinned, @level, @block, @n)
    ON CONFLICT(category_id, pinned, level, block) DO UPDATE SET n = n + excluded.n`);
  const prune = db.prepare('DELETE FROM forum_thread_blocks WHERE category_id = @category AND pinned = @pinned AND level = @level AND block = @block AND n <= 0');
  /** Counts a thread into (`n` = 1) or out of (`n` = -1) the list at `slot`. */
  const place = (category: number, pinned: number, slot: number, n: 1 | -1) => {
    for (const level of [1, 2] as const) {
      const row = { category, pinned, level, block: Math.floor(slot / SPAN[level]), n };
      add.run(row);
      if (n < 0) prune.run(row);
    }
  };
  return { place };
}

type Stmt<P extends unknown[], R> = { iterate(...p: P): IterableIterator<R>; get(...p: P): R | undefined };

/** Statements `startSlot` reads with (prepared on the read model, cached by the caller). */
export interface SlotReaders {
  /** Level `level` blocks of a list with block <= `hi` and >= `lo`, newest first. */
  blocks: Stmt<[number, number, number, number, number], { block: number; n: number }>;
  /** The slot `offset` entries below the top of the list's slots in [lo, hi]. */
  slotAt: Stmt<[number, number, number, number, number], { slot: number }>;
}

export const SLOT_READ_SQL = {
  blocks: `SELECT block, n FROM forum_thread_blocks WHERE category_id = ? AND pinned = ? AND level = ? AND block BETWEEN ? AND ? ORDER BY block DESC`,
  slotAt: `SELECT slot FROM forum_threads WHERE category_id = ? AND pinned = ? AND slot BETWEEN ? AND ? ORDER BY slot DESC LIMIT 1 OFFSET ? + 0`,
} as const;

const MAX_BLOCK = Number.MAX_SAFE_INTEGER;

/**
 * The slot of the entry `k` places below the top (0-based) of a category's pinned or unpinned
 * list, or null past its end. Reads at most (top slot / 2^20) + 1,024 block rows and skips fewer
 * than 1,024 index entries.
 */
export function startSlot(r: SlotReaders, category: number, pinned: number, k: number): number | null {
  let rest = k;
  let lo = 0;
  let hi = MAX_BLOCK;
  for (const level of [2, 1] as const) {
    let found: number | null = null;
    for (const b of r.blocks.iterate(category, pinned, level, lo, hi)) {
      if (rest < b.n) {
        found = b.block;
        break;
      }
      rest -= b.n;
    }
    if (found === null) return null;
    // The chosen block's children at the next level down.
    lo = found * BLOCK;
    hi = lo + BLOCK - 1;
  }
  // `lo..hi` are now the slots of the chosen level-1 block.
  return r.slotAt.get(category, pinned, lo, hi, rest)?.slot ?? null;
}
