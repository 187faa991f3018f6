import { serviceKey } from '../shared/services.js';

/** What the forum needs of auth, wired by the composition root (api/ports.ts). */
export interface ForumPorts {
  /** When the member joined (ISO time), for a new account's tighter limits; null for no such member. */
  joinedAt(userId: number): string | null;
}

export const forumPorts = serviceKey<ForumPorts>('forum.ports');
