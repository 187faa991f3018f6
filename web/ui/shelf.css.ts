import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { flexColumn, flexRow } from './layout';

export const section = style({ ...flexColumn(vars.space.lg), minWidth: 0 });
export const head = style({ ...flexRow(vars.space.sm, 'baseline'), flexWrap: 'wrap', justifyContent: 'space-between' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const more = style({ fontWeight: vars.fontWeight.semibold });
