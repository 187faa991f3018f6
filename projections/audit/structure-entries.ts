import type { AuditAction, AuditTargetType } from '../../schemas/admin/audit.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import type { NewsletterEvent } from '../../schemas/newsletter/events.js';
import type { SynonymEvent } from '../../schemas/search/synonyms.js';

/**
 * The audit trail's entries for the site's structure (issue 27): forum categories, newsletter
 * topics and search synonym groups, each labelled with the name it had then (a synonym group by
 * its first term). Only staff actors' events become entries (audit.projection.ts decides that);
 * the seeder's creations are not.
 */
export type StructureEvent = ForumEvent | NewsletterEvent | SynonymEvent;
type Entry = { action: AuditAction; targetType: AuditTargetType; targetId: number; articleId: null; reason: null; details: Record<string, unknown> };

const on = (targetType: AuditTargetType, action: AuditAction, targetId: number): Entry => ({ action, targetType, targetId, articleId: null, reason: null, details: {} });

/** The label an event gives its item: [target type, id, name]. */
export function structureName(e: { type: string; data: unknown }): [AuditTargetType, number, string] | null {
  const s = e as StructureEvent;
  switch (s.type) {
    case 'ForumCategoryCreated':
    case 'ForumCategoryEdited':
      return ['forum_category', s.data.categoryId, s.data.name];
    case 'NewsletterCategoryCreated':
    case 'NewsletterCategoryEdited':
      return ['newsletter_topic', s.data.categoryId, s.data.name];
    case 'SynonymGroupCreated':
    case 'SynonymGroupEdited':
      return ['synonym_group', s.data.groupId, s.data.terms.join(', ').slice(0, 120)];
    default:
      return null;
  }
}

export function structureEntry(e: { type: string; data: unknown }): Entry | null {
  const s = e as StructureEvent;
  switch (s.type) {
    case 'ForumCategoryCreated':
      return on('forum_category', 'forum_category.created', s.data.categoryId);
    case 'ForumCategoryEdited':
      return on('forum_category', 'forum_category.edited', s.data.categoryId);
    case 'ForumCategoryMoved':
      return { ...on('forum_category', 'forum_category.moved', s.data.categoryId), details: { position: s.data.position } };
    case 'ForumCategoryArchived':
      return on('forum_category', 'forum_category.archived', s.data.categoryId);
    case 'ForumCategoryUnarchived':
      return on('forum_category', 'forum_category.reopened', s.data.categoryId);
    case 'ForumCategoryDeleted':
      return on('forum_category', 'forum_category.deleted', s.data.categoryId);
    case 'NewsletterCategoryCreated':
      return on('newsletter_topic', 'newsletter_topic.created', s.data.categoryId);
    case 'NewsletterCategoryEdited':
      return on('newsletter_topic', 'newsletter_topic.edited', s.data.categoryId);
    case 'NewsletterCategoryRetired':
      return on('newsletter_topic', 'newsletter_topic.retired', s.data.categoryId);
    case 'NewsletterCategoryReinstated':
      return on('newsletter_topic', 'newsletter_topic.reinstated', s.data.categoryId);
    case 'SynonymGroupCreated':
      return on('synonym_group', 'synonyms.created', s.data.groupId);
    case 'SynonymGroupEdited':
      return on('synonym_group', 'synonyms.edited', s.data.groupId);
    case 'SynonymGroupDeleted':
      return on('synonym_group', 'synonyms.deleted', s.data.groupId);
    default:
      return null;
  }
}

/** Target types whose entries are labelled from the name table. */
export const STRUCTURE_TARGETS: readonly AuditTargetType[] = ['forum_category', 'newsletter_topic', 'synonym_group'];

