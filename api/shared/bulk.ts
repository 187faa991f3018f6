import type { CommandContext } from './command.js';
import { DomainError } from './errors.js';
import { bulkItemKey } from './idempotency.js';

export interface BulkItemResult {
  id: number;
  ok: boolean;
  error?: string;
}

/**
 * A bulk action over staff items (publish, unpublish, delete): each item is its own command on its
 * own stream, tried in the order sent, and the answer says per item what happened. A domain
 * refusal (missing, deleted) fails that item only; anything else (the store unavailable) fails the
 * request. With an Idempotency-Key each item runs under its own key (bulkItemKey), so a retried
 * bulk repeats nothing that already happened. `position` is the log's head, which covers every
 * item's events (positions are opaque: only the adapter orders them).
 */
export async function eachItem<C extends CommandContext>(
  head: () => Promise<string | null>,
  ctx: C,
  ids: number[],
  run: (ctx: C, id: number) => Promise<unknown>,
): Promise<{ results: BulkItemResult[]; position: string }> {
  const results: BulkItemResult[] = [];
  for (const id of ids) {
    const itemCtx = ctx.idempotencyKey ? { ...ctx, idempotencyKey: bulkItemKey(ctx.idempotencyKey, id) } : ctx;
    try {
      await run(itemCtx, id);
      results.push({ id, ok: true });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ id, ok: false, error: err.message });
    }
  }
  return { results, position: (await head()) ?? '' };
}
