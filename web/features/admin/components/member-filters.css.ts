import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** As tall as the search field beside it, so the two line up. */
export const roleSelect = style({ minHeight: vars.size.control });
