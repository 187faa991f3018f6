import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const nav = style({ marginBottom: vars.space.xl, minWidth: 0 });

// The chip row is shared by every filter of the site.
export { chipList as list, chip } from '../../../ui/chips.css';
