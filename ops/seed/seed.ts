import type { Deps } from '../../api/shared/deps.js';
import { seedContext, seedDemoAccounts } from './accounts.js';
import { seedArticlesAndComments } from './articles.js';
import { seedForum } from './forum.js';

/**
 * Seeds an empty log through the same commands as the site, so a replay reproduces it.
 * Returns the position to wait for, or null when the log already had events.
 */
export async function seedIfEmpty(deps: Deps): Promise<string | null> {
  if ((await deps.store.head()) !== null) return null;
  const ctx = seedContext(deps.now());
  if (deps.config.seedDemo) await seedDemoAccounts(deps, ctx);
  if (deps.config.seedContent) {
    await seedArticlesAndComments(deps, ctx);
    await seedForum(deps, ctx);
  }
  return deps.store.head();
}
