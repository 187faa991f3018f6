import { createHash } from 'node:crypto';
import { expertStreams, type InterviewContent, type InterviewStreamEvent, type InterviewQuestionData } from '../../schemas/experts/events.js';
import { expertStudioMessages as m, type InterviewType } from '../../schemas/experts/messages.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { revisionCounted } from '../shared/deciders.js';
import { badRequest } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';
import { liveIn } from '../shared/staff-decisions.js';

/** The studio's interviews; those from before the studio live on `legacyInterviewStream(slug)`. */
export const interviewStream = expertStreams.studioInterview;
export const legacyInterviewStream = expertStreams.interview;
export const interviewSlugStream = expertStreams.interviewSlug;

/** What an edit compares; the Q&A by the hash of its raw text (the state stays small in the load cache). */
export interface InterviewMeta {
  slug: string;
  expertId: number;
  title: string;
  description: string;
  interviewType: InterviewType;
  durationMinutes: number;
  featured: boolean;
  questionsHash: string;
}

export type InterviewState =
  | { status: 'none'; revision: number }
  | ({ status: 'draft' | 'published'; id: number; revision: number } & InterviewMeta)
  | { status: 'deleted'; id: number; slug: string; revision: number };

export const questionsHash = (qs: { question: string; answer: string }[]) =>
  createHash('sha256').update(JSON.stringify(qs.map((q) => [q.question, q.answer]))).digest('base64url');

const metaOf = (d: InterviewContent | Extract<InterviewStreamEvent, { type: 'InterviewPublished' }>['data']): InterviewMeta => ({
  slug: d.slug, expertId: d.expertId, title: d.title, description: d.description, interviewType: d.interviewType,
  durationMinutes: d.durationMinutes, featured: d.featured, questionsHash: questionsHash(d.questions),
});

function next(state: InterviewState, e: InterviewStreamEvent): InterviewState {
  const revision = state.revision;
  switch (e.type) {
    case 'InterviewPublished':
      return { status: 'published', id: e.data.interviewId, revision, ...metaOf(e.data) };
    case 'InterviewCreated':
      return { status: 'draft', id: e.data.interviewId, revision, ...metaOf(e.data) };
    case 'InterviewEdited': {
      if (state.status !== 'draft' && state.status !== 'published') return state;
      const { interviewId: _id, restoredFrom: _r, htmlPolicy: _p, questions, ...rest } = e.data;
      const changed = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      return { ...state, ...changed, ...(questions ? { questionsHash: questionsHash(questions) } : {}) };
    }
    case 'InterviewMadePublic':
      return state.status === 'draft' ? { ...state, status: 'published' } : state;
    case 'InterviewUnpublished':
      return state.status === 'published' ? { ...state, status: 'draft' } : state;
    case 'InterviewDeleted':
      return state.status === 'draft' || state.status === 'published' ? { status: 'deleted', id: state.id, slug: state.slug, revision } : state;
    default:
      return exhaustive(e);
  }
}

export const interviewDecider = revisionCounted<InterviewState, InterviewStreamEvent>({ initialState: { status: 'none', revision: -1 }, snapshotVersion: 2, next });

export type LiveInterview = Extract<InterviewState, { status: 'draft' | 'published' }>;

/** An interview staff can change (not deleted), still at `expectedRevision` when the editor names the revision they saw (409). */
export const assertLiveInterview = (state: InterviewState, expectedRevision?: number): LiveInterview =>
  liveIn(state, ['draft', 'published'], { notFound: 'Interview not found', stale: m.interviewStale }, expectedRevision);

/**
 * Answers are sanitised once, when the command is accepted (like article content): the event
 * keeps the raw HTML and the safe HTML with the policy version, so a replay sanitises nothing.
 */
export const sanitizedAnswers = (questions: { question: string; answer: string }[]): InterviewQuestionData[] =>
  questions.map((q) => ({ question: q.question, answer: q.answer, safeAnswer: sanitizeHtml(q.answer) }));

export type NewInterview = Omit<InterviewContent, 'questions' | 'htmlPolicy'> & { questions: { question: string; answer: string }[] };

/** A new interview is a draft (InterviewCreated), made public in the same append when `published`. */
export function createInterview(state: InterviewState, cmd: NewInterview, published: boolean): InterviewStreamEvent[] {
  if (state.status !== 'none') throw badRequest('Interview already exists', 'interview_exists');
  const { questions, ...rest } = cmd;
  const events: InterviewStreamEvent[] = [{ type: 'InterviewCreated', data: { ...rest, questions: sanitizedAnswers(questions), htmlPolicy: HTML_POLICY_VERSION } }];
  if (published) events.push({ type: 'InterviewMadePublic', data: { interviewId: cmd.interviewId } });
  return events;
}

export type InterviewChanges = Partial<Omit<InterviewMeta, 'questionsHash'>> & {
  questions?: { question: string; answer: string }[];
  published?: boolean;
  expectedRevision?: number;
  restoredFrom?: number;
};

const META_KEYS = ['slug', 'expertId', 'title', 'description', 'interviewType', 'durationMinutes', 'featured'] as const;

/**
 * An edit becomes at most an InterviewEdited with the fields that differ (the Q&A as a whole,
 * compared as written) and an InterviewMadePublic or InterviewUnpublished when the flag changes.
 */
export function editInterview(state: InterviewState, cmd: InterviewChanges): InterviewStreamEvent[] {
  const s = assertLiveInterview(state, cmd.expectedRevision);
  const data: Extract<InterviewStreamEvent, { type: 'InterviewEdited' }>['data'] = { interviewId: s.id };
  for (const k of META_KEYS) if (cmd[k] !== undefined && cmd[k] !== s[k]) Object.assign(data, { [k]: cmd[k] });
  if (cmd.questions && questionsHash(cmd.questions) !== s.questionsHash) Object.assign(data, { questions: sanitizedAnswers(cmd.questions), htmlPolicy: HTML_POLICY_VERSION });
  const events: InterviewStreamEvent[] = [];
  if (Object.keys(data).length > 1) events.push({ type: 'InterviewEdited', data: cmd.restoredFrom === undefined ? data : { ...data, restoredFrom: cmd.restoredFrom } });
  if (cmd.published !== undefined) events.push(...setInterviewPublished(s, cmd.published));
  return events;
}

/** Publishing a published interview (or unpublishing a draft) appends nothing. */
export function setInterviewPublished(state: InterviewState, published: boolean): InterviewStreamEvent[] {
  const s = assertLiveInterview(state);
  if ((s.status === 'published') === published) return [];
  return [{ type: published ? 'InterviewMadePublic' : 'InterviewUnpublished', data: { interviewId: s.id } }];
}

export function deleteInterview(state: InterviewState): InterviewStreamEvent[] {
  const s = assertLiveInterview(state);
  return [{ type: 'InterviewDeleted', data: { interviewId: s.id } }];
}

/** The edited slug, when an edit changes it. */
export const editedSlug = (events: InterviewStreamEvent[]): string | undefined => {
  const e = events.find((x) => x.type === 'InterviewEdited');
  return e?.type === 'InterviewEdited' ? e.data.slug : undefined;
};
