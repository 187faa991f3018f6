import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  minWidth: 0,
});

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  borderBlock: `${vars.border.thin} solid ${vars.color.border}`,
});

export const back = style({ fontWeight: vars.fontWeight.semibold });
