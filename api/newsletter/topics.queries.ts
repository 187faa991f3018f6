import type { AdminNewsletterTopic } from '../../schemas/newsletter/admin.js';
import { staffListReads } from '../shared/staff-list.js';

interface Row {
  id: number;
  name: string;
  description: string;
  is_default: number;
  retired: number;
  subscribers: number;
  revision: number;
}

const toItem = (r: Row): AdminNewsletterTopic => ({
  id: r.id, name: r.name, description: r.description, isDefault: r.is_default === 1, retired: r.retired === 1, subscribers: r.subscribers, revision: r.revision,
});

/** Every topic, retired ones too, in creation order (the order the signup form shows them in), or one. */
export const adminTopicReads = staffListReads({
  select: 'SELECT id, name, description, is_default, retired, subscribers, revision FROM newsletter_categories',
  order: 'id',
  toItem,
});
