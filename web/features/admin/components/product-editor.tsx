import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { productCategories, productCategoryLabels } from '../../../../schemas/products/events';
import { productMessages, staffProductMessages as m } from '../../../../schemas/products/messages';
import type { StaffProductDto } from '../../../../schemas/products/queries';
import type { FieldErrors } from '../../../lib/form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { useDeleteProduct, useSaveProduct, useStaffProduct } from '../api/catalogue';
import { isConflict } from '../api/shared';
import { emptyProduct, productInput, productValues, validateProduct, type ProductFormField, type ProductFormValues } from '../lib/product-form';
import { CatalogueHistory } from './catalogue-history';
import * as styles from './catalogue.css';
import { ConfirmDialog } from './confirm-dialog';
import { SelectField, TextAreaField } from './form-fields';
import { ProductImageField } from './product-image-field';
import { useLeaveGuard } from './use-leave-guard';

const CANCEL_TEXT = 'Are you sure you want to cancel? Any unsaved changes will be lost.';
const LIST = '/admin/products';

/**
 * The product create / edit page body, as the article editor: the fields (the seeder's
 * ListProductInput), the image with upload progress and preview, Cancel (asks when there are
 * unsaved changes) and 'Save Product' ('Saving...'); on the edit page, a stale save's notice with
 * 'Reload', Delete and the history.
 */
export function ProductEditor({ product }: { product?: StaffProductDto }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [base, setBase] = useState({ values: product ? productValues(product) : null, revision: product?.revision ?? null });
  const [values, setValues] = useState<ProductFormValues>(base.values ?? emptyProduct);
  const [errors, setErrors] = useState<FieldErrors<ProductFormField>>({});
  const [conflict, setConflict] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(base.values ?? emptyProduct);
  const guard = useLeaveGuard(dirty);
  const latest = useStaffProduct(product?.id ?? 0, false);
  const done = (message: string) => {
    toast({ tone: 'success', title: message });
    guard.allow();
    navigate(LIST);
  };
  const save = useSaveProduct(product ? 'edit' : 'create', {
    onSuccess: (res) => done(res.message),
    onError: (err) => (isConflict(err) ? setConflict(true) : toast({ tone: 'error', title: `Failed to save product: ${err.message}` })),
  });
  const remove = useDeleteProduct({ onSuccess: (res) => done(res.message), onError: (err) => { setDeleting(false); toast({ tone: 'error', title: err.message }); } });
  const set = <K extends ProductFormField>(key: K, value: ProductFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (Object.keys(errors).length) setErrors(validateProduct(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateProduct(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    const input = productInput(values, base.values);
    save.mutate(product ? { id: product.id, expectedRevision: base.revision ?? undefined, ...input } : input);
  };
  /** Starts over from the product as the server now has it (after 'Reload' on a conflict, or a restore). */
  const startOver = (p: StaffProductDto) => {
    const v = productValues(p);
    setBase({ values: v, revision: p.revision });
    setValues(v);
    setConflict(false);
  };
  const reload = async () => {
    const fresh = await latest.refetch();
    if (!fresh.data) return toast({ tone: 'error', title: 'Could not load the latest version' });
    startOver(fresh.data);
  };
  const busy = save.isPending || uploading;
  return (
    <div className={styles.page}>
      {conflict ? (
        <Alert tone="warning" live>
          {m.stale} <Button size="sm" tone="secondary" onClick={() => void reload()}>Reload</Button>
        </Alert>
      ) : null}
      <form className={styles.layout} onSubmit={submit} noValidate aria-label={product ? 'Edit product' : 'Create product'}>
        <fieldset className={styles.panel} disabled={save.isPending}>
          <legend className={styles.legend}>Details</legend>
          <Field label="Name" name="name" required placeholder="Enter product name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
          <div className={styles.twoUp}>
            <Field label="Brand" name="brand" required value={values.brand} error={errors.brand} onChange={(e) => set('brand', e.target.value)} />
            <SelectField label="Category" name="category" required value={values.category} error={errors.category} onChange={(e) => set('category', e.target.value as ProductFormValues['category'])}>
              <option value="" disabled>Choose a category</option>
              {productCategories.map((c) => <option key={c} value={c}>{productCategoryLabels[c]}</option>)}
            </SelectField>
          </div>
          <Field label="Price range" name="priceRange" required placeholder="$20-$40" value={values.priceRange} error={errors.priceRange} onChange={(e) => set('priceRange', e.target.value)} />
          <TextAreaField label="Description" name="description" rows={6} required value={values.description} error={errors.description} onChange={(e) => set('description', e.target.value)} />
          <Field
            label="Affiliate link" name="affiliateLink" type="url" inputMode="url" placeholder="https://" value={values.affiliateLink} error={errors.affiliateLink}
            hint={<>An https:// address, or empty. The &lsquo;Check Price&rsquo; link is shown with: <em>{productMessages.affiliateDisclosure}</em></>}
            onChange={(e) => set('affiliateLink', e.target.value)}
          />
        </fieldset>
        <div className={styles.page}>
          <ProductImageField value={values.imageUrl} onChange={(url) => set('imageUrl', url)} disabled={save.isPending} onBusy={setUploading} />
          {errors.imageUrl ? <p className={styles.error}>{errors.imageUrl}</p> : null}
          <div className={styles.actions}>
            <Button tone="secondary" onClick={() => guard.go(LIST)} disabled={save.isPending}>Cancel</Button>
            <Button type="submit" disabled={busy}>{save.isPending ? 'Saving...' : 'Save Product'}</Button>
          </div>
          {product && dirty ? <p className={styles.unsaved} role="status">Unsaved changes</p> : null}
          {product ? (
            <p className={styles.danger}>
              Remove it from the product pages and lists.
              <Button tone="danger" size="sm" onClick={() => setDeleting(true)} disabled={busy}>Delete product</Button>
            </p>
          ) : null}
          {product ? (
            <CatalogueHistory
              type="products" id={product.id} revision={base.revision ?? product.revision} dirty={dirty}
              onRestored={(res) => { if ('product' in res) startOver(res.product); }}
            />
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => { if (!open) guard.stay(); }}
        title="Discard your changes?"
        description={CANCEL_TEXT}
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        tone="danger"
        onConfirm={guard.leave}
      />
      {product ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title="Delete this product?"
          description={`"${product.name}" will leave the product pages and lists. Its reviews stay in the record.`}
          confirmLabel="Delete product"
          pendingLabel="Deleting..."
          tone="danger"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: product.id, expectedRevision: base.revision ?? undefined })}
        />
      ) : null}
    </div>
  );
}
