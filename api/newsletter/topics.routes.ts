import { newsletterTopicMessages as m } from '../../schemas/newsletter/admin.js';
import { newsletterStreams } from '../../schemas/newsletter/events.js';
import type { Deps } from '../shared/deps.js';
import { staffListRoutes } from '../shared/staff-list.js';
import { fieldsFold } from '../shared/stream-versions.js';
import { editTopic, topicDecider } from './topic.decider.js';
import { addNewsletterCategory, editNewsletterTopic, retireNewsletterTopic } from './topics.commands.js';
import { adminTopicReads } from './topics.queries.js';

/**
 * The studio's newsletter topics (issue 27; SPEC's newsletter categories), a staff list
 * (api/shared/staff-list.ts). Topics are retired, not deleted: subscriptions hold their ids.
 */
export function newsletterTopicRoutes(deps: Deps) {
  const { router: r, staff, answer } = staffListRoutes(deps, {
    base: '/_api/admin/newsletter/topics',
    listKey: 'topics',
    itemKey: 'topic',
    messages: m,
    stream: newsletterStreams.category,
    read: adminTopicReads,
    idOf: (out) => out.categoryId,
    create: addNewsletterCategory,
    edit: editNewsletterTopic,
    versions: { command: 'newsletter.category.restore', fold: fieldsFold(['NewsletterCategoryCreated', 'NewsletterCategoryEdited'], ['name', 'description', 'isDefault']), decider: topicDecider, edit: editTopic },
  });

  r.post('/_api/admin/newsletter/topics/retire', async (ctx) => {
    const out = await retireNewsletterTopic(deps, ctx.request.body, await staff(ctx));
    await answer(ctx, out, out.retired ? m.retired : m.reinstated);
  });

  return r;
}
