import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  transition: `box-shadow ${vars.duration.base}, border-color ${vars.duration.base}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
  },
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

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

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.02em' });

export const excerpt = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const mark = style({
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
  fontWeight: vars.fontWeight.semibold,
});
