import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
export { visuallyHidden as hidden } from '../../../styles/sprinkles.css';

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 'none', padding: 0, margin: 0, minHeight: vars.size.controlSm });
export const choice = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, cursor: 'pointer', overflowWrap: 'anywhere' });
export const moved = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontStyle: 'italic' });
