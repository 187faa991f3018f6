import type { Role } from '../../schemas/shared/roles.js';
import type { CommandContext } from '../shared/command.js';
import { serviceKey } from '../shared/services.js';

/** An active member's account as a deletion needs it (auth keeps it). */
export interface MemberAccount {
  role: Role;
  /** Whether `password` is the member's current one. */
  passwordMatches(password: string): Promise<boolean>;
}

/**
 * What deleting an account needs of other features, wired by the composition root (api/ports.ts):
 * account owns none of it, and imports none of them.
 */
export interface AccountPorts {
  /** The member's account, read from their stream (a decision's input); null unless it is active. */
  activeAccount(userId: number): Promise<MemberAccount | null>;
  /** The newsletter's tag for an address, which finds a subscription made before signing in. */
  newsletterAddressTag(email: string): string;
  /** Deletes the member's uploaded avatars from disk. */
  eraseAvatars(userId: number): void;
  /** Has the search index apply the deletion now and rewrite its snapshot, so no file keeps their words. */
  forgetInSearch(): void;
  /** Resolves once no mail to members is being written (a notification mail begun before the deletion lands before the outbox is purged). */
  mailSettled(): Promise<void>;
  /**
   * Takes a departing admin off the staff roster, decided on its stream like a demotion (issue 27),
   * so this deletion and a concurrent demotion cannot leave no admin: false when they are the last.
   */
  leaveStaff(userId: number, ctx: CommandContext): Promise<boolean>;
}

export const accountPorts = serviceKey<AccountPorts>('account.ports');
