import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fade = vars.space.xxl;
const edges = {
  end: `linear-gradient(to right, black calc(100% - ${fade}), transparent)`,
  start: `linear-gradient(to left, black calc(100% - ${fade}), transparent)`,
  both: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
};

/**
 * A strip that scrolls sideways (tabs, the admin navigation) fades out at each edge that has more
 * to show, so a cut-off item reads as 'scroll for more' rather than as a clipped label. The edges
 * are set by `useScrollCue` (scroll-cue.ts) as data attributes.
 */
export const strip = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  selectors: {
    '&[data-more="end"]': { maskImage: edges.end, WebkitMaskImage: edges.end },
    '&[data-more="start"]': { maskImage: edges.start, WebkitMaskImage: edges.start },
    '&[data-more="both"]': { maskImage: edges.both, WebkitMaskImage: edges.both },
  },
});
