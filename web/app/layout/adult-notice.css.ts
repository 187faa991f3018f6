import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// Fixed to the bottom edge, out of the page's flow: the notice is rendered on the server for every
// reader and removed after hydration for those who accepted it, and neither may move the page.
export const band = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.z.header,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

// On a phone the button sits beside the heading, above the text, so the band stays low (it was
// about 180 px at 375 px with the button on a row of its own).
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"heading button" "text text"',
      alignItems: 'center',
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      paddingBlock: vars.space.xs,
    },
  },
});

export const textBlock = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': { [media.mobile]: { display: 'contents' } },
});
export const text = style({ '@media': { [media.mobile]: { gridArea: 'text', margin: 0 } } });
export const accept = style({ '@media': { [media.mobile]: { gridArea: 'button' } } });
export const heading = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: 0,
  marginBottom: vars.space.xxs,
  '@media': { [media.mobile]: { gridArea: 'heading', marginBottom: 0 } },
});
