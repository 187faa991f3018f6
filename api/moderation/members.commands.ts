import { moderationStreams } from '../../schemas/moderation/events.js';
import { memberModerationMessages as m, purgeMemberInput, suspendMemberInput, unsuspendMemberInput, warnMemberInput } from '../../schemas/moderation/members.js';
import type { Role } from '../../schemas/shared/roles.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { parseInput } from '../shared/validation.js';
import { assertMayModerate, memberModerationDecider, suspend, unsuspend, warn, type MemberModeration } from './member.decider.js';
import { memberRole } from './members.queries.js';

export type Staff = CommandContext & { actorId: number; actorRole: Role };

/** The target's role as the read model has it (404 for an unknown or erased member), checked against the actor's. */
function target(deps: Deps, ctx: Staff, userId: number) {
  const role = memberRole(deps.rm, userId);
  if (!role) throw notFound(m.userNotFound);
  assertMayModerate({ id: ctx.actorId, role: ctx.actorRole }, { id: userId, role });
}

/** One command on the member's moderation stream, under the request's Idempotency-Key when it has one. */
async function onMember(deps: Deps, ctx: Staff, command: string, userId: number, input: unknown, decide: (s: MemberModeration) => ReturnType<typeof warn>) {
  target(deps, ctx, userId);
  return runCommand(deps.store, ctx, {
    command,
    input,
    prepare: existingStream(moderationStreams.member(userId), { userId }),
    decider: memberModerationDecider,
    decide,
    subjects: [userId],
  });
}

/** A warning: the member hears the reason (notifications read MemberWarned). */
export async function warnMember(deps: Deps, body: unknown, ctx: Staff) {
  const cmd = parseInput(warnMemberInput, body);
  return onMember(deps, ctx, 'moderation.member.warn', cmd.userId, cmd, (s) => warn(s, cmd));
}

/**
 * A suspension for a time or (until null) indefinitely. Every session of the member ends once the
 * event is in the log; their next write, wherever it comes from, meets the suspension
 * (api/moderation/suspension.ts), so a session another node still held cannot post either.
 */
export async function suspendMember(deps: Deps, body: unknown, ctx: Staff) {
  const parsed = parseInput(suspendMemberInput, body);
  const cmd = { ...parsed, until: parsed.until === null ? null : new Date(parsed.until).toISOString() };
  const res = await onMember(deps, ctx, 'moderation.member.suspend', cmd.userId, cmd, (s) => suspend(s, cmd, ctx.now));
  await deps.sessions.destroyUserSessions(cmd.userId);
  return res;
}

export async function unsuspendMember(deps: Deps, body: unknown, ctx: Staff) {
  const cmd = parseInput(unsuspendMemberInput, body);
  return onMember(deps, ctx, 'moderation.member.unsuspend', cmd.userId, cmd, (s) => unsuspend(s, cmd, ctx.now));
}

/** The purge's input, checked as every member command is (the posts themselves are deleted by moderation.commands.ts). */
export function purgeTarget(deps: Deps, body: unknown, ctx: Staff) {
  const cmd = parseInput(purgeMemberInput, body);
  target(deps, ctx, cmd.userId);
  return cmd;
}
