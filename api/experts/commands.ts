import { editExpertInput, profileExpertInput } from '../../schemas/experts/commands.js';
import { deleteExpertInput, restoreExpertInput } from '../../schemas/experts/admin.js';
import type { ExpertEvent } from '../../schemas/experts/events.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { runCommand } from '../shared/idempotency.js';
import { itemCommand } from '../shared/item-streams.js';
import { parseInput } from '../shared/validation.js';
import { createExpert, deleteExpert, editExpert, expertDecider, expertStream } from './expert.decider.js';
import { expertVersionAt } from './history.js';

export interface ExpertOutcome {
  expertId: number;
  position: string;
  events: ExpertEvent[];
}

/**
 * Staff commands on experts: the seeder and the studio (POST /_api/admin/experts…) run the same
 * ones. Each runs through `runCommand`, so with an Idempotency-Key a retry answers the first
 * result (the same expert id) and appends nothing.
 */

/** Creates an expert's profile (a new id), or replaces the profile of `expertId` (operators' scripts). */
export async function profileExpertCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<ExpertOutcome> {
  const cmd = parseInput(profileExpertInput, body);
  const { expertId: given, active, ...fields } = cmd;
  const res = await runCommand(deps.store, ctx, {
    command: 'experts.expert.profile',
    input: cmd,
    prepare: async () => {
      const expertId = given ?? (await deps.store.nextId('expert'));
      return { streamId: expertStream(expertId), result: { expertId } };
    },
    decider: expertDecider,
    decide: (s, { expertId }) => (given === undefined ? createExpert(s, { expertId, ...fields }, active) : editExpert(s, { ...fields, active })),
  });
  return { expertId: res.result.expertId, position: res.position, events: res.events };
}

type ExpertChange = Parameters<typeof editExpert>[1] & { id: number };

const onExpert = itemCommand({ idKey: 'expertId', stream: expertStream, decider: expertDecider });

async function changeExpert(deps: Deps, ctx: CommandContext, command: string, input: unknown, change: ExpertChange): Promise<ExpertOutcome> {
  const res = await onExpert(deps, ctx, { command, input, id: change.id, decide: (s) => editExpert(s, change) });
  return { expertId: change.id, position: res.position, events: res.events };
}

/** POST /_api/admin/experts/edit: the changed fields; 409 when `expectedRevision` is not the current one. */
export async function editExpertCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<ExpertOutcome> {
  const cmd = parseInput(editExpertInput, body);
  return changeExpert(deps, ctx, 'experts.expert.edit', cmd, cmd);
}

/** A version at `revision` becomes a new profile with its fields and active state. */
export async function restoreExpertCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<ExpertOutcome> {
  const cmd = parseInput(restoreExpertInput, body);
  const { fields } = await expertVersionAt(deps, cmd.id, cmd.revision);
  const { deleted: _deleted, ...profile } = fields;
  return changeExpert(deps, ctx, 'experts.expert.restore', cmd, { ...profile, id: cmd.id, expectedRevision: cmd.expectedRevision });
}

export async function deleteExpertCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<ExpertOutcome> {
  const cmd = parseInput(deleteExpertInput, body);
  const res = await onExpert(deps, ctx, { command: 'experts.expert.delete', input: cmd, id: cmd.id, decide: (s) => deleteExpert(s, cmd.expectedRevision) });
  return { expertId: cmd.id, position: res.position, events: res.events };
}
