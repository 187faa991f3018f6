import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  height: '100%',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thin },
  },
});

export const checkbox = style({ width: vars.space.md, height: vars.space.md, marginTop: vars.space.xxs, flexShrink: 0, accentColor: vars.color.primary });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, color: vars.color.text });
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
