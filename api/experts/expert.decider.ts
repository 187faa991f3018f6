import { expertStreams, type ExpertEvent, type InterviewQuestionData } from '../../schemas/experts/events.js';
import type { InterviewType, Specialization } from '../../schemas/experts/messages.js';
import { expertMessages as m } from '../../schemas/experts/messages.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { badRequest, notFound } from '../shared/errors.js';

export const expertStream = expertStreams.expert;
export const interviewStream = expertStreams.interview;

type Profile = Extract<ExpertEvent, { type: 'ExpertProfiled' }>['data'];

export type ExpertState = { status: 'none' } | { status: 'profiled'; id: number; name: string };

/** An expert's stream: ExpertProfiled when created, and again whenever staff replace the profile. */
export const expertDecider = {
  initialState: { status: 'none' } as ExpertState,
  evolve(state: ExpertState, e: ExpertEvent): ExpertState {
    switch (e.type) {
      case 'ExpertProfiled':
        return { status: 'profiled', id: e.data.expertId, name: e.data.name };
      case 'InterviewPublished':
      case 'InterviewViewsCounted':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

/** A new profile (`create`) needs an empty stream; a replacement needs an existing one. Nothing changed: no event. */
export function profileExpert(state: ExpertState, profile: Profile, mode: 'create' | 'replace'): ExpertEvent[] {
  if (mode === 'create' && state.status !== 'none') throw badRequest('Expert already exists', 'expert_exists');
  if (mode === 'replace' && state.status !== 'profiled') throw notFound(m.expertNotFound);
  return [{ type: 'ExpertProfiled', data: profile }];
}

/** An interview is published with an expert who has a profile. */
export function assertExpert(state: ExpertState): { id: number } {
  if (state.status !== 'profiled') throw badRequest(m.expertNotFound, 'expert_not_found');
  return state;
}

export type InterviewState = { status: 'none' } | { status: 'published'; id: number };

/** An interview's stream is named by its slug, so a slug is published once. */
export const interviewDecider = {
  initialState: { status: 'none' } as InterviewState,
  evolve(state: InterviewState, e: ExpertEvent): InterviewState {
    switch (e.type) {
      case 'InterviewPublished':
        return { status: 'published', id: e.data.interviewId };
      case 'ExpertProfiled':
      case 'InterviewViewsCounted':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

/**
 * Answers are sanitised once, when the command is accepted (like article content): the event
 * keeps the raw HTML and the safe HTML with the policy version, so a replay sanitises nothing.
 */
export const sanitizedAnswers = (questions: { question: string; answer: string }[]): InterviewQuestionData[] =>
  questions.map((q) => ({ question: q.question, answer: q.answer, safeAnswer: sanitizeHtml(q.answer) }));

export function publishInterview(
  state: InterviewState,
  cmd: {
    interviewId: number;
    expertId: number;
    slug: string;
    title: string;
    description: string;
    interviewType: InterviewType;
    durationMinutes: number;
    featured: boolean;
    viewCount: number;
    questions: { question: string; answer: string }[];
  },
): ExpertEvent[] {
  if (state.status !== 'none') throw badRequest('An interview with this slug already exists.', 'slug_taken');
  const { questions, ...rest } = cmd;
  return [{ type: 'InterviewPublished', data: { ...rest, questions: sanitizedAnswers(questions), htmlPolicy: HTML_POLICY_VERSION } }];
}

export type { Specialization };
