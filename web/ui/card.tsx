import type { HTMLAttributes } from 'react';
import { card, type CardVariants } from './card.css';

type CardProps = HTMLAttributes<HTMLElement> & CardVariants & { as?: 'div' | 'section' | 'article' | 'aside' };

export function Card({ as: Tag = 'div', padding, elevation, tone, stack, fill, linked, className, ...rest }: CardProps) {
  return <Tag className={[card({ padding, elevation, tone, stack, fill, linked }), className].filter(Boolean).join(' ')} {...rest} />;
}
