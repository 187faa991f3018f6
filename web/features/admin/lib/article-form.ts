import { z } from 'zod';
import {
  adminArticleCategory,
  adminArticleMessages as m,
  articleContent,
  articleExcerpt,
  articleSlug,
  articleCoverImage,
  articleTags,
  articleTitle,
  type AdminArticleDetail,
} from '../../../../schemas/admin/articles';
import { slugify } from '../../../../schemas/admin/slug';
import { adminArticleScheduleMessages as sm } from '../../../../schemas/articles/schedule';
import { fieldErrors, type FieldErrors } from '../../../lib/form';
import type { ArticleValues } from '../api/articles';

export type ArticleFormValues = Omit<ArticleValues, 'publishAt'> & {
  /** A draft's schedule as the datetime-local field holds it (the browser's zone, to the minute); '' for none. */
  publishAt: string;
};
export type ArticleFormField = keyof ArticleFormValues;

/** SPEC 5 'Metadata form': published and featured default to false; a category must be chosen. */
export const emptyArticle: ArticleFormValues = { title: '', slug: '', excerpt: '', content: '', category: '', tags: [], coverImage: null, published: false, featured: false, publishAt: '' };

export const valuesOf = (a: AdminArticleDetail | ArticleFormValues): ArticleFormValues => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  content: a.content,
  category: a.category,
  tags: [...(a.tags ?? [])],
  coverImage: a.coverImage ?? null,
  published: a.published,
  featured: a.featured,
  // The article as loaded holds its schedule as ISO (or null); form values hold the field's text.
  publishAt: 'revision' in a ? (a.publishAt ? localInput(a.publishAt) : '') : a.publishAt,
});

/** An ISO time as a datetime-local value in the browser's zone ('2030-01-31T09:00'). */
export const localInput = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** What the API is sent for the field: the time as UTC ISO, or null (no schedule; on an edit, cancel it). */
export const publishAtOf = (v: string): string | null => (v ? new Date(v).toISOString() : null);

const FIELDS: readonly ArticleFormField[] = ['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'coverImage', 'published', 'featured', 'publishAt'];

/** Tags are compared as an ordered list (a reorder is a change), every other field by value. */
const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join('\n') === b.join('\n') : a === b);

/** The fields that differ from what was loaded: an edit sends only these (the server appends only real changes). */
export function changedFields(base: ArticleFormValues, values: ArticleFormValues): Partial<ArticleFormValues> {
  const out: Partial<ArticleFormValues> = {};
  for (const f of FIELDS) if (!same(base[f], values[f])) (out as Record<string, unknown>)[f] = values[f];
  return out;
}

export const isDirty = (base: ArticleFormValues, values: ArticleFormValues) => Object.keys(changedFields(base, values)).length > 0;

const metadataForm = z.object({ title: articleTitle, slug: articleSlug, excerpt: articleExcerpt, content: articleContent, category: adminArticleCategory, tags: articleTags, coverImage: articleCoverImage });

/**
 * SPEC 5, with the server's own schemas (schemas/admin/articles.ts), so the form and the API
 * refuse the same input with the same words. Blank content is checked first: 'Article content
 * cannot be empty.' and nothing is sent.
 */
export function validateArticle(values: ArticleFormValues): FieldErrors<ArticleFormField> {
  const errors = fieldErrors<ArticleFormField>(metadataForm, values);
  if (values.content.trim() === '') errors.content = m.contentEmpty;
  if (values.publishAt) {
    const at = new Date(values.publishAt).getTime();
    if (Number.isNaN(at)) errors.publishAt = sm.publishAtInvalid;
    else if (at <= Date.now()) errors.publishAt = sm.publishAtPast;
    else if (values.published) errors.publishAt = sm.publishedAndScheduled;
  }
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
  ['publishAt', [sm.publishAtInvalid, sm.publishAtPast, sm.publishedAndScheduled, sm.alreadyPublished]],
  ['coverImage', [m.coverImage]],
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
