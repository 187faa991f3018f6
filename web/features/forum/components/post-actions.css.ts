import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { textarea as box } from '../../../ui/textarea.css';

/** Under a post, in the text's column: the author's Edit and Delete, or another member's Report (their labels line up with the text). */
export const bar = style({
  gridColumn: '2',
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.mobile]: { gridColumn: '1 / -1' } },
});
export const editor = style([bar, { flexDirection: 'column', alignItems: 'stretch', marginInlineStart: 0 }]);
export const textarea = style([box, { minHeight: '8rem' }]);
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
export const done = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
