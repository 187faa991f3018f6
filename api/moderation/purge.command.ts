import type { ModerationItemType } from '../../schemas/moderation/events.js';
import type { Deps } from '../shared/deps.js';
import { purgeTarget, type Staff } from './members.commands.js';
import { actOnEach } from './queue.commands.js';

/** At most this many posts per call: a spammer with more is purged by calling again (the answer says how many are left). */
export const PURGE_BATCH = 500;

/**
 * Deletes every post of a member still standing (comments, threads, replies, reviews), each as
 * staff through its feature, telling them `reason`; threads last (a thread's removal takes its
 * replies along, which would then count as unchanged).
 */
export async function purgeMember(deps: Deps, body: unknown, ctx: Staff) {
  const cmd = purgeTarget(deps, body, ctx);
  const posts = deps.rm
    .stmt<[number, number], { item_type: ModerationItemType; item_id: number }>(
      `SELECT item_type, item_id FROM moderation_posts WHERE author_id = ? AND deleted = 0
        ORDER BY CASE item_type WHEN 'thread' THEN 1 ELSE 0 END, item_id LIMIT ? + 0`,
    )
    .all(cmd.userId, PURGE_BATCH);
  const { results, position } = await actOnEach(deps, 'delete', posts.map((p) => ({ type: p.item_type, id: p.item_id })), cmd.reason, ctx);
  return { results, deleted: results.filter((r) => r.changed).length, position };
}
