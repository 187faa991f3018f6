import { expertStreams } from '../../schemas/experts/events.js';
import { viewCounterService } from '../shared/view-counter.js';

/**
 * Interview views, counted like thread views by the shared view counter (api/shared/view-counter.ts):
 * once per visitor per interview per clock hour, appended every `INTERVIEW_VIEW_FLUSH_MS` (default
 * 5000) as ONE `InterviewViewsCounted { counts }` event on the day's stream
 * (`interview-views-<YYYY-MM-DD>`), only when something was counted, and once more on shutdown.
 * The app's counter is a service the composition root defines (api/services.ts).
 */
export const { create: createInterviewViews, key: interviewViewsKey, of: interviewViews, stop: stopInterviewViews } = viewCounterService({
  name: 'interview', eventType: 'InterviewViewsCounted', idField: 'interviewId', stream: expertStreams.views, flushSetting: 'interview',
});
