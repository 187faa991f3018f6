import { z } from 'zod';
import {
  adminArticleCategory,
  adminArticleMessages as m,
  articleContent,
  articleExcerpt,
  articleSlug,
  articleTags,
  articleTitle,
  type AdminArticleDetail,
} from '../../../../schemas/admin/articles';
import { slugify } from '../../../../schemas/admin/slug';
import { fieldErrors, type FieldErrors } from '../../../lib/form';

export type ArticleFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  published: boolean;
  featured: boolean;
};
export type ArticleFormField = keyof ArticleFormValues;

/** SPEC 5 'Metadata form': published and featured default to false; a category must be chosen. */
export const emptyArticle: ArticleFormValues = { title: '', slug: '', excerpt: '', content: '', category: '', tags: [], published: false, featured: false };

export const valuesOf = (a: AdminArticleDetail | ArticleFormValues): ArticleFormValues => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  content: a.content,
  category: a.category,
  tags: [...(a.tags ?? [])],
  published: a.published,
  featured: a.featured,
});

const FIELDS: readonly ArticleFormField[] = ['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'published', 'featured'];

/** Tags are compared as an ordered list (a reorder is a change), every other field by value. */
const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join('\n') === b.join('\n') : a === b);

/** The fields that differ from what was loaded: an edit sends only these (the server appends only real changes). */
export function changedFields(base: ArticleFormValues, values: ArticleFormValues): Partial<ArticleFormValues> {
  const out: Partial<ArticleFormValues> = {};
  for (const f of FIELDS) if (!same(base[f], values[f])) (out as Record<string, unknown>)[f] = values[f];
  return out;
}

export const isDirty = (base: ArticleFormValues, values: ArticleFormValues) => Object.keys(changedFields(base, values)).length > 0;

const metadataForm = z.object({ title: articleTitle, slug: articleSlug, excerpt: articleExcerpt, content: articleContent, category: adminArticleCategory, tags: articleTags });

/**
 * SPEC 5, with the server's own schemas (schemas/admin/articles.ts), so the form and the API
 * refuse the same input with the same words. Blank content is checked first: 'Article content
 * cannot be empty.' and nothing is sent.
 */
export function validateArticle(values: ArticleFormValues): FieldErrors<ArticleFormField> {
  const errors = fieldErrors<ArticleFormField>(metadataForm, values);
  if (values.content.trim() === '') errors.content = m.contentEmpty;
  return errors;
}

/** The first field with an error, in the order the form shows them (focus goes there). */
export const firstInvalid = (errors: FieldErrors<ArticleFormField>): ArticleFormField | undefined => FIELDS.find((f) => errors[f]);

const SERVER_FIELD: ReadonlyArray<[ArticleFormField, readonly string[]]> = [
  ['title', [m.titleTooShort, m.titleTooLong]],
  ['slug', [m.slugRequired, m.slugInvalid, m.slugTooLong, m.slugTaken]],
  ['excerpt', [m.excerptTooShort, m.excerptTooLong]],
  ['content', [m.contentTooShort, m.contentEmpty]],
  ['category', [m.category]],
  ['tags', [m.tags, m.tagEmpty, m.tagTooLong, m.tagInvalid, m.tagsTooMany, m.tagsDuplicate]],
];

/** A 400 from the server names one field (a taken slug is only known there): show it under that field. */
export function fieldOfServerError(message: string): ArticleFormField | null {
  return SERVER_FIELD.find(([, messages]) => messages.includes(message))?.[0] ?? null;
}

/**
 * SPEC 2: the slug follows the title while the admin types, until they edit the slug by hand;
 * emptying the slug hands it back to the title. An existing article starts with `auto` off, so
 * retitling it never moves its address unasked.
 */
export type SlugState = { slug: string; auto: boolean };
export const slugOnTitle = (s: SlugState, title: string): SlugState => (s.auto ? { slug: slugify(title), auto: true } : s);
export const slugOnEdit = (slug: string): SlugState => ({ slug, auto: slug === '' });
