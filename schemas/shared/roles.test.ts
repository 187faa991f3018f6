import { describe, expect, it } from 'vitest';
import { can, CAPABILITIES, isStaff, ROLES, type Capability, type Role } from './roles.js';

/** Issue 27's table: who may use what. A change here is a change of policy, not of code. */
const EXPECTED: Record<Role, Capability[]> = {
  user: [],
  moderator: ['moderation'],
  editor: ['content'],
  admin: ['content', 'moderation', 'members', 'audit'],
};

describe('can(role, capability)', () => {
  it.each(ROLES)('%s has exactly its capabilities', (r) => {
    const granted = CAPABILITIES.filter((c) => can(r, c));
    expect(granted).toEqual(EXPECTED[r]);
  });

  it('a signed-out reader can do nothing and is not staff', () => {
    expect(can(null, 'content')).toBe(false);
    expect(can(undefined, 'moderation')).toBe(false);
    expect(isStaff(undefined)).toBe(false);
    expect(ROLES.filter(isStaff)).toEqual(['moderator', 'editor', 'admin']);
  });
});
