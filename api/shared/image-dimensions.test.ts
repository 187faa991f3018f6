import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerDimensions, sniff } from './image-dimensions.js';

const base = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 10, g: 120, b: 90, alpha: 0.5 } } });

/** The header reader agrees with libvips on every kind of file an upload may be. */
describe('headerDimensions', () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ['PNG', () => base(301, 257).png().toBuffer()],
    ['PNG with alpha, interlaced', () => base(123, 45, 4).png({ progressive: true }).toBuffer()],
    ['baseline JPEG with EXIF', () => base(640, 480).jpeg().withExif({ IFD0: { Make: 'Phone' } }).toBuffer()],
    ['progressive JPEG', () => base(333, 999).jpeg({ progressive: true }).toBuffer()],
    ['lossy WebP', () => base(500, 301).webp().toBuffer()],
    ['lossless WebP', () => base(1001, 17).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha (VP8X)', () => base(77, 66, 4).webp({ quality: 50 }).toBuffer()],
    ['WebP with EXIF (VP8X)', () => base(4001, 3).webp().withExif({ IFD0: { Make: 'Phone' } }).toBuffer()],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const buf = await make();
    const meta = await sharp(buf).metadata();
    expect(headerDimensions(buf, sniff(buf)!)).toEqual({ width: meta.width, height: meta.height });
  });

  it('null for a header that is not where the format puts it', () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20)]);
    expect(headerDimensions(png, 'png')).toBeNull();
    expect(headerDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'jpeg')).toBeNull();
    expect(headerDimensions(Buffer.from([0xff, 0xd8, 0xff]), 'jpeg')).toBeNull();
    expect(headerDimensions(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPXXXX', 'latin1'), Buffer.alloc(20)]), 'webp')).toBeNull();
  });
});
