import { skeleton } from './skeleton.css';

type SkeletonProps = { shape?: 'text' | 'title' | 'block' | 'circle'; width?: 'full' | 'half' | 'third' };

/** Decorative placeholder; the surrounding region carries the accessible "loading" label. */
export function Skeleton({ shape, width }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton({ shape, width })} />;
}

/** A placeholder's lines, top to bottom: a full `text` line, a `half` or `third` one, a `title`, a `block`, a `circle`. */
export type SkeletonLine = 'text' | 'half' | 'third' | 'title' | 'block' | 'circle';

const LINES: Record<SkeletonLine, SkeletonProps> = {
  text: {},
  half: { width: 'half' },
  third: { width: 'third' },
  title: { shape: 'title' },
  block: { shape: 'block' },
  circle: { shape: 'circle' },
};

/** Skeletons in a row of lines, as the content they stand for will be laid out. */
export function SkeletonLines({ lines }: { lines: readonly SkeletonLine[] }) {
  return lines.map((line, i) => <Skeleton key={i} {...LINES[line]} />);
}
