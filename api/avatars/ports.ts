import type { Logger } from 'pino';
import type { UserProfile } from '../../schemas/auth/queries.js';
import type { CommandContext } from '../shared/command.js';
import { serviceKey } from '../shared/services.js';

/** What an avatar upload needs of the member's profile (auth), wired by the composition root (api/ports.ts). */
export interface AvatarsPorts {
  /** Sets the member's avatar through the profile command (ProfileUpdated); `log` is the request's. */
  setAvatar(userId: number, avatarUrl: string, ctx: CommandContext, log: Logger): Promise<{ position: string }>;
  /** The member's profile as the read model shows it; null for no such member. */
  profile(userId: number): UserProfile | null;
}

export const avatarsPorts = serviceKey<AvatarsPorts>('avatars.ports');
