import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumProjection } from '../../projections/forum/forum.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import { projectionReadModel, removeReadModel } from '../../tests/support/read-model.js';
import { plainDeps, recorder } from '../../tests/support/spies.js';
import { FORUM_READ_SQL, listThreads, threadPage } from './queries.js';

/**
 * Category pages at any offset (issue 10, Scale): pinned first, then newest activity, 20 a page,
 * found from the block totals without OFFSET over the list. Checked against the naive order on
 * a category of 3,000 threads with bumps and pins, on one whose slots cross a level-2 block, and
 * under random operations; each read's plan uses an index, and a deep page reads a bounded number
 * of rows.
 */

let revisions = 0;
const recorded = recorder((d) => `thread-${(d as { threadId?: number }).threadId ?? 'x'}`, { actorId: null, actorRole: 'system' });

/** Every statement's rows, counted (get, all and iterate alike). */
function counting(rm: ReadModel) {
  const rows = { n: 0, statements: 0, offsets: [] as number[] };
  const view = {
    stmt(sql: string) {
      const s = rm.stmt(sql) as unknown as Record<'get' | 'all' | 'iterate', (...a: unknown[]) => unknown>;
      return {
        get: (...a: unknown[]) => {
          rows.statements += 1;
          // Entries an OFFSET skips are read too: record how many.
          if (/OFFSET \?/.test(sql)) rows.offsets.push(a.at(-1) as number);
          const r = s.get(...a);
          if (r !== undefined) rows.n += 1;
          return r;
        },
        all: (...a: unknown[]) => {
          rows.statements += 1;
          const r = s.all(...a) as unknown[];
          rows.n += r.length;
          return r;
        },
        *iterate(...a: unknown[]) {
          rows.statements += 1;
          for (const r of s.iterate(...a) as Iterable<unknown>) {
            rows.n += 1;
            yield r;
          }
        },
      };
    },
  } as unknown as ReadModel;
  return { view, rows };
}

/** The naive model: per category, each thread's pinned flag and the order of its last activity. */
class Naive {
  activity = 0;
  threads = new Map<number, { category: number; pinned: boolean; last: number }>();
  create(id: number, category: number) {
    this.threads.set(id, { category, pinned: false, last: ++this.activity });
  }
  bump(id: number) {
    this.threads.get(id)!.last = ++this.activity;
  }
  pin(id: number, pinned: boolean) {
    this.threads.get(id)!.pinned = pinned;
  }
  order(category: number) {
    return [...this.threads]
      .filter(([, t]) => t.category === category)
      .sort(([, a], [, b]) => Number(b.pinned) - Number(a.pinned) || b.last - a.last)
      .map(([id]) => id);
  }
}

