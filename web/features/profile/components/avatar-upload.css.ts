import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, padding: 0, marginBottom: vars.space.xxs });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const preview = style({
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  flexShrink: 0,
});
/** The file input stays in the tab order and is announced; its label is the visible button. */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const chooser = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
