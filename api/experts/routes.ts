import Router from '@koa/router';
import { expertMessages as m } from '../../schemas/experts/messages.js';
import { expertProfileQuery, interviewBySlugQuery, listExpertsQuery, listInterviewsQuery } from '../../schemas/experts/queries.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseQuery } from '../shared/validation.js';
import { expertProfile, interviewBySlug, listExperts, listInterviews } from './queries.js';

/** Experts and interviews (SPEC 7, issue 11): reads only; they never write. */
export function expertRoutes(deps: Deps) {
  const r = new Router();
  const found = <T>(value: T | null, message: string): T => {
    if (value === null) throw notFound(message);
    return value;
  };

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

  return r;
}
