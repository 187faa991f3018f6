import type { InterviewSlugStreamEvent } from '../../schemas/experts/events.js';
import { expertStudioMessages as m } from '../../schemas/experts/messages.js';
import type { EventStore } from '../event-store/port.js';
import { loadState, type CommandContext } from '../shared/command.js';
import { badRequest } from '../shared/errors.js';
import { nameClaim, nameReservationDecider, type NameReservationState } from '../shared/name-claim.js';
import { reserve } from '../shared/reservation.js';
import { interviewDecider, interviewSlugStream, legacyInterviewStream } from './interview.decider.js';

/**
 * Interview slugs are unique, decided on the write side: each slug has a reservation stream
 * (`interview-slug-<slug>`) appended with an exact expected revision, so of two commands claiming
 * one slug exactly one appends and the other, reloading, finds it taken. A reservation names the
 * holder's stream and the revision its command appends after (api/shared/name-claim.ts). An
 * interview from before the studio holds its first slug by its stream's name
 * (`expert-interview-<slug>`), which is looked at too.
 */
export type InterviewSlugState = NameReservationState & { holderStream: string | null };

export const interviewSlugDecider = nameReservationDecider<InterviewSlugStreamEvent, { holderStream: string | null }>({
  reservation: (e) => (e.type === 'InterviewSlugReserved' ? { holder: e.data.interviewId, holderStream: e.data.streamId, holderRevision: e.data.interviewRevision } : null),
  release: (e) => (e.type === 'InterviewSlugReleased' ? e.data.interviewId : null),
  unheld: { holderStream: null },
  snapshotVersion: 1,
});

async function holderOf(store: EventStore, streamId: string) {
  const { state } = await loadState(store, streamId, interviewDecider);
  return { status: state.status, revision: state.revision, ...(state.status === 'draft' || state.status === 'published' ? { name: state.slug } : {}) };
}

/** 400 slugTaken when an interview from before the studio still uses `slug` (and is not `interviewId`). */
async function assertNotLegacy(store: EventStore, slug: string, interviewId: number) {
  const { state } = await loadState(store, legacyInterviewStream(slug), interviewDecider);
  if ((state.status === 'draft' || state.status === 'published') && state.id !== interviewId && state.slug === slug) throw badRequest(m.slugTaken, 'slug_taken');
}

/**
 * Reserves `slug` for `interviewId` (on `streamId`, whose next event lands after `interviewRevision`);
 * 400 slugTaken when another interview holds it. `eventId` (a keyed create's derived id) makes a
 * concurrent copy of the same request find its own reservation instead of a rival's.
 */
export async function claimInterviewSlug(
  store: EventStore,
  ctx: CommandContext,
  slug: string,
  claimant: { interviewId: number; streamId: string; interviewRevision: number },
  eventId?: string,
): Promise<void> {
  const stream = interviewSlugStream(slug);
  await assertNotLegacy(store, slug, claimant.interviewId);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { state, revision } = await loadState(store, stream, interviewSlugDecider);
    if (eventId && state.eventId === eventId) return;
    const holder = state.holder !== null && state.holder !== claimant.interviewId && state.holderStream ? await holderOf(store, state.holderStream) : null;
    const claim = nameClaim(state, holder, claimant.interviewId, slug, ctx.now);
    if (claim === 'taken') throw badRequest(m.slugTaken, 'slug_taken');
    if (claim === 'mine' && state.holderRevision === claimant.interviewRevision) return;
    const event: InterviewSlugStreamEvent = { type: 'InterviewSlugReserved', data: claimant };
    if (await reserve(store, stream, [event], ctx, revision, eventId ? { eventIds: [eventId] } : {})) return;
  }
  throw badRequest(m.slugTaken, 'slug_taken');
}

/** The interview that reserved `slug` under this exact reservation event id, if it still holds it. */
export async function interviewReservedBy(store: EventStore, slug: string, eventId: string): Promise<number | null> {
  const { state } = await loadState(store, interviewSlugStream(slug), interviewSlugDecider);
  return state.eventId === eventId ? state.holder : null;
}

/** After the holder moved to another slug or was deleted. Best effort: `nameClaim` frees the slug without it. */
export async function releaseInterviewSlug(store: EventStore, ctx: CommandContext, slug: string, interviewId: number, streamId: string): Promise<void> {
  const stream = interviewSlugStream(slug);
  const { state, revision } = await loadState(store, stream, interviewSlugDecider);
  if (state.holder !== interviewId) return;
  const now = (await loadState(store, streamId, interviewDecider)).state;
  if ((now.status === 'draft' || now.status === 'published') && now.slug === slug) return;
  await reserve(store, stream, [{ type: 'InterviewSlugReleased', data: { interviewId } }], ctx, revision);
}
