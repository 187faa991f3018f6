import { z } from 'zod';
import { bodyId, foldedText, streamRevision } from '../shared/inputs.js';

export const TOPIC_NAME_MAX = 60;
export const TOPIC_DESCRIPTION_MAX = 300;

/** The staff's newsletter topic texts (issue 27): the API answers with these and the admin screen shows them. */
export const newsletterTopicMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be ${TOPIC_NAME_MAX} characters or less.`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be ${TOPIC_DESCRIPTION_MAX} characters or less.`,
  isDefault: 'Preselected must be true or false.',
  retiredFlag: 'retired must be true or false.',
  idInvalid: 'Topic ID must be a positive integer.',
  revisionInvalid: 'expectedRevision must be a whole number from 0.',
  stale: 'This topic was changed by someone else since you opened it.',
  notFound: 'Topic not found',
  created: 'Topic created.',
  updated: 'Topic saved.',
  retired: 'Topic retired. It is no longer offered; its subscribers keep it.',
  reinstated: 'Topic offered again.',
} as const;
const m = newsletterTopicMessages;

const name = foldedText(m.nameRequired, m.nameTooLong, TOPIC_NAME_MAX);
const description = foldedText(m.descriptionRequired, m.descriptionTooLong, TOPIC_DESCRIPTION_MAX);
const isDefault = z.boolean({ error: m.isDefault });
const id = bodyId(m.idInvalid);

/** POST /_api/admin/newsletter/topics, and the seeder's command (one path). `isDefault`: preselected on the signup form. */
export const createNewsletterTopicInput = z.strictObject({ name, description, isDefault: isDefault.default(false) });
/** POST /_api/admin/newsletter/topics/edit */
export const editNewsletterTopicInput = z.strictObject({
  id,
  expectedRevision: streamRevision(m.revisionInvalid),
  name: name.optional(),
  description: description.optional(),
  isDefault: isDefault.optional(),
});
/** POST /_api/admin/newsletter/topics/retire: `retired: false` offers it again. */
export const retireNewsletterTopicInput = z.strictObject({ id, retired: z.boolean({ error: m.retiredFlag }) });

/** A topic as the studio lists it: `subscribers` counts confirmed subscriptions that include it. */
export interface AdminNewsletterTopic {
  id: number;
  name: string;
  description: string;
  isDefault: boolean;
  retired: boolean;
  subscribers: number;
  revision: number;
}
