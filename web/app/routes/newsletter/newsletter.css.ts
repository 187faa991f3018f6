import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { flexColumn, split } from '../../../ui/layout';

export const page = style(flexColumn(vars.space.xl));
export const columns = style(split('minmax(0, 1fr) minmax(0, 1fr)', { gap: vars.space.xl, alignItems: 'start', mobileGap: vars.space.lg }));
export const narrow = style({ ...flexColumn(vars.space.lg), maxWidth: vars.size.prose });
