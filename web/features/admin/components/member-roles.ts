import { ROLE_LABELS, type Role } from '../../../../schemas/shared/roles';
import type { BadgeVariants } from '../../../ui/badge.css';

export const roleLabel = ROLE_LABELS;
export const roleTone: Record<Role, NonNullable<BadgeVariants['tone']>> = { user: 'neutral', moderator: 'teal', editor: 'success', admin: 'plum' };
/** What each role may do, as the confirmation and the filter explain it (schemas/shared/roles.ts decides). */
export const roleScope: Record<Role, string> = {
  user: 'no admin screens',
  moderator: 'comments, the forum, reviews and reports',
  editor: 'all content: articles, experts, interviews, products, criteria, topics and synonyms',
  admin: 'everything, including members’ roles and the audit trail',
};
