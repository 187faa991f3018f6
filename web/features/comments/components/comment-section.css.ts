import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const heading = style({ fontSize: vars.fontSize.xl });

export const joinPrompt = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});


export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  paddingBlock: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const more = style({ display: 'flex', justifyContent: 'center' });

export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const skeletonRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
