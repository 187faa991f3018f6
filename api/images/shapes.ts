import { fnv1a } from '../../schemas/articles/images.js';
import { mulberry32 } from '../shared/prng.js';

/** A seeded PRNG (mulberry32): the same seed always draws the same picture. */
export const prng = (seedText: string): (() => number) => mulberry32(Number.parseInt(fnv1a(seedText), 16));

/** A number in [min, max) from the generator, rounded to one decimal (short, stable SVG). */
export const between = (rnd: () => number, min: number, max: number) => Math.round((min + rnd() * (max - min)) * 10) / 10;

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A smooth closed blob around (cx, cy): `points` radii between 80% and 110% of `radius`,
 * joined by cubic curves through a Catmull-Rom spline, so the outline has no corners.
 */
export function blobPath(rnd: () => number, cx: number, cy: number, radius: number, points = 6): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const r = radius * (0.8 + rnd() * 0.3);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  const at = (i: number) => pts[(i + points) % points]!;
  let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0]!)} ${r1(c1[1]!)} ${r1(c2[0]!)} ${r1(c2[1]!)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d}Z`;
}

/** A gentle wave across the width at height `y`, for a line that leads the eye. */
export function wavePath(rnd: () => number, width: number, y: number, amplitude: number): string {
  const a = amplitude * between(rnd, 0.7, 1.3);
  // Both ends lie outside the picture, so the line enters and leaves it without a visible turn.
  return `M-20 ${r1(y)}C${r1(width * 0.2)} ${r1(y - a)} ${r1(width * 0.4)} ${r1(y + a)} ${r1(width * 0.6)} ${r1(y)}S${r1(width * 0.9)} ${r1(y - a * 0.6)} ${r1(width + 20)} ${r1(y)}`;
}

/** Text and attribute values in SVG markup. */
export const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
