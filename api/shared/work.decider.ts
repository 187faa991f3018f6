import { MAX_WORK_ATTEMPTS, type WorkEvent } from '../../schemas/shared/work.js';
import { exhaustive } from './exhaustive.js';

export type WorkState =
  | { status: 'none' }
  | { status: 'requested' | 'claimed'; kind: string; subject: number; payload: string; by: string | null; until: number; attempts: number }
  | { status: 'done' };

export const workDecider = {
  initialState: { status: 'none' } as WorkState,
  evolve(s: WorkState, e: WorkEvent): WorkState {
    switch (e.type) {
      case 'WorkRequested':
        return { status: 'requested', ...e.data, by: null, until: 0, attempts: 0 };
      case 'WorkClaimed':
        return s.status === 'requested' || s.status === 'claimed'
          ? { ...s, status: 'claimed', by: e.data.by, until: Date.parse(e.data.until), attempts: e.data.attempt }
          : s;
      case 'WorkCompleted':
      case 'WorkAbandoned':
        return { status: 'done' };
      default:
        return exhaustive(e);
    }
  },
  snapshotVersion: false as const,
};

export type WorkRequest = { kind: string; subject: number; payload: string };

/** The intent, once: a stream that already holds one appends nothing (an Idempotency-Key retry). */
export const requestWork = (s: WorkState, w: WorkRequest): WorkEvent[] => (s.status === 'none' ? [{ type: 'WorkRequested', data: w }] : []);

/**
 * Takes the item for `leaseMs` (doubled at each attempt: a failing item backs off), unless it is
 * done or another process holds an unexpired lease. The claim after the last attempt abandons it.
 */
export function claimWork(s: WorkState, c: { by: string; now: Date; leaseMs: number }): WorkEvent[] {
  if (s.status === 'none' || s.status === 'done') return [];
  if (s.status === 'claimed' && s.until > c.now.getTime()) return [];
  if (s.attempts >= MAX_WORK_ATTEMPTS) return [{ type: 'WorkAbandoned', data: { by: c.by, reason: `failed ${s.attempts} times` } }];
  const attempt = s.attempts + 1;
  const until = new Date(c.now.getTime() + c.leaseMs * 2 ** (attempt - 1)).toISOString();
  return [{ type: 'WorkClaimed', data: { by: c.by, until, attempt } }];
}

/** Done, by the holder of the claim (a late holder whose lease another process took appends nothing). */
export const completeWork = (s: WorkState, by: string): WorkEvent[] =>
  s.status === 'claimed' && s.by === by ? [{ type: 'WorkCompleted', data: { by } }] : [];

/** Gives an item up for good: its input can no longer be read (its key is gone) or never will succeed. */
export const abandonWork = (s: WorkState, by: string, reason: string): WorkEvent[] =>
  s.status === 'requested' || s.status === 'claimed' ? [{ type: 'WorkAbandoned', data: { by, reason } }] : [];
