import type { TopicStreamEvent } from '../../schemas/newsletter/events.js';
import { newsletterTopicMessages as m } from '../../schemas/newsletter/admin.js';
import { exhaustive } from '../shared/exhaustive.js';
import { staffItemDecisions } from '../shared/staff-decisions.js';

type Fields = { name: string; description: string; isDefault: boolean };

/** A newsletter topic's stream (`newsletter-category-<id>`); `revision` is what an edit names as `expectedRevision`. */
export type TopicState = { status: 'none' } | ({ status: 'live'; id: number; retired: boolean; revision: number } & Fields);

/**
 * Topics are created by staff (the studio or the seeder), edited, retired and reinstated; never
 * deleted: a subscription holds topic ids, and a retired topic stays a valid choice for those
 * who made it (it is only no longer offered).
 */
export const topicDecider = {
  initialState: { status: 'none' } as TopicState,
  evolve(s: TopicState, e: TopicStreamEvent): TopicState {
    switch (e.type) {
      case 'NewsletterCategoryCreated':
        return { status: 'live', id: e.data.categoryId, name: e.data.name, description: e.data.description, isDefault: e.data.isDefault, retired: false, revision: 0 };
      case 'NewsletterCategoryEdited':
        return s.status === 'live' ? { ...s, name: e.data.name, description: e.data.description, isDefault: e.data.isDefault, revision: s.revision + 1 } : s;
      case 'NewsletterCategoryRetired':
      case 'NewsletterCategoryReinstated':
        return s.status === 'live' ? { ...s, retired: e.type === 'NewsletterCategoryRetired', revision: s.revision + 1 } : s;
      default:
        return exhaustive(e);
    }
  },
};

const topic = staffItemDecisions<TopicState, 'live', TopicStreamEvent>({ live: 'live', messages: m, exists: { message: 'Newsletter category already exists', code: 'category_exists' } });

export const createTopic = (s: TopicState, data: { categoryId: number } & Fields): TopicStreamEvent[] => topic.create(s, { type: 'NewsletterCategoryCreated', data });

/** An edit that changes nothing appends nothing. */
export const editTopic = (state: TopicState, cmd: Partial<Fields> & { expectedRevision: number }): TopicStreamEvent[] =>
  topic.edit(state, cmd, (s) => ({ name: s.name, description: s.description, isDefault: s.isDefault }), (s, fields) => ({ type: 'NewsletterCategoryEdited', data: { categoryId: s.id, ...fields } }));

export function setRetired(state: TopicState, retired: boolean): TopicStreamEvent[] {
  const s = topic.live(state);
  if (s.retired === retired) return [];
  return [{ type: retired ? 'NewsletterCategoryRetired' : 'NewsletterCategoryReinstated', data: { categoryId: s.id } }];
}
