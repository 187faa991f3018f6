import { media, vars } from '../styles/theme.css';

/*
 * Style fragments that screens' styles are built from (spread into a `style`): the layout shapes the
 * site repeats, each written once. Plain objects, so they add no class and no CSS of their own.
 */

/** Children in a column, `gap` apart, as wide as it unless `alignItems` says otherwise. */
export const flexColumn = (gap: string, alignItems?: 'flex-start' | 'center') =>
  ({ display: 'flex', flexDirection: 'column', ...(alignItems ? { alignItems } : {}), gap }) as const;

/** Children side by side, `gap` apart, centred across the row unless `alignItems` says otherwise. */
export const flexRow = (gap: string, alignItems: 'center' | 'baseline' | 'flex-start' | 'flex-end' = 'center') =>
  ({ display: 'flex', alignItems, gap }) as const;

/** A list without its bullets and indent. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A thin line in the border colour: a frame, or a rule between a block and what comes before it. */
export const hairline = `${vars.border.thin} solid ${vars.color.border}`;

/** A row ruled off from the rest of its block by a hairline on one edge (a card's footer, a panel's head), `padding` inside. */
export const ruledRow = (edge: 'top' | 'bottom', gap: string, padding: string) =>
  ({ ...flexRow(gap), padding, ...(edge === 'top' ? { borderTop: hairline } : { borderBottom: hairline }) }) as const;

/** Content centred in an inline box (icon buttons, marks). */
export const centred = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

type SplitOptions = { gap: string; alignItems?: 'start' | 'center' | 'end'; mobileGap?: string; mobileColumns?: string };

/** Columns side by side (`columns`, a grid template), stacked in one column on phones. */
export const split = (columns: string, { gap, alignItems, mobileGap, mobileColumns = 'minmax(0, 1fr)' }: SplitOptions) =>
  ({
    display: 'grid',
    gridTemplateColumns: columns,
    ...(alignItems ? { alignItems } : {}),
    gap,
    '@media': { [media.mobile]: mobileGap ? { gridTemplateColumns: mobileColumns, gap: mobileGap } : { gridTemplateColumns: mobileColumns } },
  }) as const;

/** A small uppercase label over what it names (an eyebrow, a fact's term, a menu's section). */
export const overline = (fontSize: string, letterSpacing = '0.06em') =>
  ({ fontSize, fontWeight: vars.fontWeight.bold, letterSpacing, textTransform: 'uppercase' }) as const;

/** `size` wide and tall. */
export const square = (size: string) => ({ width: size, height: size }) as const;

/** A square button around an icon, `size` wide and tall. */
export const iconBox = (size: string) => ({ ...centred, ...square(size), padding: 0 }) as const;

/** A small inline control with a label and maybe a mark (a chip, a menu trigger), `gap` between them. */
export const inlineControl = (gap: string) =>
  ({ display: 'inline-flex', alignItems: 'center', gap, minHeight: vars.size.controlSm, padding: `0 ${vars.space.sm}` }) as const;
