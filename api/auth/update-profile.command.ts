import { authMessages as m } from '../../schemas/auth/messages.js';
import { updateProfileInput } from '../../schemas/auth/commands.js';
import { handleCommand, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { authPorts } from './ports.js';
import { updateProfile, userDecider, userStream } from './user.decider.js';

/**
 * Display name and avatar, both sealed with the member's key. An avatar is one of the member's
 * own uploads (`/avatars/<id>-<size>.webp`, see api/avatars): another member's upload or any
 * other address is refused. Once saved, the member's earlier uploads are deleted from disk.
 */
export async function updateUserProfile(deps: Deps, userId: number, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(updateProfileInput, body);
  const avatars = deps.services.get(authPorts);
  const avatarId = cmd.avatarUrl ? avatars.ownAvatar(userId, cmd.avatarUrl) : null;
  if (cmd.avatarUrl && !avatarId) throw badRequest(m.avatarUrlInvalid, 'validation');
  const sealed = {
    ...(cmd.displayName !== undefined ? { displayName: seal(deps.keys, userId, cmd.displayName) } : {}),
    ...(cmd.avatarUrl !== undefined ? { avatarUrl: cmd.avatarUrl === null ? null : seal(deps.keys, userId, cmd.avatarUrl) } : {}),
  };
  const res = await handleCommand(deps.store, userStream(userId), userDecider, (s) => updateProfile(s, sealed), ctx, { subjects: [userId] });
  if (cmd.avatarUrl !== undefined) avatars.pruneAvatars(userId, avatarId);
  return res;
}
