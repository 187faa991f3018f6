import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { flexColumn, flexRow } from '../../../ui/layout';

export const area = style(flexColumn(vars.space.md));

/*
 * The bar is rendered empty on the server (who is reading is known only in the browser) and filled
 * after hydration with the member's toggle or the anonymous prompt. Its height is reserved for the
 * taller of the two, so filling it moves nothing below: one line and a button wide, two lines of text
 * above a button narrow.
 */
export const bar = style({
  ...flexRow(vars.space.md),
  justifyContent: 'space-between',
  minHeight: vars.size.control,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'center',
      gap: vars.space.sm,
      minHeight: `calc(${vars.size.control} + ${vars.space.sm} + 2 * ${vars.lineHeight.body} * ${vars.fontSize.md})`,
    },
  },
});

export const prompt = style({ fontWeight: vars.fontWeight.medium });

