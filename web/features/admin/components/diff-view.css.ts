import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const heading = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.semibold });
export const stats = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontVariantNumeric: 'tabular-nums' });

export const scroller = style({ maxHeight: '24rem', overflow: 'auto', borderRadius: vars.radius.md, border: `${vars.border.thin} solid ${vars.color.border}` });

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });
export const th = style({
  border: 'none',
  position: 'sticky',
  top: 0,
  padding: vars.space.xs,
  textAlign: 'start',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const lineNoCol = style({ width: '3rem' });

export const lineNo = style({
  border: 'none',
  padding: `0 ${vars.space.xs}`,
  textAlign: 'end',
  verticalAlign: 'top',
  color: vars.color.textMuted,
  userSelect: 'none',
  borderInlineStart: `${vars.border.thin} solid ${vars.color.border}`,
});

const base = { border: 'none', padding: `${vars.space.xxs} ${vars.space.xs}`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

export const cell = styleVariants({
  same: base,
  removed: { ...base, background: vars.color.dangerSoft, color: vars.color.danger },
  added: { ...base, background: vars.color.successSoft, color: vars.color.success },
});
export const blank = style({ ...base, background: vars.color.surfaceMuted });

export const mark = style({ textDecoration: 'none' });