describe('forum thread lists by block totals', () => {
  let rm: ReadModel;
  let s: ReturnType<typeof forumProjection.prepare>;
  const naive = new Naive();
  let threadId = 0;
  let postId = 0;
  const apply = (e: ForumEvent) => forumProjection.apply({ ...recorded(e), revision: revisions++ }, s, plainDeps);
  const category = (categoryId: number) =>
    apply({ type: 'ForumCategoryCreated', data: { categoryId, name: `C${categoryId}`, description: 'd', categoryType: 'general_discussion', position: categoryId } });
  const create = (categoryId: number) => {
    const id = ++threadId;
    apply({ type: 'ThreadCreated', data: { threadId: id, categoryId, authorId: 1, title: `Thread ${id}`, content: 'Content here' } });
    naive.create(id, categoryId);
    return id;
  };
  const bump = (id: number) => {
    apply({ type: 'ThreadReplyPosted', data: { postId: ++postId, threadId: id, authorId: 1, content: `Reply ${postId}` } });
    naive.bump(id);
  };
  const pin = (id: number, pinned: boolean) => {
    apply({ type: pinned ? 'ThreadPinned' : 'ThreadUnpinned', data: { threadId: id } });
    naive.pin(id, pinned);
  };
  const ids = (categoryId: number, page: number, view: ReadModel = rm) => listThreads(view, { categoryId, page })!.threads.map((t) => t.id);
  const expectPagesMatch = (categoryId: number, pages: number[]) => {
    const order = naive.order(categoryId);
    for (const p of pages) expect(ids(categoryId, p), `page ${p}`).toEqual(order.slice((p - 1) * 20, p * 20));
  };

  beforeAll(() => {
    ({ rm, statements: s } = projectionReadModel(forumProjection, 'forum-paging'));
    category(1);
    category(2);
    // 3,000 threads, a few thousand replies bumping random ones, and some pins and unpins.
    const made: number[] = [];
    const tx = rm.connection.transaction(() => {
      for (let i = 0; i < 3000; i++) made.push(create(1));
      let seed = 7;
      const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
      for (let i = 0; i < 4000; i++) bump(made[rand(made.length)]!);
      for (let i = 0; i < 12; i++) pin(made[rand(made.length)]!, true);
      for (let i = 0; i < 4; i++) pin(made[rand(made.length)]!, false);
    });
    tx();
  });
  afterAll(() => removeReadModel(rm));

  it('3,000 threads with bumps and pins: every page equals the naive order', () => {
    const total = naive.order(1).length;
    const pages = Math.ceil(total / 20);
    expectPagesMatch(1, Array.from({ length: pages + 1 }, (_, i) => i + 1));
    const list = listThreads(rm, { categoryId: 1, page: 1 })!;
    expect(list.pagination).toEqual({ page: 1, totalPages: 150, total: 3000, limit: 20 });
    expect(list.threads.filter((t) => t.pinned).length).toBe([...naive.threads.values()].filter((t) => t.pinned).length);
  });

  it('a deep page reads a bounded number of rows, not the offset', () => {
    const { view, rows } = counting(rm);
    expect(ids(1, 140, view)).toEqual(naive.order(1).slice(139 * 20, 140 * 20));
    // The category, one level-2 row, the level-1 rows of that level-2 block down to the page (at
    // most 8 here: 7,000 activities make 7 blocks of 1,024 slots), one index entry, the 20 threads.
    expect(rows.n).toBeLessThanOrEqual(1 + 1 + 8 + 1 + 20);
    expect(rows.statements).toBeLessThanOrEqual(5);
    // The only skip is inside one block of 1,024 slots.
    expect(rows.offsets.length).toBe(1);
    expect(rows.offsets[0]).toBeLessThan(1024);
  });

  it('every read the forum runs uses an index: no table scan, no temporary sort', () => {
    for (const [name, sql] of Object.entries(FORUM_READ_SQL)) {
      const params = Array((sql.match(/\?/g) ?? []).length).fill(1);
      const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
      // The category list returns every category: it walks their display-order index, nothing else.
      const scans = plan.filter((d) => /^SCAN /.test(d) && !(name === 'CATEGORIES' && d === 'SCAN forum_categories USING INDEX forum_categories_order'));
      expect(scans, `${name}: ${plan.join(' | ')}`).toEqual([]);
      expect(plan.filter((d) => /TEMP B-TREE/.test(d)), `${name}: ${plan.join(' | ')}`).toEqual([]);
    }
  });

  it('slots across a level-2 block boundary (past 1,048,576 activities) page the same', () => {
    rm.connection.prepare('UPDATE forum_categories SET top_slot = ? WHERE id = 2').run(1024 * 1024 - 700);
    const made: number[] = [];
    rm.connection.transaction(() => {
      for (let i = 0; i < 900; i++) made.push(create(2));
      for (let i = 0; i < 600; i++) bump(made[(i * 37) % made.length]!);
      pin(made[5]!, true);
    })();
    expect((rm.connection.prepare('SELECT top_slot FROM forum_categories WHERE id = 2').get() as { top_slot: number }).top_slot).toBeGreaterThan(1024 * 1024 + 500);
    expectPagesMatch(2, Array.from({ length: 47 }, (_, i) => i + 1));
  });

  it('a redelivered event changes nothing', () => {
    const before = rm.connection.prepare('SELECT * FROM forum_thread_blocks ORDER BY category_id, pinned, level, block').all();
    const first = naive.order(1)[0]!;
    const e = recorded({ type: 'ThreadReplyPosted', data: { postId: ++postId, threadId: first, authorId: 1, content: 'Once' } });
    forumProjection.apply({ ...e, revision: 0 }, s, plainDeps);
    naive.bump(first);
    const once = rm.connection.prepare('SELECT * FROM forum_threads WHERE id = ?').get(first);
    forumProjection.apply({ ...e, revision: 0 }, s, plainDeps);
    expect(rm.connection.prepare('SELECT * FROM forum_threads WHERE id = ?').get(first)).toEqual(once);
    expect(rm.connection.prepare('SELECT * FROM forum_thread_blocks ORDER BY category_id, pinned, level, block').all()).toEqual(before);
    expect(threadPage(rm, { threadId: first, page: 1 })!.pagination.totalPosts).toBe((once as { reply_count: number }).reply_count);
  });

  it('random creates, bumps, pins and unpins: pages always equal the naive order', () => {
    let categoryId = 100;
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ t: fc.constant('create' as const) }),
            fc.record({ t: fc.constant('bump' as const), i: fc.nat() }),
            fc.record({ t: fc.constant('pin' as const), i: fc.nat(), on: fc.boolean() }),
          ),
          { maxLength: 120 },
        ),
        (ops) => {
          const c = ++categoryId;
          category(c);
          const mine: number[] = [];
          for (const op of ops) {
            if (op.t === 'create' || mine.length === 0) mine.push(create(c));
            else if (op.t === 'bump') bump(mine[op.i % mine.length]!);
            else {
              const id = mine[op.i % mine.length]!;
              if (naive.threads.get(id)!.pinned !== op.on) pin(id, op.on);
            }
          }
          const pages = Math.ceil(mine.length / 20) + 1;
          expectPagesMatch(c, Array.from({ length: pages }, (_, i) => i + 1));
        },
      ),
      { numRuns: 60 },
    );
  });
});
