import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { controlFrame, controlStates } from '../../../ui/field.css';

const control = {
  width: '100%',
  ...controlFrame,
  fontSize: vars.fontSize.md,
  selectors: { ...controlStates, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
} as const;

export const textarea = style({ ...control, padding: vars.space.sm, lineHeight: vars.lineHeight.body, resize: 'vertical' });
export const select = style({ ...control, minHeight: vars.size.control, paddingInline: vars.space.sm });
