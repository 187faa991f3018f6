import { addNewsletterCategory } from '../../api/newsletter/topics.commands.js';
import type { CommandContext } from '../../api/shared/command.js';
import type { Deps } from '../../api/shared/deps.js';

/** The newsletter's categories; the default ones are preselected on the signup form. */
export const NEWSLETTER_CATEGORIES = [
  { name: 'Weekly Digest', description: 'One email a week with the most useful new articles, interviews and forum discussions.', isDefault: true },
  { name: 'New Articles', description: 'A short note when a new article or a medically reviewed update is published.', isDefault: true },
  { name: 'Expert Interviews', description: 'Questions answered by clinicians, therapists and educators, as they are published.', isDefault: false },
  { name: 'Community Highlights', description: 'Supportive and well-answered forum threads, picked by our moderators.', isDefault: false },
  { name: 'Product Reviews', description: 'New reviews of products, with notes on materials, safety, cleaning and accessibility.', isDefault: false },
] as const;

/** Appended through the newsletter's own command, in order, so a replay gives the same ids. */
export async function seedNewsletter(deps: Deps, ctx: CommandContext): Promise<number[]> {
  const ids: number[] = [];
  for (const c of NEWSLETTER_CATEGORIES) ids.push((await addNewsletterCategory(deps, c, ctx)).categoryId);
  return ids;
}
