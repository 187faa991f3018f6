import { updateProfileInput } from '../../schemas/auth/commands.js';
import { handleCommand, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { updateProfile, userDecider, userStream } from './user.decider.js';

export async function updateUserProfile(deps: Deps, userId: number, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(updateProfileInput, body);
  const sealed = {
    ...(cmd.displayName !== undefined ? { displayName: seal(deps.keys, userId, cmd.displayName) } : {}),
    ...(cmd.avatarUrl !== undefined ? { avatarUrl: cmd.avatarUrl === null ? null : seal(deps.keys, userId, cmd.avatarUrl) } : {}),
  };
  return handleCommand(deps.store, userStream(userId), userDecider, (s) => updateProfile(s, sealed), ctx, { subjects: [userId] });
}
