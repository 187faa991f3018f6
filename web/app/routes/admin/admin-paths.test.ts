import { describe, expect, it } from 'vitest';
import { can } from '../../../../schemas/shared/roles';
import { ADMIN_NAV_ORDER, adminHomeFor, adminNavFor, adminPages } from './admin-paths';

/** The admin navigation mirrors the server's capabilities (issue 27): each role sees only what it may use, in one order. */
describe('admin navigation by role', () => {
  const labels = (role: Parameters<typeof adminNavFor>[0]) => adminNavFor(role).map((i) => i.label);

  it('an admin sees every item that has a page, in the issue\'s order', () => {
    const shown = labels('admin');
    expect(shown).toEqual(ADMIN_NAV_ORDER.filter((l) => shown.includes(l)));
    expect(shown).toEqual(expect.arrayContaining(['Articles', 'Moderation', 'Members', 'Audit trail', 'Search insights']));
  });

  it('an editor sees the content items only; a moderator the moderation items only; a member none', () => {
    expect(labels('editor')).toContain('Articles');
    expect(labels('editor')).not.toContain('Moderation');
    expect(labels('editor')).not.toContain('Members');
    expect(labels('moderator')).toContain('Moderation');
    for (const l of ['Articles', 'Search insights', 'Members', 'Audit trail']) expect(labels('moderator')).not.toContain(l);
    expect(labels('user')).toEqual([]);
    expect(adminHomeFor('moderator')).toBe('/admin/moderation');
    expect(adminHomeFor('user')).toBeNull();
  });

  it('a moderator can open no content page, an editor no moderation or member page', () => {
    for (const p of adminPages.filter((p) => p.can === 'content')) expect(can('moderator', p.can), p.path).toBe(false);
    for (const p of adminPages.filter((p) => p.can === 'moderation' || p.can === 'members' || p.can === 'audit')) expect(can('editor', p.can), p.path).toBe(false);
  });

  it('every page path is listed once, and each nav item once', () => {
    expect(new Set(adminPages.map((p) => p.path)).size).toBe(adminPages.length);
    const navs = adminPages.flatMap((p) => ('nav' in p ? [p.nav] : []));
    expect(new Set(navs).size).toBe(navs.length);
  });
});
