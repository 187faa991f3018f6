import { loadConfig } from '../../../api/config.js';
import { createApp } from '../../../api/app.js';
import { profileExpertCommand } from '../../../api/experts/commands.js';
import { publishInterviewCommand } from '../../../api/experts/interview.commands.js';
import { createLogger } from '../../../api/shared/log.js';
import { seedIfEmpty } from '../../../ops/seed/seed.js';
import { batches, labelled, pack, VECTORS, BATCH_SIZE } from './vectors.js';

/**
 * SECURITY T23: experts and interviews are staff content with no HTTP route to write them (the
 * seeder and operators' scripts only: api/experts/commands.ts), so the corpus goes in through the
 * same commands, into the data directory, before the spec starts the server on it. Prints one JSON
 * line: the expert's id and one interview slug per batch (its answers carry the batch's vectors).
 */
async function main() {
  process.umask(0o077);
  const config = loadConfig();
  const { deps, close } = await createApp(config, { logger: createLogger('warn') });
  const seeded = await seedIfEmpty(deps);
  if (seeded) await deps.awaitProjection(seeded);
  const ctx = () => ({ actorId: null, actorRole: 'system' as const, correlationId: 'xss-corpus', causationId: null, now: new Date() });
  const all = VECTORS;
  const expert = await profileExpertCommand(
    deps,
    {
      name: labelled(all[0]!, 100, 2),
      title: pack(all.slice(1, 6), 150, 2).text,
      credentials: pack(all.slice(6, 16), 300, 2).text,
      bio: pack(all, 5000, 50).text,
      avatarUrl: null,
      yearsExperience: 3,
      location: pack(all.slice(16, 22), 150, 2).text,
      specializations: ['Sexual Health'],
      websiteUrl: null,
      linkedinUrl: null,
    },
    ctx(),
  );
  const slugs: string[] = [];
  let position = expert.position;
  for (const [b, group] of batches(all, BATCH_SIZE).entries()) {
    const slug = `xss-corpus-interview-${b}`;
    const res = await publishInterviewCommand(
      deps,
      {
        expertId: expert.expertId,
        slug,
        title: `xss corpus ${b} ${pack(group, 180).text}`.slice(0, 200),
        description: `xss corpus ${b} ${pack(group.slice(1), 470).text}`,
        interviewType: 'Q&A',
        durationMinutes: 10,
        questions: group.map((v) => ({ question: labelled(v, 500, 5), answer: labelled(v, 20000, 20) })),
      },
      ctx(),
    );
    slugs.push(slug);
    position = res.position;
  }
  await deps.awaitProjection(position);
  await close();
  console.log(JSON.stringify({ expertId: expert.expertId, slugs }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
