import Router from '@koa/router';
import { viewInterviewInput } from '../../schemas/experts/commands.js';
import { expertMessages as m } from '../../schemas/experts/messages.js';
import { expertProfileQuery, interviewBySlugQuery, listExpertsQuery, listInterviewsQuery } from '../../schemas/experts/queries.js';
import type { Deps } from '../shared/deps.js';
import { found } from '../shared/http.js';
import { parseInput, parseQuery } from '../shared/validation.js';
import { visitorKey } from '../shared/view-counter.js';
import { expertProfile, interviewBySlug, interviewIdBySlug, listExperts, listInterviews } from './queries.js';
import { interviewViews } from './views.js';

/** Experts and interviews (SPEC 7, issue 11): reads, which never write, and the view counter. */
export function expertRoutes(deps: Deps) {
  const r = new Router();
  const views = interviewViews(deps);

  r.get('/_api/experts', (ctx) => {
    ctx.body = listExperts(deps.rm, parseQuery(listExpertsQuery, ctx.query));
  });

  r.get('/_api/experts/expert', (ctx) => {
    const q = parseQuery(expertProfileQuery, ctx.query);
    ctx.body = found(expertProfile(deps.rm, q.id), m.expertNotFound);
  });

  r.get('/_api/experts/interviews', (ctx) => {
    ctx.body = listInterviews(deps.rm, parseQuery(listInterviewsQuery, ctx.query));
  });

  r.get('/_api/experts/interview', (ctx) => {
    const q = parseQuery(interviewBySlugQuery, ctx.query);
    ctx.body = found(interviewBySlug(deps.rm, q.slug), m.interviewNotFound);
  });

  /**
   * A reader opened an interview: counted in memory (once per visitor per interview per hour) and
   * appended in batches by views.ts. Anyone may call it; the usual CSRF rules apply.
   */
  r.post('/_api/experts/interview/view', (ctx) => {
    const { slug } = parseInput(viewInterviewInput, ctx.request.body);
    const interviewId = found(interviewIdBySlug(deps.rm, slug), m.interviewNotFound);
    const counted = views.record(interviewId, visitorKey(ctx.state.user?.id ?? null, ctx.ip, ctx.get('User-Agent')));
    ctx.status = 202;
    ctx.body = { counted };
  });

  return r;
}
