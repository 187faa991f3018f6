import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../styles/theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space.lg, '@media': { [media.mobile]: { padding: vars.space.md } } },
      lg: { padding: vars.space.xl, '@media': { [media.mobile]: { padding: vars.space.lg } } },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md },
    },
    tone: {
      plain: {},
      muted: { background: vars.color.surfaceMuted },
      teal: { background: vars.color.primarySoft, borderColor: 'transparent', color: vars.color.primarySoftText },
      plum: { background: vars.color.accentSoft, borderColor: 'transparent', color: vars.color.accentSoftText },
    },
    /** The card's contents in a column, `flush` without a gap between them. */
    stack: {
      none: {},
      flush: { display: 'flex', flexDirection: 'column' },
      xs: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
      sm: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
      md: { display: 'flex', flexDirection: 'column', gap: vars.space.md },
    },
    /** As tall as its grid cell, so the cards of a row line up. */
    fill: { false: {}, true: { height: '100%' } },
    /**
     * The whole card follows one link (a `stretchedLink` inside it): it lifts on hover and draws the
     * keyboard focus ring's frame while the link has focus.
     */
    linked: {
      false: {},
      true: {
        position: 'relative',
        transition: `box-shadow ${vars.duration.base}, border-color ${vars.duration.base}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
          '&:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
        },
      },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat', tone: 'plain', stack: 'none', fill: false, linked: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

/**
 * What a stretched link covers, when it is not a linked card (a list row). Composed from here rather than
 * set in the row's own file: a page that arrives without its route's stylesheet must not have a link
 * stretched over the whole page.
 */
export const stretchedLinkHost = style({ position: 'relative' });

/** The title link of a linked card or list row: its ::after covers the whole card (one link per card), and carries the focus ring. */
export const stretchedLink = recipe({
  base: {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { outline: 'none' },
    },
  },
  variants: {
    shape: {
      card: {
        selectors: {
          '&::after': { borderRadius: vars.radius.lg },
          '&:focus-visible::after': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thick },
        },
      },
      /** A row inside a framed list: the ring is drawn inside the row, which the list clips. */
      row: {
        selectors: {
          '&:focus-visible::after': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.border.focus})` },
        },
      },
    },
  },
  defaultVariants: { shape: 'card' },
});

/** Cards side by side, as many as fit at the given smallest width (`two`: two columns, one on phones). */
export const cardGrid = recipe({
  base: { display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 },
  variants: {
    min: {
      sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
      md: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' },
      lg: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))' },
      xl: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' },
      two: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
    },
    /** A smaller gap on phones. */
    compact: { false: {}, true: { '@media': { [media.mobile]: { gap: vars.space.md } } } },
  },
  defaultVariants: { min: 'md', compact: false },
});

/** A grid cell that may shrink below its content's width (long words wrap inside the card). */
export const cardGridItem = style({ minWidth: 0 });
