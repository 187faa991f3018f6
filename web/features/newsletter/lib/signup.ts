import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';

/*
 * The signup form's checks without zod: the form is on the home page's first visit, which carries no
 * zod (docs/pages.md, the first visit's bytes). The address rule is zod's own `z.email()` pattern (zod 4),
 * so the form refuses exactly what the server's schema refuses.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;

export const isValidEmail = (value: string): boolean => {
  const v = value.trim();
  return v.length <= EMAIL_MAX && EMAIL.test(v);
};

export type SignupValues = { email: string; categoryIds: readonly number[]; privacy: boolean };
export type SignupField = 'email' | 'categories' | 'privacy';
export type SignupErrors = Partial<Record<SignupField, string>>;

/** SPEC 5, in the form's order (the first one is the field focused after a failed submit). */
export function validateSignup(v: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (!isValidEmail(v.email)) errors.email = m.formEmail;
  if (v.categoryIds.length === 0) errors.categories = m.formCategory;
  if (!v.privacy) errors.privacy = m.formPrivacy;
  return errors;
}

export const SIGNUP_FIELDS: readonly SignupField[] = ['email', 'categories', 'privacy'];
export const firstError = (errors: SignupErrors): SignupField | null => SIGNUP_FIELDS.find((f) => errors[f]) ?? null;

/** The categories flagged default, the form's starting choice once the categories are known. */
export const defaultSelection = (categories: readonly { id: number; isDefault: boolean }[]): number[] =>
  categories.filter((c) => c.isDefault).map((c) => c.id);

/** Adds or removes `id`, keeping the list in the categories' order and free of repeats. */
export function toggleId(ids: readonly number[], id: number, on: boolean, order: readonly number[]): number[] {
  const set = new Set(ids);
  if (on) set.add(id);
  else set.delete(id);
  return order.filter((x) => set.has(x));
}
