import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { hairline, iconBox, ruledRow } from '../../../ui/layout';

export const trigger = style({
  position: 'relative',
  ...iconBox(vars.size.controlSm),
  border: hairline,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { borderColor: vars.color.primary } },
});

export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xxs})`,
  right: `calc(-1 * ${vars.space.xs})`,
  minWidth: vars.size.icon,
  height: vars.size.icon,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.size.icon,
  textAlign: 'center',
  border: `${vars.border.thick} solid ${vars.color.surface}`,
  boxSizing: 'content-box',
});

export const panel = style({
  width: `min(${vars.size.toastWidth}, calc(100vw - 2 * ${vars.space.xs}))`,
  maxHeight: `min(32rem, calc(100vh - ${vars.size.headerHeight} - ${vars.space.lg}))`,
  display: 'flex',
  flexDirection: 'column',
  padding: 0,
  overflow: 'hidden',
});

export const head = style({ ...ruledRow('bottom', vars.space.sm, `${vars.space.sm} ${vars.space.md}`), justifyContent: 'space-between' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: '1 1 auto' });

export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  },
});

export const dot = style({ flex: '0 0 auto', width: vars.space.xs, height: vars.space.xs, marginTop: vars.space.xs, borderRadius: vars.radius.pill, background: 'transparent' });
export const dotUnread = style({ background: vars.color.primary });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, fontSize: vars.fontSize.sm });
export const line = style({ overflowWrap: 'anywhere' });
export const lineUnread = style({ fontWeight: vars.fontWeight.semibold });
export const reason = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const foot = style({ padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm, textAlign: 'center' });
export const empty = style({ padding: `${vars.space.lg} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

export const linkButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'default', textDecoration: 'none' } },
});
