import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { accountDeletionStream } from '../../schemas/account/events.js';
import { subscriptionSubject } from '../../schemas/newsletter/events.js';
import type { Deps } from '../shared/deps.js';
import { workKind } from '../shared/durable-work.js';
import { accountExports } from './export.command.js';
import { accountPorts } from './ports.js';

export type DeletionWork = { userId: number; email: string; subscriptionIds: number[] };
export const deletionWork = workKind<DeletionWork>('account-deletion');

/** Crypto-shreds a deleted member: their key and their subscriptions' keys, then their sessions. Idempotent. */
export async function destroyMemberKeys(deps: Pick<Deps, 'keys' | 'sessions'>, userId: number, subscriptionIds: number[]) {
  deps.keys.destroy(userId);
  for (const id of subscriptionIds) deps.keys.destroy(subscriptionSubject(id));
  await deps.sessions.destroyUserSessions(userId);
}

/**
 * A deletion's follow-up, as acknowledged work (delete-account.command.ts): nothing when the
 * deletion never reached the log; otherwise the keys and sessions again (a crash may have come
 * between the deletion and their destruction), then what the read model's blanking does not
 * reach, copies of their data outside the log:
 * - their exports (files and rows) and their uploaded avatars;
 * - the search index: it applies the tombstones now and rewrites its snapshot at once, rather
 *   than 10 s later, so no file keeps their words;
 * - the read model's WAL: checkpointed and truncated, so the pages that held their text before
 *   the blanking are not left in it (freed space inside the file is zeroed only with
 *   `secure_delete`, which projections/read-db.ts sets);
 * - mail to them still in the development outbox (`.eml` files), which holds their address.
 */
export async function finishDeletion(deps: Deps, { userId, email, subscriptionIds }: DeletionWork) {
  if ((await deps.store.readStream(accountDeletionStream(userId))).length === 0) return;
  await destroyMemberKeys(deps, userId, subscriptionIds);
  await deps.awaitProjection((await deps.store.head()) ?? '');
  accountExports(deps).store.dropUser(userId);
  const ports = deps.services.get(accountPorts);
  ports.eraseAvatars(userId);
  ports.forgetInSearch();
  deps.rm.connection.pragma('wal_checkpoint(TRUNCATE)');
  await ports.mailSettled();
  purgeOutbox(deps.config.files.outbox, email);
}

/**
 * Deletions from before their follow-up was acknowledged work (or any other way a deletion's keys
 * outlived it): a member the read model shows as deleted whose key still exists gets the keys of
 * the deletion's event destroyed. Run at start; returns how many it finished.
 */
export async function finishEarlierDeletions(deps: Deps): Promise<number> {
  const erased = deps.rm.stmt<[], { id: number }>('SELECT id FROM users WHERE email IS NULL').all();
  let finished = 0;
  for (const { id } of erased) {
    if (!deps.keys.find(id)) continue;
    const [deletion] = await deps.store.readStream(accountDeletionStream(id));
    if (!deletion) continue;
    await destroyMemberKeys(deps, id, (deletion.data as { subscriptionIds?: number[] }).subscriptionIds ?? []);
    finished += 1;
  }
  if (finished) deps.log.warn({ event: 'account_deletions_finished', count: finished }, 'deleted accounts whose keys outlived the deletion were erased');
  return finished;
}

function purgeOutbox(dir: string, email: string) {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return;
  }
  const to = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  for (const f of files) if (to.test(readFileSync(join(dir, f), 'utf8'))) rmSync(join(dir, f), { force: true });
}
