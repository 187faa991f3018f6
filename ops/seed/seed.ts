import { seedNewsletter } from './newsletter.js';
import type { Deps } from '../../api/shared/deps.js';
import { seedContext, seedDemoAccounts, seedDemoStaff } from './accounts.js';
import { seedArticlesAndComments } from './articles.js';
import { seedForum } from './forum.js';
import { seedProducts } from './products.js';
import { seedSynonyms } from './search.js';
import { seedExperts } from './experts.js';
import { seedExperts as expertProfiles, seedInterviews } from './content/experts.js';

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
    await seedExperts(deps, ctx, { experts: expertProfiles, interviews: seedInterviews });
    await seedForum(deps, ctx);
    await seedProducts(deps, ctx);
    await seedNewsletter(deps, ctx);
    await seedSynonyms(deps, ctx);
  }
  if (deps.config.seedDemo) await seedDemoStaff(deps, ctx);
  return deps.store.head();
}
