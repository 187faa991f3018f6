import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { controlFrame, controlStates } from './field.css';

/** A multi-line text box with the inputs' frame: reports' details, a post's or a review's edit (issue 29). */
export const textarea = style({
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: vars.space.sm,
  ...controlFrame,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
  selectors: controlStates,
});
