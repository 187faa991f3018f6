import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

/** 'Nothing here yet': plain muted text, a dashed frame, or a filled panel (roomier where it stands for a whole grid). */
export const empty = recipe({
  base: { color: vars.color.textMuted },
  variants: {
    tone: {
      plain: {},
      dashed: { padding: vars.space.xl, textAlign: 'center', borderRadius: vars.radius.lg, border: `${vars.border.thin} dashed ${vars.color.borderStrong}` },
      filled: { padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center', borderRadius: vars.radius.lg, background: vars.color.surfaceMuted },
    },
    spacious: { false: {}, true: {} },
  },
  compoundVariants: [
    { variants: { tone: 'filled', spacious: true }, style: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
    { variants: { tone: 'dashed', spacious: true }, style: { padding: `${vars.space.xxl} ${vars.space.md}` } },
  ],
  defaultVariants: { tone: 'plain', spacious: false },
});
export type EmptyVariants = NonNullable<RecipeVariants<typeof empty>>;

/** A page's placeholder while it loads: skeleton lines in a column, optionally held to the reading width. */
export const loading = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: { sm: { gap: vars.space.sm }, md: { gap: vars.space.md }, lg: { gap: vars.space.lg } },
    width: { full: {}, prose: { maxWidth: vars.size.prose, marginInline: 'auto' } },
  },
  defaultVariants: { gap: 'md', width: 'full' },
});
export type LoadingVariants = NonNullable<RecipeVariants<typeof loading>>;

/** Extra space between a skeleton's heading and its body. */
export const spacer = recipe({
  variants: { size: { md: { height: vars.space.md }, lg: { height: vars.space.lg } } },
  defaultVariants: { size: 'md' },
});

export const details = style({ marginTop: vars.space.xs });

/** What went wrong, behind 'Details': as code (the forum) or as a sentence (the experts' pages). */
export const summary = recipe({
  base: { cursor: 'pointer' },
  variants: { look: { code: { fontWeight: vars.fontWeight.semibold }, text: { fontSize: vars.fontSize.sm } } },
  defaultVariants: { look: 'code' },
});
export const detailText = recipe({
  base: { overflowWrap: 'anywhere' },
  variants: {
    look: {
      code: { marginTop: vars.space.xs, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, whiteSpace: 'pre-wrap' },
      text: { fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { look: 'code' },
});
