import type { ModerationEvent, ModerationItemType } from '../../schemas/moderation/events.js';
import { flagDecider } from '../shared/flag-decider.js';

type ItemEvent = Extract<ModerationEvent, { type: 'ReportsDismissed' | 'ContentHidden' | 'ContentUnhidden' }>;

/** An item's moderation stream (`moderation-<type>-<id>`): whether staff hid it. */
export type ItemModeration = { hidden: boolean };

export const itemModerationDecider = flagDecider<ItemModeration, ModerationEvent>({ flag: 'hidden', set: ['ContentHidden'], clear: ['ContentUnhidden'] });

/** Who and where, read before deciding (the read model's post index), and the open reports a keep reviews. */
export type ItemFacts = { itemType: ModerationItemType; itemId: number; authorId: number; context: { threadId?: number; productId?: number; articleId?: number }; openReports: number };

const payload = (f: ItemFacts, reason: string | null) => ({ itemType: f.itemType, itemId: f.itemId, authorId: f.authorId, reason, ...f.context });

/** Keep: the open reports are reviewed and a hidden item shows again; nothing to do appends nothing. */
export function keep(s: ItemModeration, f: ItemFacts, reason: string | null): ItemEvent[] {
  const events: ItemEvent[] = [];
  if (s.hidden) events.push({ type: 'ContentUnhidden', data: payload(f, reason) });
  if (s.hidden || f.openReports > 0) events.push({ type: 'ReportsDismissed', data: payload(f, reason) });
  return events;
}

/** Hide: readers no longer see it; its author and staff do, marked. Hiding a hidden item appends nothing. */
export function hide(s: ItemModeration, f: ItemFacts, reason: string | null): ItemEvent[] {
  return s.hidden ? [] : [{ type: 'ContentHidden', data: payload(f, reason) }];
}
