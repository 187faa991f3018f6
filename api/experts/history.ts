import { expertStudioMessages as m } from '../../schemas/experts/messages.js';
import type { StudioHistoryEntry, StudioHistoryResponse } from '../../schemas/experts/admin.js';
import type { ExpertEvent } from '../../schemas/experts/events.js';
import type { InterviewType, Specialization } from '../../schemas/experts/messages.js';
import type { RecordedEvent } from '../event-store/port.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { expertStream, type ExpertProfile } from './expert.decider.js';
import { interviewStreamOf } from './queries.js';

/**
 * Experts' and interviews' history and versions, read from their own streams (never the read
 * model), so they cannot disagree with what happened. A version is the item's fields right after
 * an event; an entry's `changed` lists the fields that differ from the version before it. A
 * stream grows only with staff saves, and each read is bounded by it.
 */

export type ExpertVersionFields = Omit<ExpertProfile, 'expertId'> & { active: boolean; deleted: boolean };
export interface InterviewVersionFields {
  slug: string;
  expertId: number;
  title: string;
  description: string;
  interviewType: InterviewType;
  durationMinutes: number;
  featured: boolean;
  published: boolean;
  deleted: boolean;
  /** The Q&A as written. */
  questions: { question: string; answer: string }[];
}

export interface Version<F> {
  id: number;
  revision: number;
  at: string;
  fields: F;
}

function foldExpert(v: ExpertVersionFields | null, e: ExpertEvent): ExpertVersionFields | null {
  switch (e.type) {
    case 'ExpertProfiled': {
      const { expertId: _id, ...p } = e.data;
      return { ...p, specializations: [...p.specializations] as Specialization[], active: v?.active ?? true, deleted: false };
    }
    case 'ExpertDeactivated':
      return v && { ...v, active: false };
    case 'ExpertReactivated':
      return v && { ...v, active: true };
    case 'ExpertDeleted':
      return v && { ...v, deleted: true };
    default:
      return v;
  }
}

function foldInterview(v: InterviewVersionFields | null, e: ExpertEvent): InterviewVersionFields | null {
  const qa = (qs: { question: string; answer: string }[]) => qs.map(({ question, answer }) => ({ question, answer }));
  switch (e.type) {
    case 'InterviewPublished':
    case 'InterviewCreated': {
      const d = e.data;
      return {
        slug: d.slug, expertId: d.expertId, title: d.title, description: d.description, interviewType: d.interviewType, durationMinutes: d.durationMinutes,
        featured: d.featured, published: e.type === 'InterviewPublished', deleted: false, questions: qa(d.questions),
      };
    }
    case 'InterviewEdited': {
      if (!v) return v;
      const { interviewId: _i, restoredFrom: _r, htmlPolicy: _h, questions, ...rest } = e.data;
      return { ...v, ...Object.fromEntries(Object.entries(rest).filter(([, x]) => x !== undefined)), ...(questions ? { questions: qa(questions) } : {}) };
    }
    case 'InterviewMadePublic':
    case 'InterviewUnpublished':
      return v && { ...v, published: e.type === 'InterviewMadePublic' };
    case 'InterviewDeleted':
      return v && { ...v, deleted: true };
    default:
      return v;
  }
}

const HIDDEN = new Set(['published', 'active', 'deleted']);

/** Every version of a stream, oldest first. */
function versions<F extends object>(events: RecordedEvent[], fold: (v: F | null, e: ExpertEvent) => F | null) {
  const out: { event: RecordedEvent; fields: F; changed: string[] }[] = [];
  let v: F | null = null;
  for (const e of events) {
    const nextV = fold(v, e as unknown as ExpertEvent);
    if (!nextV || nextV === v) continue;
    const prev = v as Record<string, unknown> | null;
    const changed = Object.keys(nextV).filter((k) => !HIDDEN.has(k) && JSON.stringify((nextV as Record<string, unknown>)[k]) !== JSON.stringify(prev?.[k]));
    out.push({ event: e, fields: nextV, changed });
    v = nextV;
  }
  return out;
}

async function readHistory<F extends object>(deps: Deps, streamId: string, fold: (v: F | null, e: ExpertEvent) => F | null, missing: string, q: { limit: number; before?: number }): Promise<StudioHistoryResponse> {
  const events = await deps.store.readStream(streamId, 0);
  if (events.length === 0) throw notFound(missing);
  const revision = events[events.length - 1]!.revision;
  const all = versions(events, fold).filter((x) => q.before === undefined || x.event.revision < q.before);
  const page = all.slice(-q.limit);
  const name = deps.rm.stmt<[number], { display_name: string }>('SELECT display_name FROM users WHERE id = ?');
  const entries = page.reverse().map(({ event: e, changed }): StudioHistoryEntry => {
    const restoredFrom = (e.data as { restoredFrom?: number }).restoredFrom;
    const actorId = e.metadata.actorId;
    return {
      revision: e.revision, type: e.type, at: e.metadata.at, changed,
      actor: { id: actorId, displayName: actorId === null ? null : (name.get(actorId)?.display_name ?? null), role: e.metadata.actorRole },
      ...(restoredFrom !== undefined ? { restoredFrom } : {}),
    };
  });
  return { entries, nextBefore: all.length > q.limit ? page[page.length - 1]!.event.revision : null, revision };
}

async function versionAt<F extends object>(deps: Deps, id: number, streamId: string, fold: (v: F | null, e: ExpertEvent) => F | null, revision: number): Promise<Version<F>> {
  const events = (await deps.store.readStream(streamId, 0)).filter((e) => e.revision <= revision);
  const all = versions(events, fold);
  const last = all[all.length - 1];
  if (!last || events[events.length - 1]!.revision !== revision) throw notFound(m.versionNotFound);
  return { id, revision, at: last.event.metadata.at, fields: last.fields };
}

export const expertHistory = (deps: Deps, id: number, q: { limit: number; before?: number }) => readHistory(deps, expertStream(id), foldExpert, 'Expert not found', q);
export const interviewHistory = (deps: Deps, id: number, q: { limit: number; before?: number }) =>
  readHistory(deps, interviewStreamOf(deps.rm, id), foldInterview, 'Interview not found', q);
export const expertVersionAt = (deps: Deps, id: number, revision: number) => versionAt(deps, id, expertStream(id), foldExpert, revision);
export const interviewVersionAt = (deps: Deps, id: number, revision: number) => versionAt(deps, id, interviewStreamOf(deps.rm, id), foldInterview, revision);
