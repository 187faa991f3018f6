import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} ${vars.duration.slow} ease-in-out infinite`,
    borderRadius: vars.radius.sm,
  },
  variants: {
    shape: {
      text: { height: vars.space.md, width: '100%' },
      title: { height: vars.space.xl, width: '60%' },
      block: { height: '8rem', width: '100%', borderRadius: vars.radius.lg },
      circle: { width: vars.size.avatarLg, height: vars.size.avatarLg, borderRadius: vars.radius.pill },
    },
    width: { full: {}, half: { width: '50%' }, third: { width: '33%' } },
  },
  defaultVariants: { shape: 'text', width: 'full' },
});
