/**
 * Live updates (issue 10): what the server pushes over Server-Sent Events (`GET /_api/live`)
 * after the projector has committed an event, so a client that refetches on it sees the change.
 * `position` is the event store's opaque global position of the event (the SSE `id`); a client
 * reconnects with it (`Last-Event-ID`, or `?since=`) and the server replays what it missed.
 *
 * On the wire: `event: live` (data: a LiveEvent), `event: ready` (data `{ position }`: replay
 * done, live from here), `event: reset` (data `{ position }`: too much was missed, refetch
 * everything shown; web/lib/live.ts turns it into one synthetic LiveEvent per subscribed topic,
 * kind 'thread' or 'comment' with `id` 0), and `: ping` comment lines every 25 s.
 * Kinds: thread topics get 'reply' (id: the post) and 'thread' (pinned/unpinned/locked/unlocked,
 * id: the thread); article topics get 'comment', 'comment-edited' (also after moderation),
 * 'comment-deleted' and 'vote' (id: the comment). A member's own `notifications:<userId>` topic
 * (issue 29; only that member may open it) gets 'notification' (id: the member) when their bell
 * changed: a new notification, or a read mark made in another tab.
 */
export type LiveTopic = `thread:${number}` | `article:${number}` | `notifications:${number}`;
export type LiveKind = 'reply' | 'thread' | 'comment' | 'comment-edited' | 'comment-deleted' | 'vote' | 'notification';
export interface LiveEvent {
  topic: LiveTopic;
  kind: LiveKind;
  id: number;
  position: string;
}

/** At most this many topics on one stream. */
export const LIVE_MAX_TOPICS = 10;

const TOPIC = /^(thread|article|notifications):([1-9][0-9]{0,15})$/;

/** A topic string as a client sends it, or null when it is not one (ids are positive safe integers). */
export function parseLiveTopic(value: unknown): LiveTopic | null {
  if (typeof value !== 'string') return null;
  const m = TOPIC.exec(value);
  if (!m) return null;
  const id = Number(m[2]);
  return Number.isSafeInteger(id) ? (`${m[1]}:${id}` as LiveTopic) : null;
}

export const liveTopic = {
  thread: (threadId: number): LiveTopic => `thread:${threadId}`,
  article: (articleId: number): LiveTopic => `article:${articleId}`,
  notifications: (userId: number): LiveTopic => `notifications:${userId}`,
};
