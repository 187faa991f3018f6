import { skeleton } from './skeleton.css';

type SkeletonProps = { shape?: 'text' | 'title' | 'block' | 'circle'; width?: 'full' | 'half' | 'third' };

/** Decorative placeholder; the surrounding region carries the accessible "loading" label. */
export function Skeleton({ shape, width }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton({ shape, width })} />;
}
