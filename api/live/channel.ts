import type { Redis } from 'ioredis';
import type { LiveEvent } from '../../schemas/live/events.js';
import { parseLiveTopic } from '../../schemas/live/events.js';
import type { ProjectedListener } from '../../projections/runner.js';
import { heartbeatKey } from '../../workers/heartbeat.js';
import { toLiveEvents, type ArticleOfComment, type RecipientsOf } from './map.js';

/**
 * The Redis pub/sub channel of one read model: whoever projects into it (a worker, or an API
 * in process) publishes there, and every API node serving that read model subscribes, so a
 * client on any node hears an event once the read model it reads from has it.
 */
export const liveChannel = (readModelDir: string) => `osg:live:${heartbeatKey(readModelDir).slice('osg:projector:'.length)}`;

const KINDS = new Set(['reply', 'thread', 'comment', 'comment-edited', 'comment-deleted', 'vote', 'notification']);
const POSITION = /^[0-9]{1,40}(?::[0-9]{1,40})?$/;

/** Whether a string has the shape of an event-store position (both adapters' encodings). */
export const isPosition = (s: unknown): s is string => typeof s === 'string' && POSITION.test(s);

/** `from`: the API node that published (it delivered to its own streams already), or null for a worker. */
export const encodeLive = (events: LiveEvent[], from: string | null = null) => JSON.stringify(from ? { v: 1, from, events } : { v: 1, events });

/** The events of a channel message and who sent it; anything malformed is dropped. */
export function decodeLive(message: string): { from: string | null; events: LiveEvent[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return { from: null, events: [] };
  }
  const { v, from, events: list } = (parsed ?? {}) as { v?: unknown; from?: unknown; events?: unknown };
  if (v !== 1 || !Array.isArray(list)) return { from: null, events: [] };
  const out: LiveEvent[] = [];
  for (const raw of list as Record<string, unknown>[]) {
    const topic = parseLiveTopic(raw?.topic);
    if (!topic || typeof raw.kind !== 'string' || !KINDS.has(raw.kind) || !isPosition(raw.position)) continue;
    if (typeof raw.id !== 'number' || !Number.isSafeInteger(raw.id) || raw.id <= 0) continue;
    out.push({ topic, kind: raw.kind as LiveEvent['kind'], id: raw.id, position: raw.position });
  }
  return { from: typeof from === 'string' ? from : null, events: out };
}

/**
 * The projector worker's side: after each committed batch, publishes its live events on the
 * read model's channel. A failed publish is only logged: the API nodes' subscribers resync
 * their streams when their connection comes back, and clients replay from their last id.
 */
export function publishProjected(redis: Redis, channel: string, articleOf: ArticleOfComment, onError: (err: Error) => void, recipientsOf?: RecipientsOf): ProjectedListener {
  return (events) => {
    const live = toLiveEvents(events, articleOf, recipientsOf);
    if (live.length === 0) return;
    redis.publish(channel, encodeLive(live)).catch(onError);
  };
}
