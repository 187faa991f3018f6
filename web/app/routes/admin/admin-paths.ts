import { can, type Capability, type Role } from '../../../../schemas/shared/roles';

/**
 * The admin navigation's items, in the order issue 27 gives them. A page that is an item names it
 * (`nav`); the navigation shows, in this order, the items whose page exists and whose capability
 * the signed-in role has. Items without a page yet are simply not shown.
 */
export const ADMIN_NAV_ORDER = [
  'Articles',
  'Interviews',
  'Experts',
  'Products',
  'Criteria',
  'Forum',
  'Newsletter',
  'Moderation',
  'Members',
  'Audit trail',
  'Search insights',
] as const;
export type AdminNavLabel = (typeof ADMIN_NAV_ORDER)[number];

export interface AdminPageEntry {
  /** A react-router path below the root, as a plain string literal: api/public-pages.parity.test.ts reads them from this file's text. */
  path: string;
  /** What the page needs (schemas/shared/roles.ts); the server enforces the same on every call it makes. */
  can: Capability;
  /** The navigation item this page is, when it is one. */
  nav?: AdminNavLabel;
}

/**
 * The admin area's pages: one line each. The router (web/app/router.tsx) routes each to the admin
 * area, whose code is one lazily loaded chunk (admin-routes.tsx: a screen per path), so no admin code
 * ships to readers and an unknown /admin/... path is the router's Not Found, as any other.
 */
export const adminPages = [
  { path: 'admin/articles', can: 'content', nav: 'Articles' },
  { path: 'admin/articles/create', can: 'content' },
  { path: 'admin/articles/:articleId/edit', can: 'content' },
  { path: 'admin/interviews', can: 'content', nav: 'Interviews' },
  { path: 'admin/interviews/create', can: 'content' },
  { path: 'admin/interviews/:interviewId/edit', can: 'content' },
  { path: 'admin/experts', can: 'content', nav: 'Experts' },
  { path: 'admin/experts/create', can: 'content' },
  { path: 'admin/experts/:expertId/edit', can: 'content' },
  { path: 'admin/products', can: 'content', nav: 'Products' },
  { path: 'admin/products/create', can: 'content' },
  { path: 'admin/products/:productId/edit', can: 'content' },
  { path: 'admin/criteria', can: 'content', nav: 'Criteria' },
  { path: 'admin/moderation', can: 'moderation', nav: 'Moderation' },
  { path: 'admin/moderation/members', can: 'moderation' },
  { path: 'admin/members/:userId', can: 'moderation' },
  { path: 'admin/comments', can: 'moderation' },
  { path: 'admin/members', can: 'members', nav: 'Members' },
  { path: 'admin/audit', can: 'audit', nav: 'Audit trail' },
  { path: 'admin/search', can: 'content', nav: 'Search insights' },
  { path: 'admin/search/synonyms', can: 'content' },
  { path: 'admin/forum', can: 'content', nav: 'Forum' },
  { path: 'admin/newsletter', can: 'content', nav: 'Newsletter' },
  { path: 'admin/newsletter/topics', can: 'content' },
  { path: 'admin/newsletter/issues/create', can: 'content' },
  { path: 'admin/newsletter/issues/:issueId/edit', can: 'content' },
] as const satisfies readonly AdminPageEntry[];

export type AdminPath = (typeof adminPages)[number]['path'];

export type AdminNavItem = { to: string; label: AdminNavLabel };

/** The navigation `role` sees: the items it may use, in ADMIN_NAV_ORDER (the server enforces; this mirrors it). */
export function adminNavFor(role: Role): AdminNavItem[] {
  const pages: readonly AdminPageEntry[] = adminPages;
  return ADMIN_NAV_ORDER.flatMap((label) => {
    const page = pages.find((p) => p.nav === label && can(role, p.can));
    return page ? [{ to: `/${page.path}`, label }] : [];
  });
}

/** Where a staff member's admin area starts: their first navigation item. */
export const adminHomeFor = (role: Role): string | null => adminNavFor(role)[0]?.to ?? null;
