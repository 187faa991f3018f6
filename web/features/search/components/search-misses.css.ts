import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `${vars.border.thin} solid ${vars.color.borderStrong}`,
});

export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `${vars.border.thin} solid ${vars.color.border}`, overflowWrap: 'anywhere' });

export const count = style([td, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
