import type { CommandContext } from './command.js';
import { eachItem, type BulkItemResult } from './bulk.js';

/**
 * A staff delete that names one item (`{ id }`) or several (`{ ids }`, the input schema allows
 * exactly one of them): one is a plain command, whose refusal is the request's error; several run
 * as a bulk action (eachItem) with a result per item. `single` tells the route which answer to give.
 */
export async function deleteOneOrMany<C extends CommandContext>(
  head: () => Promise<string | null>,
  ctx: C,
  target: { id?: number | undefined; ids?: number[] | undefined },
  deleteOne: (ctx: C, id: number) => Promise<{ position: string }>,
): Promise<{ results: BulkItemResult[]; position: string; single: boolean }> {
  if (target.id !== undefined) {
    const out = await deleteOne(ctx, target.id);
    return { results: [{ id: target.id, ok: true }], position: out.position, single: true };
  }
  return { ...(await eachItem(head, ctx, target.ids!, deleteOne)), single: false };
}
