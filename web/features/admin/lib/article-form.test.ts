import { describe, expect, it } from 'vitest';
import { adminArticleMessages as m } from '../../../../schemas/admin/articles';
import { adminArticleScheduleMessages as sm } from '../../../../schemas/articles/schedule';
import { changedFields, emptyArticle, fieldOfServerError, firstInvalid, isDirty, localInput, publishAtOf, slugOnEdit, slugOnTitle, validateArticle, valuesOf, type ArticleFormValues, type SlugState } from './article-form';

const valid: ArticleFormValues = {
  title: 'Café Crème Basics',
  slug: 'cafe-creme-basics',
  excerpt: 'A short guide to the basics, long enough.',
  content: '<p>Some real content here.</p>',
  category: 'sexual_health',
  tags: ['consent'],
  coverImage: null,
  published: false,
  featured: false,
  publishAt: '',
};

describe('validateArticle (SPEC 5 messages)', () => {
  it('accepts a complete form', () => {
    expect(validateArticle(valid)).toEqual({});
  });

  it('reports each field with the spec words', () => {
    const errors = validateArticle({ ...emptyArticle, excerpt: 'short' });
    expect(errors).toEqual({
      title: m.titleTooShort,
      slug: m.slugRequired,
      excerpt: m.excerptTooShort,
      content: m.contentEmpty,
      category: m.category,
    });
    expect(firstInvalid(errors)).toBe('title');
  });

  it('blank content is "cannot be empty", short content is "too short"', () => {
    expect(validateArticle({ ...valid, content: '   \n\t  \n   ' }).content).toBe('Article content cannot be empty.');
    expect(validateArticle({ ...valid, content: 'tiny' }).content).toBe('Content is too short.');
  });

  it('bounds the excerpt at 300 and checks the slug shape', () => {
    expect(validateArticle({ ...valid, excerpt: 'x'.repeat(301) }).excerpt).toBe('Excerpt must be 300 characters or less.');
    expect(validateArticle({ ...valid, excerpt: 'x'.repeat(300) }).excerpt).toBeUndefined();
    expect(validateArticle({ ...valid, slug: 'Not A Slug' }).slug).toBe(m.slugInvalid);
    expect(validateArticle({ ...valid, slug: 'ab' }).slug).toBe('Slug is required.');
  });
});

describe('changedFields / isDirty', () => {
  it('lists only what differs', () => {
    expect(changedFields(valid, valid)).toEqual({});
    expect(isDirty(valid, valid)).toBe(false);
    expect(changedFields(valid, { ...valid, title: 'New', published: true })).toEqual({ title: 'New', published: true });
    expect(isDirty(valid, { ...valid, featured: true })).toBe(true);
  });
});

describe('fieldOfServerError', () => {
  it('puts a taken slug under the slug field and ignores unrelated errors', () => {
    expect(fieldOfServerError(m.slugTaken)).toBe('slug');
    expect(fieldOfServerError(m.excerptTooLong)).toBe('excerpt');
    expect(fieldOfServerError('Something else')).toBeNull();
  });
});

describe('slug derivation while typing', () => {
  it('follows the title, stops once edited by hand, resumes when emptied', () => {
    let s: SlugState = { slug: '', auto: true };
    for (const t of ['C', 'Ca', 'Caf', 'Café', 'Café ', 'Café Crème Basics']) s = slugOnTitle(s, t);
    expect(s).toEqual({ slug: 'cafe-creme-basics', auto: true });
    s = slugOnEdit('my-own-slug');
    expect(slugOnTitle(s, 'Another Title')).toEqual({ slug: 'my-own-slug', auto: false });
    s = slugOnEdit('');
    expect(slugOnTitle(s, 'Another Title')).toEqual({ slug: 'another-title', auto: true });
  });
});

describe('tags', () => {
  it('a changed, added or reordered tag list is a change; the same list is not', () => {
    expect(changedFields(valid, { ...valid, tags: ['consent'] })).toEqual({});
    expect(changedFields(valid, { ...valid, tags: ['consent', 'pleasure'] })).toEqual({ tags: ['consent', 'pleasure'] });
    expect(changedFields({ ...valid, tags: ['a', 'b'] }, { ...valid, tags: ['b', 'a'] })).toEqual({ tags: ['b', 'a'] });
  });

  it('the form refuses what the server refuses, with its words', () => {
    expect(validateArticle({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).tags).toBe(m.tagsTooMany);
    expect(fieldOfServerError(m.tagInvalid)).toBe('tags');
  });
});

describe('publish at (scheduled publishing, issue 27)', () => {
  const inMinutes = (n: number) => localInput(new Date(Date.now() + n * 60_000).toISOString());
  it('accepts a future time for a draft, and refuses a past one or one with Published, in the server\'s words', () => {
    expect(validateArticle({ ...valid, publishAt: inMinutes(90) })).toEqual({});
    expect(validateArticle({ ...valid, publishAt: inMinutes(-5) }).publishAt).toBe(sm.publishAtPast);
    expect(validateArticle({ ...valid, publishAt: inMinutes(90), published: true }).publishAt).toBe(sm.publishedAndScheduled);
    expect(fieldOfServerError(sm.publishAtPast)).toBe('publishAt');
  });
  it('round-trips the field through UTC, and a cleared field is sent as null', () => {
    const local = inMinutes(120);
    expect(localInput(publishAtOf(local)!)).toBe(local);
    expect(publishAtOf('')).toBeNull();
    const loaded = valuesOf({ ...valid, id: 1, revision: 3, publishAt: '2031-05-01T10:00:00.000Z' } as never);
    expect(loaded.publishAt).toBe(localInput('2031-05-01T10:00:00.000Z'));
    expect(changedFields(loaded, { ...loaded, publishAt: '' })).toEqual({ publishAt: '' });
  });
});

describe('cover', () => {
  it('only an uploaded cover (or none) passes, with the server words', () => {
    expect(validateArticle({ ...valid, coverImage: 'https://evil.example/x.webp' }).coverImage).toBe(m.coverImage);
    expect(validateArticle({ ...valid, coverImage: '/article-images/AbCdEfGhIjKlMnOpQrStUv-c640.webp' }).coverImage).toBeUndefined();
    expect(changedFields(valid, { ...valid, coverImage: null })).toEqual({});
  });
});
