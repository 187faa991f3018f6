import { createNewsletterTopicInput, editNewsletterTopicInput, retireNewsletterTopicInput } from '../../schemas/newsletter/admin.js';
import { newsletterStreams as streams, type NewsletterEvent } from '../../schemas/newsletter/events.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { createItem, onStaffItem } from '../shared/staff.js';
import { parseInput } from '../shared/validation.js';
import { createTopic, editTopic, setRetired, topicDecider, type TopicState } from './topic.decider.js';

/**
 * Staff commands on newsletter topics (SPEC's newsletter categories; issue 27): the studio's and
 * the seeder's one path, each through `runCommand` (a keyed create answers a retry with the
 * first id, T37) on the topic's own stream at its exact revision.
 */

export type Outcome = { categoryId: number; position: string };

/** A topic (SPEC's newsletter category): its id sequence, its stream and decider, and the key its id is answered under. */
const topics = { kind: 'newsletter-category', idKey: 'categoryId', stream: streams.category, decider: topicDecider } as const;

export async function addNewsletterCategory(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(createNewsletterTopicInput, input);
  const res = await createItem(deps, ctx, { ...topics, command: 'newsletter.category.create', input: cmd, decide: (s, { categoryId }) => createTopic(s, { categoryId, ...cmd }) });
  return { categoryId: res.result.categoryId, position: res.position };
}

const onTopic = async (deps: Deps, ctx: CommandContext, command: string, input: unknown, id: number, decide: (s: TopicState) => NewsletterEvent[]): Promise<Outcome> => ({
  categoryId: id,
  ...(await onStaffItem(deps, ctx, { command, input, streamId: topics.stream(id), decider: topics.decider, decide })),
});

export async function editNewsletterTopic(deps: Deps, body: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(editNewsletterTopicInput, body);
  return onTopic(deps, ctx, 'newsletter.category.edit', cmd, cmd.id, (s) => editTopic(s, cmd));
}

export async function retireNewsletterTopic(deps: Deps, body: unknown, ctx: CommandContext): Promise<Outcome & { retired: boolean }> {
  const cmd = parseInput(retireNewsletterTopicInput, body);
  return { ...(await onTopic(deps, ctx, 'newsletter.category.retire', cmd, cmd.id, (s) => setRetired(s, cmd.retired))), retired: cmd.retired };
}
