import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { underlineTab, underlineTabStates } from '../../../ui/tabs.css';

export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `${vars.border.thin} solid ${vars.color.border}`, overflowX: 'auto' });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  ...underlineTab,
  '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
  selectors: underlineTabStates,
});
export const tabCount = style({
  minWidth: vars.space.lg,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md, outline: 'none' });

export const tools = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs, maxWidth: vars.size.prose });
export const searchField = style({ flex: 1, minWidth: 0 });

export const selectAll = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const card = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});
export const check = style({ width: vars.space.md, height: vars.space.md, marginTop: vars.space.xxs, flexShrink: 0, accentColor: vars.color.primary, cursor: 'pointer' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm, rowGap: vars.space.xxs, fontSize: vars.fontSize.sm });
export const author = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const linkButton = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const note = style({ fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xxs });

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const historyList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
