import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { headingMark } from './typography';

import { text as tone } from '../styles/sprinkles.css';

export { centeredMessage as frame } from '../styles/sprinkles.css';

export const code = style({ ...headingMark(vars.fontSize.display), color: vars.color.accent, lineHeight: vars.lineHeight.tight });

export const title = style({ fontSize: vars.fontSize.xxl });

export const text = tone.muted;
