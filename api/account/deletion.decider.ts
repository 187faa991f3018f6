import type { AccountEvent } from '../../schemas/account/events.js';
import { accountMessages as m } from '../../schemas/account/messages.js';
import { badRequest } from '../shared/errors.js';

/** The stream `account-deletion-<userId>`: a member is deleted at most once. */
export type DeletionState = { status: 'active' } | { status: 'deleted' };

export const initialState: DeletionState = { status: 'active' };

export function evolve(state: DeletionState, event: AccountEvent): DeletionState {
  switch (event.type) {
    case 'AccountDeletionRequested':
      return { status: 'deleted' };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export const deletionDecider = { initialState, evolve, snapshotVersion: false as const };

export function requestDeletion(state: DeletionState, cmd: { userId: number; subscriptionIds: number[] }): AccountEvent[] {
  if (state.status === 'deleted') throw badRequest(m.alreadyDeleted, 'account_deleted');
  return [{ type: 'AccountDeletionRequested', data: { userId: cmd.userId, subscriptionIds: [...new Set(cmd.subscriptionIds)].sort((a, b) => a - b) } }];
}
