import type { ReadModel } from '../../projections/read-db.js';
import type { AdminNewsletterTopic } from '../../schemas/newsletter/admin.js';

interface Row {
  id: number;
  name: string;
  description: string;
  is_default: number;
  retired: number;
  subscribers: number;
  revision: number;
}

const SELECT = 'SELECT id, name, description, is_default, retired, subscribers, revision FROM newsletter_categories';

const toDto = (r: Row): AdminNewsletterTopic => ({
  id: r.id, name: r.name, description: r.description, isDefault: r.is_default === 1, retired: r.retired === 1, subscribers: r.subscribers, revision: r.revision,
});

/** Every topic, retired ones too, in creation order (the order the signup form shows them in). */
export const adminTopics = (rm: ReadModel): AdminNewsletterTopic[] => rm.stmt<[], Row>(`${SELECT} ORDER BY id`).all().map(toDto);

export function adminTopicById(rm: ReadModel, id: number): AdminNewsletterTopic | null {
  const row = rm.stmt<[number], Row>(`${SELECT} WHERE id = ?`).get(id);
  return row ? toDto(row) : null;
}
