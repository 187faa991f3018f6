import { listProductInput } from '../../../../schemas/products/commands';
import type { ProductCategory } from '../../../../schemas/products/events';
import type { StaffProductDto } from '../../../../schemas/products/queries';
import { fieldErrors, type FieldErrors } from '../../../lib/form';

/** The product editor's values: the create command's fields (ListProductInput), as the form holds them. */
export type ProductFormValues = {
  name: string;
  brand: string;
  category: ProductCategory | '';
  priceRange: string;
  description: string;
  imageUrl: string | null;
  affiliateLink: string;
};
export type ProductFormField = keyof ProductFormValues;

export const emptyProduct: ProductFormValues = { name: '', brand: '', category: '', priceRange: '', description: '', imageUrl: null, affiliateLink: '' };

export const productValues = (p: StaffProductDto): ProductFormValues => ({
  name: p.name,
  brand: p.brand,
  category: p.category,
  priceRange: p.priceRange,
  description: p.description,
  imageUrl: p.imageUrl,
  affiliateLink: p.affiliateLink ?? '',
});

/** The server's own rules and words (schemas/products/commands.ts), checked before sending. */
export const validateProduct = (v: ProductFormValues): FieldErrors<ProductFormField> => fieldErrors<ProductFormField>(listProductInput, v);

/** What a save sends: every field on a create; on an edit only those that differ from `base`. */
export function productInput(values: ProductFormValues, base: ProductFormValues | null): Record<string, unknown> {
  const all: Record<string, unknown> = { ...values, affiliateLink: values.affiliateLink.trim() || null };
  if (!base) return all;
  return Object.fromEntries(Object.entries(all).filter(([k]) => values[k as ProductFormField] !== base[k as ProductFormField]));
}
