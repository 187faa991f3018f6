import Router from '@koa/router';
import type { Context } from 'koa';
import { LIVE_MAX_TOPICS, parseLiveTopic, type LiveTopic } from '../../schemas/live/events.js';
import { badRequest, forbidden, tooMany, unauthorized } from '../shared/errors.js';
import { isPosition } from './channel.js';
import { LiveLimitError, type LiveHub } from './hub.js';

export const liveMessages = {
  noTopic: 'At least one topic is required.',
  tooManyTopics: `At most ${LIVE_MAX_TOPICS} topics are allowed.`,
  badTopic: 'Invalid topic.',
  badSince: 'Invalid since.',
  unknownParameter: 'Unknown parameter.',
  tooManyStreams: 'Too many live connections. Please close other tabs and try again.',
  busy: 'Live updates are busy. Please try again shortly.',
} as const;

/** `?topic=thread:12&topic=article:5[&since=<position>]`: 1 to 10 valid topics (repeats count once). */
export function parseLiveQuery(query: Record<string, string | string[] | undefined>): { topics: Set<LiveTopic>; since: string | null } {
  for (const key of Object.keys(query)) if (key !== 'topic' && key !== 'since') throw badRequest(liveMessages.unknownParameter, 'validation');
  const raw = query.topic === undefined ? [] : Array.isArray(query.topic) ? query.topic : [query.topic];
  if (raw.length === 0) throw badRequest(liveMessages.noTopic, 'validation');
  if (raw.length > LIVE_MAX_TOPICS) throw badRequest(liveMessages.tooManyTopics, 'validation');
  const topics = new Set<LiveTopic>();
  for (const t of raw) {
    const topic = parseLiveTopic(t);
    if (!topic) throw badRequest(liveMessages.badTopic, 'validation');
    topics.add(topic);
  }
  const since = query.since;
  if (since !== undefined && (Array.isArray(since) || !isPosition(since))) throw badRequest(liveMessages.badSince, 'validation');
  return { topics, since: since ?? null };
}

/**
 * `GET /_api/live`: Server-Sent Events for the named topics (LiveEvent in schemas/live/events.ts).
 * A reconnecting browser sends `Last-Event-ID` (it wins over `since`, which the client sets
 * when it reopens the stream for another set of topics). Reads only: nothing is written.
 */
export function liveRoutes(hub: LiveHub) {
  const r = new Router();
  r.get('/_api/live', (ctx: Context) => {
    const { topics, since: fromQuery } = parseLiveQuery(ctx.query);
    // A member's bell topic is theirs alone (issue 29): anyone else is refused before anything is sent.
    const userId = (ctx.state.user as { id: number } | undefined)?.id;
    for (const t of topics) {
      if (!t.startsWith('notifications:')) continue;
      if (userId === undefined) throw unauthorized();
      if (t !== `notifications:${userId}`) throw forbidden();
    }
    const header = ctx.get('Last-Event-ID').trim();
    // A Last-Event-ID this server never sent (garbage, another store's) cannot be replayed
    // from: the client is told to reset.
    const since = header ? (isPosition(header) ? header : 'unknown') : fromQuery;
    let stream;
    try {
      stream = hub.attach(topics, ctx.ip);
    } catch (err) {
      if (err instanceof LiveLimitError) throw tooMany(err.scope === 'ip' ? liveMessages.tooManyStreams : liveMessages.busy, 30);
      throw err;
    }
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setKeepAlive(true, 30_000);
    ctx.status = 200;
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = stream.out;
    stream.closeConnection = () => {
      const socket = ctx.req.socket;
      if (ctx.res.writableFinished) socket.end();
      else ctx.res.once('finish', () => socket.end());
    };
    const done = () => hub.detach(stream);
    ctx.req.once('close', done);
    ctx.res.once('close', done);
    stream.out.once('close', done);
    void hub.start(stream, since);
  });
  return r;
}
