import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './badge.css';

export function Badge({ tone, className, ...rest }: HTMLAttributes<HTMLSpanElement> & BadgeVariants) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}
