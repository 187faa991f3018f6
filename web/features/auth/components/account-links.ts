import { can, type Capability } from '../../../../schemas/shared/roles';
import type { Role } from '../api/types';

export type AccountLink = { to: string; label: string };

const ADMIN_LINKS: (AccountLink & { can: Capability })[] = [
  { to: '/admin/articles', label: 'Admin Articles', can: 'content' },
  { to: '/admin/comments', label: 'Comments', can: 'moderation' },
  { to: '/admin/audit', label: 'Audit Trail', can: 'audit' },
];

/**
 * Links of the profile menu and the mobile menu; staff also get the admin screens their role may
 * use (SPEC 2, Auth area; issue 27: an editor the articles, a moderator the comments).
 */
export function accountLinks(role: Role): { account: AccountLink[]; admin: AccountLink[] } {
  return {
    account: [
      { to: '/profile', label: 'Profile' },
      { to: '/profile/settings', label: 'Settings' },
    ],
    admin: ADMIN_LINKS.filter((l) => can(role, l.can)).map(({ to, label }) => ({ to, label })),
  };
}
