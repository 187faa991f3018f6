import { expertStreams, type ExpertEvent, type ExpertStreamEvent } from '../../schemas/experts/events.js';
import { expertMessages as pm, expertStudioMessages as m } from '../../schemas/experts/messages.js';
import { revisionCounted } from '../shared/deciders.js';
import { badRequest } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';
import { liveIn } from '../shared/staff-decisions.js';

export const expertStream = expertStreams.expert;

export type ExpertProfile = Extract<ExpertEvent, { type: 'ExpertProfiled' }>['data'];

/** `revision` is the stream's own (-1: no stream), counted by `evolve`: every event of the stream is folded. */
export type ExpertState =
  | { status: 'none'; revision: number }
  | { status: 'active' | 'inactive'; id: number; revision: number; profile: ExpertProfile }
  | { status: 'deleted'; id: number; revision: number; name: string };

function next(state: ExpertState, e: ExpertStreamEvent): ExpertState {
  const revision = state.revision;
  switch (e.type) {
    case 'ExpertProfiled':
      // A new profile keeps the expert's active state (a profile alone never reactivates anyone).
      return { status: state.status === 'inactive' ? 'inactive' : 'active', id: e.data.expertId, revision, profile: e.data };
    case 'ExpertDeactivated':
      return state.status === 'active' ? { ...state, status: 'inactive' } : state;
    case 'ExpertReactivated':
      return state.status === 'inactive' ? { ...state, status: 'active' } : state;
    case 'ExpertDeleted':
      return state.status === 'active' || state.status === 'inactive' ? { status: 'deleted', id: state.id, revision, name: state.profile.name } : state;
    default:
      return exhaustive(e);
  }
}

/** An expert's stream: ExpertProfiled when created and whenever staff change the profile, and the active state's changes. */
export const expertDecider = revisionCounted<ExpertState, ExpertStreamEvent>({ initialState: { status: 'none', revision: -1 }, snapshotVersion: 2, next });

export type LiveExpert = Extract<ExpertState, { status: 'active' | 'inactive' }>;

/** An expert staff can change (not deleted), still at `expectedRevision` when the editor names the revision they saw (409). */
export const assertLiveExpert = (state: ExpertState, expectedRevision?: number): LiveExpert =>
  liveIn(state, ['active', 'inactive'], { notFound: pm.expertNotFound, stale: m.expertStale }, expectedRevision);

/** A new profile needs an empty stream; an inactive one is created and deactivated at once. */
export function createExpert(state: ExpertState, profile: ExpertProfile, active: boolean): ExpertStreamEvent[] {
  if (state.status !== 'none') throw badRequest('Expert already exists', 'expert_exists');
  const events: ExpertStreamEvent[] = [{ type: 'ExpertProfiled', data: profile }];
  if (!active) events.push({ type: 'ExpertDeactivated', data: { expertId: profile.expertId } });
  return events;
}

const PROFILE_KEYS = ['name', 'title', 'credentials', 'bio', 'avatarUrl', 'yearsExperience', 'location', 'specializations', 'websiteUrl', 'linkedinUrl'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edit: a whole new ExpertProfiled when any field differs (the event replaces the profile),
 * and ExpertDeactivated or ExpertReactivated when `active` changes. Nothing differs: no events.
 */
export function editExpert(
  state: ExpertState,
  changes: Partial<Omit<ExpertProfile, 'expertId'>> & { active?: boolean; expectedRevision?: number },
): ExpertStreamEvent[] {
  const s = assertLiveExpert(state, changes.expectedRevision);
  const profile: ExpertProfile = { ...s.profile };
  for (const k of PROFILE_KEYS) if (changes[k] !== undefined) Object.assign(profile, { [k]: changes[k] });
  const events: ExpertStreamEvent[] = [];
  if (PROFILE_KEYS.some((k) => !same(profile[k], s.profile[k]))) events.push({ type: 'ExpertProfiled', data: profile });
  if (changes.active !== undefined && changes.active !== (s.status === 'active'))
    events.push({ type: changes.active ? 'ExpertReactivated' : 'ExpertDeactivated', data: { expertId: s.id } });
  return events;
}

/** Deleting is final; the expert's interviews keep their attribution (the read model keeps the profile). */
export function deleteExpert(state: ExpertState, expectedRevision?: number): ExpertStreamEvent[] {
  const s = assertLiveExpert(state, expectedRevision);
  return [{ type: 'ExpertDeleted', data: { expertId: s.id } }];
}

/** An interview is written with an expert who has a profile and is not deleted (an inactive one may be). */
export function assertInterviewable(state: ExpertState): { id: number; name: string } {
  if (state.status === 'none') throw badRequest(m.expertUnknown, 'expert_not_found');
  if (state.status === 'deleted') throw badRequest(m.expertDeleted, 'expert_deleted');
  return { id: state.id, name: state.profile.name };
}
