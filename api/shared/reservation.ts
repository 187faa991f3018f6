import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '../event-store/port.js';
import { toNewEvents, type CommandContext, type DomainEvent } from './command.js';

/**
 * A reservation: one stream per unique thing (an email address, a newsletter address, an
 * article's slug, an Idempotency-Key), on which whoever claims it appends at exactly the revision
 * they read (`no_stream` the first time, -1). Of two concurrent claims exactly one lands, on
 * every adapter; the other learns it lost and reloads the stream to see who won. Uniqueness is
 * thereby decided on the write side, never from a read model (ARCHITECTURE).
 *
 * `reserve` appends the claim (or a release, or any change of holder) and says whether it
 * landed: true, or false when the stream had moved past `revision`. Any other failure throws.
 * Its events are not keyed by the request's Idempotency-Key (a reservation outlives the request
 * that made it); `eventIds` gives them ids of the caller's own when a retry must recognise its
 * own claim.
 */
export async function reserve(
  store: EventStore,
  streamId: string,
  events: DomainEvent[],
  ctx: CommandContext,
  revision: number,
  opts: { eventIds?: string[] } = {},
): Promise<boolean> {
  const appended: NewEvent[] = toNewEvents(events, { ...ctx, idempotencyKey: undefined }, streamId).map((e, i) => ({ ...e, id: opts.eventIds?.[i] ?? e.id }));
  try {
    await store.append(streamId, appended, revision < 0 ? 'no_stream' : revision);
    return true;
  } catch (err) {
    if (err instanceof WrongExpectedRevisionError) return false;
    throw err;
  }
}
