import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const nav = style({ borderBottom: `${vars.border.thin} solid ${vars.color.border}` });

export const list = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, width: 'max-content' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  marginBottom: `calc(${vars.border.thin} * -1)`,
  borderBottom: `${vars.border.focus} solid transparent`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});
