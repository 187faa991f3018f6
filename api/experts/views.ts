import { expertStreams } from '../../schemas/experts/events.js';
import type { Deps } from '../shared/deps.js';
import { serviceKey } from '../shared/services.js';
import { createViewCounter, type ViewCounter, type ViewCounterSpec } from '../shared/view-counter.js';

/**
 * Interview views, counted like thread views by the shared view counter (api/shared/view-counter.ts):
 * once per visitor per interview per clock hour, appended every `INTERVIEW_VIEW_FLUSH_MS` (default
 * 5000) as ONE `InterviewViewsCounted { counts }` event on the day's stream
 * (`interview-views-<YYYY-MM-DD>`), only when something was counted, and once more on shutdown.
 */
export const interviewViewsSpec: ViewCounterSpec = {
  name: 'interview',
  eventType: 'InterviewViewsCounted',
  idField: 'interviewId',
  stream: expertStreams.views,
  flushSetting: 'interview',
};

export type InterviewViews = ViewCounter;

export const createInterviewViews = (deps: Pick<Deps, 'store' | 'log' | 'now'>, opts: { flushMs?: number } = {}): InterviewViews =>
  createViewCounter(deps, interviewViewsSpec, opts);

/** The app's interview view counter: a service the composition root defines (api/services.ts). */
export const interviewViewsKey = serviceKey<InterviewViews>('interview-views');
export const interviewViews = (deps: Pick<Deps, 'services'>): InterviewViews => deps.services.get(interviewViewsKey);

/** Stops the timer and appends the views still in memory (the app's close stops every service). */
export const stopInterviewViews = (deps: Pick<Deps, 'services'>): Promise<void> => deps.services.stop(interviewViewsKey);
