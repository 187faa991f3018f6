import { STAFF_ROSTER_STREAM, type AuthEvent } from '../../schemas/auth/events.js';
import { changeRoleInput } from '../../schemas/auth/members.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { EventStore } from '../event-store/port.js';
import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { reserve } from '../shared/reservation.js';
import { parseInput } from '../shared/validation.js';
import { conflict } from '../shared/errors.js';
import { changeRole, rosterDecider, userDecider, userStream, type RosterState, type UserState } from './user.decider.js';

/** The roster moved between reading it and appending to it: decide again on the new roster. */
class RosterMoved extends Error {}
const ATTEMPTS = 5;

/**
 * An admin gives a member another role (POST /_api/admin/users/role), keyed by Idempotency-Key
 * like every staff command. The last admin is never demoted, and that is decided on the write
 * side: every role change appends a StaffRoleRecorded to the one staff roster stream at the exact
 * revision whose roster it counted the other admins on, before its UserRoleChanged lands on the
 * member's stream. Of two concurrent demotions of the last two admins, one appends to the roster
 * first; the other's append fails, and deciding again it finds no other admin (400 lastAdmin).
 *
 * The roster moves first, the member's stream second, so a crash in between leaves the roster
 * counting fewer admins than there are (the demoted one, or a promotion not yet on the member's
 * stream, which is checked there), never more: at worst a demotion is refused, never the last.
 */
export async function changeUserRole(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(changeRoleInput, body);
  let roster = { state: rosterDecider.initialState as RosterState, revision: -1 };
  const spec = {
    command: 'changeUserRole',
    input: cmd,
    prepare: existingStream(userStream(cmd.userId), null),
    decider: userDecider,
    read: async () => {
      roster = await loadState(deps.store, STAFF_ROSTER_STREAM, rosterDecider);
      return { otherAdmins: await countOtherAdmins(deps.store, deps.rm, roster.state, cmd.userId), adminPasswords: deps.config.production };
    },
    decide: (s: UserState, _r: null, facts: { otherAdmins: number; adminPasswords: boolean }) => changeRole(s, cmd, facts),
    beforeAppend: async (_s: UserState, events: AuthEvent[]) => {
      const recorded = events.map((): AuthEvent => ({ type: 'StaffRoleRecorded', data: { userId: cmd.userId, role: cmd.role } }));
      if (!(await reserve(deps.store, STAFF_ROSTER_STREAM, recorded, ctx, roster.revision))) throw new RosterMoved();
    },
    subjects: [cmd.userId],
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await runCommand(deps.store, ctx, spec);
    } catch (err) {
      if (!(err instanceof RosterMoved)) throw err;
      if (attempt >= ATTEMPTS) throw conflict();
    }
  }
}

/**
 * An admin whose account is being deleted leaves the roster first, through the same stream and
 * count as a demotion, so a deletion and a concurrent demotion of the last two admins cannot both
 * land. False (nothing appended) when they are the last admin. A deletion that then fails leaves
 * the roster counting one admin fewer than there are: a refusal later, never the last admin gone.
 */
export async function leaveRoster(deps: Deps, userId: number, ctx: CommandContext): Promise<boolean> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { state, revision } = await loadState(deps.store, STAFF_ROSTER_STREAM, rosterDecider);
    if ((await countOtherAdmins(deps.store, deps.rm, state, userId)) === 0) return false;
    if (await reserve(deps.store, STAFF_ROSTER_STREAM, [{ type: 'StaffRoleRecorded', data: { userId, role: 'user' } }], ctx, revision)) return true;
  }
  throw conflict();
}

/**
 * Admins other than `userId`, as far as the roster allows (one is enough, so it stops there): the
 * read model's admins (accounts registered as admins, which never passed the roster) and the
 * roster's, less anyone whose latest roster entry is another role (a demotion whose member event
 * may still be on its way), each confirmed on their own stream (a promotion not yet there does
 * not count). The read model can only lag behind, which counts fewer: a refusal, never the last.
 */
async function countOtherAdmins(store: EventStore, rm: ReadModel, roster: RosterState, userId: number): Promise<number> {
  const listed = rm.stmt<[], { id: number }>("SELECT id FROM users WHERE role = 'admin' AND email IS NOT NULL").all().map((r) => r.id);
  const rostered = Object.entries(roster.roles).filter(([, role]) => role === 'admin').map(([id]) => Number(id));
  const member = rm.stmt<[number], { id: number }>('SELECT id FROM users WHERE id = ? AND email IS NOT NULL');
  for (const id of new Set([...listed, ...rostered])) {
    if (id === userId || !member.get(id)) continue;
    if (roster.roles[id] !== undefined && roster.roles[id] !== 'admin') continue;
    const { state } = await loadState(store, userStream(id), userDecider);
    if (state.status === 'active' && state.role === 'admin') return 1;
  }
  return 0;
}
