import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { bareList, flexColumn, hairline, overline } from '../../ui/layout';

export const panelHeader = style({ display: 'flex', justifyContent: 'flex-end' });

export const section = style(flexColumn(vars.space.xxs));

export const sectionTitle = style({
  fontFamily: vars.font.body,
  ...overline(vars.fontSize.xs),
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm} 0`,
});

export const list = style(bareList);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  },
});

export const divider = style({
  border: 'none',
  borderTop: hairline,
  margin: `${vars.space.sm} 0`,
});

export const authButtons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, paddingTop: vars.space.xs });
