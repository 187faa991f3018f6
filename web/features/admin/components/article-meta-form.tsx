import type { RefObject } from 'react';
import { categoryLabel } from '../../../../schemas/articles/categories';
import { articleCategory } from '../../../../schemas/articles/events';
import type { FieldErrors } from '../../../lib/form';
import { Checkbox, Field } from '../../../ui/field';
import type { ArticleFormField, ArticleFormValues } from '../lib/article-form';
import { charLength } from '../lib/text';
import { SelectField, TextAreaField } from './form-fields';
import * as styles from './article-editor.css';
import { TagInput } from './tag-input';

export type FieldRefs = {
  title: RefObject<HTMLInputElement | null>;
  slug: RefObject<HTMLInputElement | null>;
  excerpt: RefObject<HTMLTextAreaElement | null>;
  category: RefObject<HTMLSelectElement | null>;
  tags: RefObject<HTMLInputElement | null>;
  publishAt: RefObject<HTMLInputElement | null>;
};

type ArticleMetaFormProps = {
  values: ArticleFormValues;
  errors: FieldErrors<ArticleFormField>;
  refs: FieldRefs;
  disabled: boolean;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  onField: <K extends 'excerpt' | 'category' | 'tags' | 'published' | 'featured' | 'publishAt'>(key: K, value: ArticleFormValues[K]) => void;
};

/** SPEC 2 'Article form fields': Title, Slug, Excerpt (4 rows), Category, Tags (issue 27), Published, Featured. */
export function ArticleMetaForm({ values, errors, refs, disabled, onTitle, onSlug, onField }: ArticleMetaFormProps) {
  const excerptLength = charLength(values.excerpt);
  return (
    <fieldset className={styles.meta} disabled={disabled}>
      <legend className={styles.legend}>Details</legend>
      <Field
        ref={refs.title} label="Title" name="title" placeholder="Enter article title" required
        value={values.title} error={errors.title} onChange={(e) => onTitle(e.target.value)}
      />
      <Field
        ref={refs.slug} label="Slug" name="slug" required autoComplete="off" spellCheck={false} className={styles.slugField}
        hint={<>The URL-friendly version of the title: /articles/<strong>{values.slug || '…'}</strong></>}
        value={values.slug} error={errors.slug} onChange={(e) => onSlug(e.target.value)}
      />
      <TextAreaField
        ref={refs.excerpt} label="Excerpt" name="excerpt" rows={4} required
        hint="Appears on article listing pages."
        after={<span className={excerptLength > 300 ? styles.countOver : styles.count}>{excerptLength} / 300</span>}
        value={values.excerpt} error={errors.excerpt} onChange={(e) => onField('excerpt', e.target.value)}
      />
      <SelectField ref={refs.category} label="Category" name="category" required value={values.category} error={errors.category} onChange={(e) => onField('category', e.target.value)}>
        <option value="" disabled>Choose a category</option>
        {articleCategory.options.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
      </SelectField>
      <TagInput value={values.tags} onChange={(tags) => onField('tags', tags)} error={errors.tags} inputRef={refs.tags} />
      <Checkbox label="Published" name="published" checked={values.published} onChange={(e) => onField('published', e.target.checked)} />
      <Checkbox label="Featured" name="featured" checked={values.featured} onChange={(e) => onField('featured', e.target.checked)} />
      {values.published ? null : (
        <Field
          ref={refs.publishAt} label="Publish at" name="publishAt" type="datetime-local"
          hint="Optional: the draft is published at this time (your time zone). Leave empty to publish by hand."
          value={values.publishAt} error={errors.publishAt} onChange={(e) => onField('publishAt', e.target.value)}
        />
      )}
    </fieldset>
  );
}
