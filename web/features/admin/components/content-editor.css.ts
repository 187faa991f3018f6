import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { controlFrame, controlStates } from '../../../ui/field.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const fullScreen = style([frame, {
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.menu,
  borderRadius: 0,
  border: 'none',
  padding: vars.space.lg,
  '@media': { [media.mobile]: { padding: vars.space.sm } },
}]);

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minHeight: 0 });

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const tabList = style({ display: 'inline-flex', padding: vars.space.xxs, gap: vars.space.xxs, borderRadius: vars.radius.pill, background: vars.color.surfaceMuted });

export const tab = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { background: vars.color.surface, color: vars.color.primary, boxShadow: vars.shadow.sm },
  },
});

export const words = style({ marginInlineStart: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const toggle = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&[aria-pressed="true"]': { borderColor: vars.color.primary, color: vars.color.primary } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minHeight: 0, outline: 'none', selectors: { '&[hidden]': { display: 'none' } } });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const textarea = style({
  flex: 1,
  width: '100%',
  minHeight: '28rem',
  padding: vars.space.sm,
  ...controlFrame,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
  selectors: {
    ...controlStates,
    [`${fullScreen} &`]: { resize: 'none', minHeight: 0 },
  },
});

export const preview = style({
  flex: 1,
  minHeight: '28rem',
  overflowY: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.bg,
});

export const empty = style([preview, { color: vars.color.textMuted, fontStyle: 'italic' }]);

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
