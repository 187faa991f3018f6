import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  transition: `box-shadow ${vars.duration.base}, border-color ${vars.duration.base}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
  },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const name = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    // Stretches the link over the card; the focus ring is drawn around the whole card.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thick },
  },
});

export const description = style({ color: vars.color.textMuted, flex: 1 });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const count = style({ fontWeight: vars.fontWeight.semibold });
export const go = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });


