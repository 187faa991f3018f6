import { serviceKey } from '../shared/services.js';

/** What a profile update needs of the avatars, wired by the composition root (api/ports.ts). */
export interface AuthPorts {
  /** The id of the avatar at `url` when it is one of the member's own uploads; null otherwise. */
  ownAvatar(userId: number, url: string): string | null;
  /** Deletes the member's uploads from disk, all but `keep` (null: every one). */
  pruneAvatars(userId: number, keep: string | null): void;
}

export const authPorts = serviceKey<AuthPorts>('auth.ports');
