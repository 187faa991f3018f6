import { useState, type FormEvent } from 'react';
import { defineCriterionInput } from '../../../../schemas/products/commands';
import { productCategories, productCategoryLabels, type ProductCategory } from '../../../../schemas/products/events';
import { staffCriterionMessages as m } from '../../../../schemas/products/messages';
import type { StaffCriterionDto } from '../../../../schemas/products/queries';
import { fieldErrors } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { useSaveCriterion } from '../api/catalogue';
import { isConflict } from '../api/shared';
import * as styles from './catalogue.css';
import { ConfirmDialog } from './confirm-dialog';

type Values = { name: string; categories: ProductCategory[] };
const CANCEL_TEXT = 'Are you sure you want to cancel? Any unsaved changes will be lost.';

/**
 * A criterion's name and the product categories it is rated for: a new one, or an edit sent at
 * the revision it was opened with (a stale one shows the 409's words and reloads). Cancel asks
 * first when something changed.
 */
export function CriterionForm({ criterion, onDone, onStale }: { criterion?: StaffCriterionDto; onDone: () => void; onStale?: () => void }) {
  const toast = useToast();
  const start: Values = { name: criterion?.name ?? '', categories: criterion?.categories ?? [] };
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<{ name?: string; categories?: string }>({});
  const [asking, setAsking] = useState(false);
  const [stale, setStale] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(start);
  const save = useSaveCriterion(criterion ? 'edit' : 'create', {
    onSuccess: (res) => {
      toast({ tone: 'success', title: res.message });
      setValues({ name: '', categories: [] });
      onDone();
    },
    onError: (err) => (isConflict(err) ? setStale(true) : toast({ tone: 'error', title: `Failed to save criterion: ${err.message}` })),
  });
  const toggle = (c: ProductCategory, on: boolean) => {
    const categories = productCategories.filter((x) => (x === c ? on : values.categories.includes(x)));
    setValues({ ...values, categories });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors<'name' | 'categories'>(defineCriterionInput, values);
    setErrors(found);
    if (found.name || found.categories) return;
    if (!criterion) return save.mutate(values);
    const changed = {
      ...(values.name.trim() !== criterion.name ? { name: values.name } : {}),
      ...(JSON.stringify(values.categories) !== JSON.stringify(criterion.categories) ? { categories: values.categories } : {}),
    };
    if (!Object.keys(changed).length) return onDone();
    save.mutate({ id: criterion.id, expectedRevision: criterion.revision, ...changed });
  };
  const title = criterion ? `Edit “${criterion.name}”` : 'New criterion';
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={title}>
      <h2 className={styles.legend}>{title}</h2>
      {stale ? (
        <Alert tone="warning" live>
          {m.stale} <Button size="sm" tone="secondary" onClick={() => { setStale(false); onStale?.(); }}>Reload</Button>
        </Alert>
      ) : null}
      <fieldset className={styles.group} disabled={save.isPending}>
        <Field label="Name" name="name" required placeholder="e.g. Ease of Use" value={values.name} error={errors.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
        <fieldset className={styles.checks} aria-describedby={errors.categories ? 'criterion-categories-error' : undefined}>
          <legend className={styles.checksLegend}>Rated for</legend>
          {productCategories.map((c) => (
            <Checkbox key={c} label={productCategoryLabels[c]} name="categories" checked={values.categories.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
          ))}
        </fieldset>
        {errors.categories ? <p id="criterion-categories-error" className={styles.error}>{errors.categories}</p> : null}
      </fieldset>
      <div className={styles.actions}>
        {criterion || dirty ? <Button tone="secondary" onClick={() => (dirty ? setAsking(true) : onDone())} disabled={save.isPending}>Cancel</Button> : null}
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Criterion'}</Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Discard your changes?"
        description={CANCEL_TEXT}
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        tone="danger"
        onConfirm={() => { setAsking(false); setValues(start); onDone(); }}
      />
    </form>
  );
}
