import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const demoBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const demoTitle = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const demoList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  // On a phone each value sits under its label, so an address never breaks mid-word.
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});
export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', '@media': { [media.mobile]: { marginInlineStart: 0, marginBottom: vars.space.xs } } });
