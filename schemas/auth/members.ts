import { z } from 'zod';
import type { Role } from '../shared/roles.js';
import { role } from './queries.js';
import { intParam } from '../shared/query-params.js';

/** The admin area's Members screen (issue 27): listing members and assigning roles. */
export const memberMessages = {
  userId: 'userId must be a positive integer',
  role: `role must be one of: ${role.options.join(', ')}`,
  userNotFound: 'User not found',
  lastAdmin: 'The last admin cannot be demoted. Make another member an admin first.',
  adminPasswordTooShort: 'Admins need a password of at least 15 characters. Ask this member to set a longer one in Settings, then try again.',
  page: 'page must be a whole number from 1',
  limit: 'limit must be a whole number from 1 to 100',
  query: 'q must be at most 100 characters',
  roleChanged: 'Role changed.',
} as const;
const m = memberMessages;

/** POST /_api/admin/users/role. */
export const changeRoleInput = z.strictObject({
  userId: z.number({ error: m.userId }).int(m.userId).positive(m.userId).max(Number.MAX_SAFE_INTEGER, m.userId),
  role: z.enum(role.options, { error: m.role }),
});
export type ChangeRoleInput = z.infer<typeof changeRoleInput>;

export const MEMBERS_PAGE_SIZE = 20;

/** GET /_api/admin/users?q&role&page&limit: `q` matches a name or an email, case-insensitively. */
export const memberListQuery = z.strictObject({
  q: z.string({ error: m.query }).max(100, m.query).optional(),
  role: z.enum(role.options, { error: m.role }).optional(),
  page: intParam(m.page, 1, 1_000_000).default(1),
  limit: intParam(m.limit, 1, 100).default(MEMBERS_PAGE_SIZE),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

export interface MemberRow {
  id: number;
  displayName: string;
  email: string;
  role: Role;
  joinDate: string;
}

export interface MemberList {
  members: MemberRow[];
  pagination: { page: number; limit: number; totalPages: number; total: number };
}

/** The answer of a role change: the member as they now are. */
export interface ChangeRoleResponse {
  member: MemberRow;
  message: string;
}
