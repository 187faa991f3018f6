import type { AuditAction, AuditTargetType } from '../../schemas/admin/audit.js';

/**
 * The audit trail's rules, one table per feature: for each event type, how it reads into an entry
 * (`EntryRules`) and how it names its item in the name table (`NameRules`). audit.projection.ts
 * joins the tables; a new feature's staff actions add one table and nothing else. A rule only
 * reads the event: whether the actor is staff is decided once, in the projection.
 */

export interface Entry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  articleId: number | null;
  reason: string | null;
  details: Record<string, unknown>;
}

export interface EntryContext {
  /** Opens a sealed field (a moderation reason). */
  unsealOpt: (v: string | null | undefined) => string | null;
  /** True when the event's item already had a name before it (an expert's second profile is an edit). */
  known: boolean;
}

type AnyEvent = { type: string; data: unknown };
type DataOf<E extends AnyEvent, T> = Extract<E, { type: T }>['data'];

/** Event type → its entry (null: not a staff action, e.g. a reservation). */
export type EntryRules<E extends AnyEvent> = { [T in E['type']]?: (data: DataOf<E, T>, c: EntryContext) => Entry | null };
/** Event type → [target type, id, name as it is from now on] (null: the event names nothing). */
export type NameRules<E extends AnyEvent> = { [T in E['type']]?: (data: DataOf<E, T>) => [AuditTargetType, number, string] | null };

/** An entry on an item that is not an article. */
export const entry = (targetType: AuditTargetType, action: AuditAction, targetId: number, details: Record<string, unknown> = {}): Entry => ({
  action, targetType, targetId, articleId: null, reason: null, details,
});

/** An edit's action: `<item>.restored` when it brought back an earlier version (api/shared/stream-versions.ts), `<item>.edited` otherwise. */
export const edited = <P extends 'product' | 'criterion' | 'forum_category' | 'newsletter_topic' | 'synonyms'>(item: P, d: { restoredFrom?: number | undefined }) =>
  (d.restoredFrom !== undefined ? `${item}.restored` : `${item}.edited`) as `${P}.restored` | `${P}.edited`;
/** A restore's details name the version it brought back. */
export const restored = (d: { restoredFrom?: number | undefined }) => (d.restoredFrom !== undefined ? { restoredFrom: d.restoredFrom } : {});

/** The fields an edit event set (those present in its data), from `fields`. */
export const setFields = <K extends string>(data: Partial<Record<K, unknown>>, fields: readonly K[]): K[] => fields.filter((f) => data[f] !== undefined);

type Rule<R> = ((data: never, c: EntryContext) => R | null) | undefined;

/** One lookup table from several features' tables (each checked against its events where it is written). */
export const joinRules = <R>(...tables: object[]): Record<string, Rule<R>> => Object.assign({}, ...tables) as Record<string, Rule<R>>;

/** The rule of `e.type` in `rules`, applied; null for a type no table names. */
export function ruleFor<R>(rules: Record<string, Rule<R>>, e: AnyEvent, c: EntryContext): R | null {
  const rule = rules[e.type] as ((data: unknown, c: EntryContext) => R | null) | undefined;
  return rule ? rule(e.data, c) : null;
}
