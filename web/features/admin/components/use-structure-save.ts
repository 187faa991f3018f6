import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '../../../lib/form';
import { isConflict } from '../api/shared';
import { useStructureCommand, type StructureKind } from '../api/structure';
import { useToast } from '../../../ui/use-toast';

/**
 * A structure editor's save: the server's own rules (`schema`, from schemas/) checked before
 * sending, each message under its field; then a create, or an edit at the revision the item was
 * opened at (a stale one answers 409, shown with a way to load the latest version).
 */
export function useStructureSave<K extends string>(kind: StructureKind, schema: z.ZodType, item: { id: number; revision: number } | null, onDone: (message: string) => void) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const save = useStructureCommand<{ message: string }>(kind, item ? 'edit' : '', { onSuccess: (res) => onDone(res.message) });
  const submit = (values: Record<K, unknown>) => {
    const found = fieldErrors<K>(schema, values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(item ? { id: item.id, expectedRevision: item.revision, ...values } : values);
  };
  return { errors, submit, pending: save.isPending, error: save.error?.message ?? null, stale: isConflict(save.error) };
}

/** What a structure screen's row actions need: a command of its kind that toasts its answer or its refusal. */
export function useStructureToasts() {
  const toast = useToast();
  const done = (message: string) => toast({ tone: 'success', title: message });
  const failed = (err: Error) => toast({ tone: 'error', title: err.message });
  return { done, failed, handlers: { onSuccess: (r: { message: string }) => done(r.message), onError: failed } };
}
