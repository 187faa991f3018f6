import { profileExpertCommand } from '../../api/experts/commands.js';
import { publishInterviewCommand } from '../../api/experts/interview.commands.js';
import type { CommandContext } from '../../api/shared/command.js';
import type { Deps } from '../../api/shared/deps.js';
import type { SeedExpertContent } from './content/experts-types.js';

const DAY = 86_400_000;

/**
 * Experts and their interviews, appended through the expert commands (validation and answer
 * sanitising included), so a replay reproduces them. Profiles are dated a year before the seed;
 * interviews are published oldest first (`daysAgo` descending), so the log's order is their date
 * order, which is the order the interview lists number them in.
 */
export async function seedExperts(deps: Deps, ctx: CommandContext, content: SeedExpertContent): Promise<Map<string, number>> {
  const start = ctx.now.getTime();
  const ids = new Map<string, number>();
  for (const e of content.experts) {
    if (ids.has(e.key)) throw new Error(`seed content repeats the expert key ${e.key}`);
    const { key, websiteUrl, linkedinUrl, ...fields } = e;
    const { expertId } = await profileExpertCommand(
      deps,
      { ...fields, avatarUrl: null, websiteUrl: websiteUrl ?? null, linkedinUrl: linkedinUrl ?? null },
      { ...ctx, now: new Date(start - 365 * DAY) },
    );
    ids.set(key, expertId);
  }
  const ordered = [...content.interviews].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [i, iv] of ordered.entries()) {
    const expertId = ids.get(iv.expert);
    if (!expertId) throw new Error(`seed interview ${iv.slug} names an unknown expert: ${iv.expert}`);
    const { expert: _expert, views, daysAgo, ...fields } = iv;
    void _expert;
    // Same-day interviews keep their order: a minute apart.
    await publishInterviewCommand(deps, { ...fields, expertId, viewCount: views }, { ...ctx, now: new Date(start - daysAgo * DAY - (ordered.length - i) * 60_000) });
  }
  return ids;
}
