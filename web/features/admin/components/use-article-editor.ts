import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminArticleMessages as m, type AdminArticleDetail } from '../../../../schemas/admin/articles';
import type { FieldErrors } from '../../../lib/form';
import { useToast } from '../../../ui/use-toast';
import { adminArticleQueryOptions, useCreateArticle, useEditArticle } from '../api/articles';
import { isConflict } from '../api/shared';
import {
  changedFields, emptyArticle, publishAtOf, fieldOfServerError, firstInvalid, isDirty, slugOnEdit, slugOnTitle, validateArticle, valuesOf,
  type ArticleFormField, type ArticleFormValues,
} from '../lib/article-form';
import { useLeaveGuard } from './use-leave-guard';

/** What the form started from: the article as loaded (edit) or empty (create), and its stream revision. */
type Base = { values: ArticleFormValues; revision: number | null };

const baseOf = (a: AdminArticleDetail | undefined): Base => (a ? { values: valuesOf(a), revision: a.revision } : { values: emptyArticle, revision: null });

/**
 * The create and edit pages' state: values, the slug that follows the title, SPEC 5 validation,
 * saving (create, or edit with `expectedRevision`), a stale save's conflict, and the leave guard.
 */
export function useArticleEditor(article?: AdminArticleDetail) {
  const qc = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [base, setBase] = useState<Base>(() => baseOf(article));
  const [values, setValues] = useState<ArticleFormValues>(base.values);
  const [slugAuto, setSlugAuto] = useState(!article);
  const [errors, setErrors] = useState<FieldErrors<ArticleFormField>>({});
  const [conflict, setConflict] = useState(false);
  const refs = {
    title: useRef<HTMLInputElement>(null),
    slug: useRef<HTMLInputElement>(null),
    excerpt: useRef<HTMLTextAreaElement>(null),
    category: useRef<HTMLSelectElement>(null),
    tags: useRef<HTMLInputElement>(null),
    content: useRef<HTMLTextAreaElement>(null),
    publishAt: useRef<HTMLInputElement>(null),
  };
  const dirty = isDirty(base.values, values);
  const guard = useLeaveGuard(dirty);

  const focus = (f: ArticleFormField | undefined) => { if (f && f !== 'published' && f !== 'featured' && f !== 'coverImage') refs[f].current?.focus(); };
  const update = (next: ArticleFormValues) => {
    setValues(next);
    if (Object.keys(errors).length) setErrors(validateArticle(next));
  };
  const done = (message: string) => {
    toast({ tone: 'success', title: message });
    guard.allow();
    navigate('/admin/articles');
  };
  const failed = (prefix: (msg: string) => string) => (err: Error) => {
    if (isConflict(err)) {
      setConflict(true);
      return;
    }
    const field = fieldOfServerError(err.message);
    if (field) {
      setErrors((e) => ({ ...e, [field]: err.message }));
      focus(field);
    }
    toast({ tone: 'error', title: prefix(err.message) });
  };
  const create = useCreateArticle({ onSuccess: () => done(m.created), onError: failed(m.createFailed) });
  const edit = useEditArticle({ onSuccess: () => done(m.updated), onError: failed(m.updateFailed) });

  /** Starts over from `a` (theirs, or a restored version): the form, its baseline and revision. */
  const resetTo = (a: AdminArticleDetail) => {
    const b = baseOf(a);
    setBase(b);
    setValues(b.values);
    setSlugAuto(false);
    setErrors({});
    setConflict(false);
  };

  return {
    values,
    errors,
    refs,
    dirty,
    guard,
    conflict,
    revision: base.revision,
    saving: create.isPending || edit.isPending,
    setTitle: (title: string) => {
      const s = slugOnTitle({ slug: values.slug, auto: slugAuto }, title);
      update({ ...values, title, slug: s.slug });
    },
    setSlug: (slug: string) => {
      setSlugAuto(slugOnEdit(slug).auto);
      update({ ...values, slug });
    },
    /** Puts `html` on its own line at the content box's cursor (where it was last left). */
    insertContent: (html: string) => {
      const at = refs.content.current?.selectionEnd ?? values.content.length;
      update({ ...values, content: `${values.content.slice(0, at)}\n${html}\n${values.content.slice(at)}` });
    },
    setField: <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) => update({ ...values, [key]: value }),
    submit: (e: FormEvent) => {
      e.preventDefault();
      const found = validateArticle(values);
      setErrors(found);
      const bad = firstInvalid(found);
      if (bad) return focus(bad);
      // The schedule goes as UTC: on a create only when set; on an edit only when changed (cleared: null cancels it).
      const { publishAt, ...rest } = values;
      if (!article) return create.mutate(publishAt ? { ...rest, publishAt: publishAtOf(publishAt) } : rest);
      const changed = changedFields(base.values, values);
      const schedule = 'publishAt' in changed ? { publishAt: publishAtOf(publishAt) } : {};
      edit.mutate({ id: article.id, expectedRevision: base.revision ?? undefined, ...changed, ...schedule });
    },
    resetTo,
    markStale: () => setConflict(true),
    /** The article as it is now on the server (a fresh read, whatever the cache holds). */
    fetchTheirs: () => (article ? qc.fetchQuery({ ...adminArticleQueryOptions(article.id), staleTime: 0 }) : Promise.reject(new Error(m.notFound))),
    /** Keep my values but build on their revision: the next save replaces theirs. */
    keepMine: (theirs: AdminArticleDetail) => {
      setBase({ values: valuesOf(theirs), revision: theirs.revision });
      setConflict(false);
    },
  };
}

export type ArticleEditorState = ReturnType<typeof useArticleEditor>;
