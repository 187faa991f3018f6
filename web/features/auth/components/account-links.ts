import type { Role } from '../api/types';

export type AccountLink = { to: string; label: string };

/** Links of the profile menu and the mobile menu; admins also get the admin area (SPEC 2, Auth area). */
export function accountLinks(role: Role): { account: AccountLink[]; admin: AccountLink[] } {
  return {
    account: [
      { to: '/profile', label: 'Profile' },
      { to: '/profile/settings', label: 'Settings' },
    ],
    admin:
      role === 'admin'
        ? [
            { to: '/admin/articles', label: 'Admin Articles' },
            { to: '/admin/comments', label: 'Comments' },
            { to: '/admin/audit', label: 'Audit Trail' },
          ]
        : [],
  };
}
