import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  '@media': { [media.mobile]: { gap: vars.space.md } },
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

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    // The title link covers the card; the card draws the focus ring.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thick },
  },
});

export const description = style({ color: vars.color.textMuted, flex: 1 });

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const role = style({ color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

