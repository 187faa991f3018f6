import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { wrappingRow } from '../../../ui/row.css';

export const tags = style({ ...wrappingRow, listStyle: 'none', padding: 0, margin: `${vars.space.lg} 0 0` });
