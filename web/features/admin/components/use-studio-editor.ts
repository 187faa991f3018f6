import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldErrors } from '../../../lib/form';
import { useToast } from '../../../ui/use-toast';
import { isConflict } from '../api/shared';
import { useLeaveGuard } from './use-leave-guard';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ from the base: what an edit sends. */
export function changedValues<V extends Record<string, unknown>>(base: V, values: V): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => !same(v, base[k]))) as Partial<V>;
}

type Save = { mutate: (input: Record<string, unknown>) => void; isPending: boolean };

/**
 * A studio editor's state (experts, interviews), as the article editor's: values and the baseline
 * they started from, validation on submit (then live), saving a create or an edit with
 * `expectedRevision` ('Saving...'), a stale save's conflict (409) and the leave guard (Cancel asks).
 */
export function useStudioEditor<V extends Record<string, unknown>, K extends string>(opts: {
  initial: V;
  revision: number | null;
  id: number | null;
  validate: (values: V) => FieldErrors<K>;
  listPath: string;
  toInput?: (values: Partial<V>) => Record<string, unknown>;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [base, setBase] = useState({ values: opts.initial, revision: opts.revision });
  const [values, setValues] = useState<V>(opts.initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [conflict, setConflict] = useState(false);
  const dirty = !same(base.values, values);
  const guard = useLeaveGuard(dirty);
  const toInput = opts.toInput ?? ((v: Partial<V>) => v);

  const update = (next: V) => {
    setValues(next);
    if (Object.keys(errors).length) setErrors(opts.validate(next));
  };
  const onSaved = (message: string) => {
    toast({ tone: 'success', title: message });
    guard.allow();
    navigate(opts.listPath);
  };
  const onFailed = (err: Error) => {
    if (isConflict(err)) setConflict(true);
    else toast({ tone: 'error', title: err.message });
  };
  return {
    values,
    errors,
    dirty,
    guard,
    conflict,
    revision: base.revision,
    setField: <F extends keyof V>(key: F, value: V[F]) => update({ ...values, [key]: value }),
    setValues: update,
    onSaved,
    onFailed,
    /** Starts over from the item as it now is (after a restore, or 'Reload' on a conflict). */
    resetTo: (v: V, revision: number) => {
      setBase({ values: v, revision });
      setValues(v);
      setErrors({});
      setConflict(false);
    },
    markStale: () => setConflict(true),
    submit: (save: Save) => (e: FormEvent) => {
      e.preventDefault();
      const found = opts.validate(values);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) {
        document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      if (opts.id === null) save.mutate(toInput(values));
      else save.mutate({ id: opts.id, expectedRevision: base.revision ?? undefined, ...toInput(changedValues(base.values, values)) });
    },
  };
}

export type StudioEditorState<V extends Record<string, unknown>, K extends string> = ReturnType<typeof useStudioEditor<V, K>>;
