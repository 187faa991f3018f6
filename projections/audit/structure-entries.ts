import type { ForumEvent } from '../../schemas/forum/events.js';
import type { NewsletterEvent } from '../../schemas/newsletter/events.js';
import type { SynonymEvent } from '../../schemas/search/synonyms.js';
import { edited, entry, restored, type EntryRules, type NameRules } from './entry-rules.js';

/**
 * The audit trail's entries for the site's structure (issue 27): forum categories, newsletter
 * topics and search synonym groups, each labelled with the name it had then (a synonym group by
 * its first terms). The seeder's creations are not entries (the projection decides who is staff).
 */

type Category = { categoryId: number; name: string };
type Group = { groupId: number; terms: string[] };
const category = (d: Category): ['forum_category', number, string] => ['forum_category', d.categoryId, d.name];
const topic = (d: Category): ['newsletter_topic', number, string] => ['newsletter_topic', d.categoryId, d.name];
const group = (d: Group): ['synonym_group', number, string] => ['synonym_group', d.groupId, d.terms.join(', ').slice(0, 120)];

export const structureEntries: EntryRules<ForumEvent | NewsletterEvent | SynonymEvent> = {
  ForumCategoryCreated: (d) => entry('forum_category', 'forum_category.created', d.categoryId),
  ForumCategoryEdited: (d) => entry('forum_category', edited('forum_category', d), d.categoryId, restored(d)),
  ForumCategoryMoved: (d) => entry('forum_category', 'forum_category.moved', d.categoryId, { position: d.position }),
  ForumCategoryArchived: (d) => entry('forum_category', 'forum_category.archived', d.categoryId),
  ForumCategoryUnarchived: (d) => entry('forum_category', 'forum_category.reopened', d.categoryId),
  ForumCategoryDeleted: (d) => entry('forum_category', 'forum_category.deleted', d.categoryId),
  NewsletterCategoryCreated: (d) => entry('newsletter_topic', 'newsletter_topic.created', d.categoryId),
  NewsletterCategoryEdited: (d) => entry('newsletter_topic', edited('newsletter_topic', d), d.categoryId, restored(d)),
  NewsletterCategoryRetired: (d) => entry('newsletter_topic', 'newsletter_topic.retired', d.categoryId),
  NewsletterCategoryReinstated: (d) => entry('newsletter_topic', 'newsletter_topic.reinstated', d.categoryId),
  SynonymGroupCreated: (d) => entry('synonym_group', 'synonyms.created', d.groupId),
  SynonymGroupEdited: (d) => entry('synonym_group', edited('synonyms', d), d.groupId, restored(d)),
  SynonymGroupDeleted: (d) => entry('synonym_group', 'synonyms.deleted', d.groupId),
};

export const structureNames: NameRules<ForumEvent | NewsletterEvent | SynonymEvent> = {
  ForumCategoryCreated: category,
  ForumCategoryEdited: category,
  NewsletterCategoryCreated: topic,
  NewsletterCategoryEdited: topic,
  SynonymGroupCreated: group,
  SynonymGroupEdited: group,
};
