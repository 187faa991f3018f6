import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const reasons = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: vars.space.xs, border: 'none', padding: 0, margin: 0 });
export const legend = style({ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.xs });
export const reason = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.controlSm, cursor: 'pointer' });
export const label = style({ fontWeight: vars.fontWeight.semibold });
