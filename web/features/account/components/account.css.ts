import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  marginTop: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const text = style({ color: vars.color.textMuted, maxWidth: vars.size.prose });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: vars.size.form });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sessionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const sessionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});
export const sessionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const sessionDevice = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.fontWeight.semibold });

export const danger = style([section, { borderTopColor: vars.color.dangerSoft }]);
export const dangerHeading = style([heading, { color: vars.color.danger }]);

export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thick },
});
