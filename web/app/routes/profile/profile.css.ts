import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '56rem' });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: `${vars.border.focus} solid transparent`,
  marginBottom: `calc(${vars.border.thin} * -1)`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { flex: 1, paddingInline: vars.space.xs } },
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const panel = style({ outline: 'none' });
export const panelIntro = style({ color: vars.color.textMuted, marginBottom: vars.space.lg, maxWidth: vars.size.prose });
