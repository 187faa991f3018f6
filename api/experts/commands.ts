import { profileExpertInput, publishInterviewInput } from '../../schemas/experts/commands.js';
import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { runCommand } from '../shared/idempotency.js';
import { parseInput } from '../shared/validation.js';
import { assertExpert, expertDecider, expertStream, interviewDecider, interviewStream, profileExpert, publishInterview } from './expert.decider.js';

/**
 * Staff commands (the seeder and operators' scripts; no admin screen yet). Each runs through
 * `runCommand`, so with an Idempotency-Key a retry answers the first result and appends nothing.
 */

/** Creates an expert's profile (a new id), or replaces the profile of `expertId`. */
export async function profileExpertCommand(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(profileExpertInput, body);
  const { expertId: given, ...fields } = cmd;
  const res = await runCommand(deps.store, ctx, {
    command: 'experts.expert.profile',
    input: cmd,
    prepare: async () => {
      const expertId = given ?? (await deps.store.nextId('expert'));
      return { streamId: expertStream(expertId), result: { expertId } };
    },
    decider: expertDecider,
    decide: (s, { expertId }) => profileExpert(s, { expertId, ...fields }, given === undefined ? 'create' : 'replace'),
  });
  return { expertId: res.result.expertId, position: res.position };
}

/** Publishes an interview with an existing expert; its slug is unique (its stream is named by it). */
export async function publishInterviewCommand(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(publishInterviewInput, body);
  const res = await runCommand(deps.store, ctx, {
    command: 'experts.interview.publish',
    input: cmd,
    prepare: async () => {
      assertExpert((await loadState(deps.store, expertStream(cmd.expertId), expertDecider)).state);
      const interviewId = await deps.store.nextId('interview');
      return { streamId: interviewStream(cmd.slug), result: { interviewId } };
    },
    decider: interviewDecider,
    decide: (s, { interviewId }) => publishInterview(s, { interviewId, ...cmd }),
  });
  return { interviewId: res.result.interviewId, position: res.position };
}
