import { z } from 'zod';
import { namedStaffItem, type NamedStaffItemRow } from '../shared/staff-item.js';

/** A topic's name and description, at most so many characters. */
export const TOPIC_MAX = { name: 60, description: 300 } as const;
const { messages, name, description, id, expectedRevision } = namedStaffItem('topic', TOPIC_MAX);

/** The staff's newsletter topic texts (issue 27): the API answers with these and the admin screen shows them. */
export const newsletterTopicMessages = {
  ...messages,
  isDefault: 'Preselected must be true or false.',
  retiredFlag: 'retired must be true or false.',
  created: 'Topic created.',
  updated: 'Topic saved.',
  retired: 'Topic retired. It is no longer offered; its subscribers keep it.',
  reinstated: 'Topic offered again.',
} as const;
const m = newsletterTopicMessages;

const isDefault = z.boolean({ error: m.isDefault });

/** POST /_api/admin/newsletter/topics, and the seeder's command (one path). `isDefault`: preselected on the signup form. */
export const createNewsletterTopicInput = z.strictObject({ name, description, isDefault: isDefault.default(false) });
/** POST /_api/admin/newsletter/topics/edit */
export const editNewsletterTopicInput = z.strictObject({
  id,
  expectedRevision,
  name: name.optional(),
  description: description.optional(),
  isDefault: isDefault.optional(),
});
/** POST /_api/admin/newsletter/topics/retire: `retired: false` offers it again. */
export const retireNewsletterTopicInput = z.strictObject({ id, retired: z.boolean({ error: m.retiredFlag }) });

/** A topic as the studio lists it: `subscribers` counts confirmed subscriptions that include it. */
export interface AdminNewsletterTopic extends NamedStaffItemRow {
  isDefault: boolean;
  retired: boolean;
  subscribers: number;
}
