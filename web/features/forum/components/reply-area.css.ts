import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.md})` });
export const heading = style({ fontSize: vars.fontSize.xl });

const TEXTAREA = '9rem';
/** The 'Post anonymously' option with its one-line hint (two lines on a phone). */
const OPTION = '3.5rem';

/*
 * Who is reading is known only after hydration: the server renders this slot empty at the form's
 * height, and the member's form or the anonymous prompt fills it without moving what follows.
 */
export const slot = style({ display: 'flex', flexDirection: 'column', minHeight: `calc(${TEXTAREA} + ${OPTION} + ${vars.size.controlSm} + ${vars.space.xs} * 2)` });

export const prompt = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});
export const promptActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const textarea = style({ minHeight: TEXTAREA, resize: 'vertical', lineHeight: vars.lineHeight.body });
export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const counterOver = style([counter, { color: vars.color.danger, fontWeight: vars.fontWeight.bold }]);
