/**
 * Staff roles (issue 27) and what each may do. One table, read by the server (api/shared/auth.ts
 * `actingAs(ctx, { can })`, which enforces it) and by the client (the admin navigation, which only
 * mirrors it). A new admin screen names the capability it needs; it never compares roles itself.
 * No zod here: the client's first chunk imports this file (the router, the forum's controls).
 */
export const ROLES = ['user', 'moderator', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How the site names each role to people (badges, menus, the Members screen). */
export const ROLE_LABELS: Record<Role, string> = { user: 'Member', moderator: 'Moderator', editor: 'Editor', admin: 'Admin' };

export const STAFF_ROLES = ['moderator', 'editor', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * - content: articles, experts, interviews, products, rating criteria, forum categories, newsletter
 *   topics, search synonyms and search insights;
 * - moderation: comments, the forum (pin, lock, anonymous authors), reviews, reports and members' suspensions;
 * - members: assigning roles;
 * - audit: the audit trail. Admins only: it is how staff are overseen (every staff member's actions,
 *   role changes, and who wrote an anonymous post, which is personal data a moderator sees only
 *   through a recorded look). An editor or a moderator needs an item's own history, not everyone's
 *   actions (least privilege); an item's history goes with the capability that manages the item.
 */
export const CAPABILITIES = ['content', 'moderation', 'members', 'audit'] as const;
export type Capability = (typeof CAPABILITIES)[number];

const GRANTS: Record<Capability, readonly Role[]> = {
  content: ['editor', 'admin'],
  moderation: ['moderator', 'admin'],
  members: ['admin'],
  audit: ['admin'],
};

/** Whether `role` may use `capability`; a signed-out reader (no role) may use none. */
export const can = (r: Role | null | undefined, c: Capability): boolean => r != null && GRANTS[c].includes(r);

/** Any staff capability at all: the admin area's entry and the staff session limits. */
export const isStaff = (r: Role | null | undefined): r is StaffRole => r != null && r !== 'user';
