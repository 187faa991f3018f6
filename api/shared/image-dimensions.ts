/** The kinds of image an upload may be (avatars, product images, expert photos). */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** What the first bytes say the file is, whatever its name or declared type says. */
export function sniff(buf: Buffer): ImageFormat | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * Width and height as the file's header states them, read from the bytes without any decoder,
 * so an image is measured before anything is decoded, even when its header claims sizes a
 * decoder refuses to open. Null when the header is not where the format puts it (the decoder
 * then has the last word, with its own pixel limit).
 */
export function headerDimensions(buf: Buffer, format: ImageFormat): Dimensions | null {
  switch (format) {
    case 'png':
      return pngDimensions(buf);
    case 'jpeg':
      return jpegDimensions(buf);
    case 'webp':
      return webpDimensions(buf);
    default: {
      const never: never = format;
      return never;
    }
  }
}

/** IHDR is the first chunk: width and height at bytes 16 and 20. */
function pngDimensions(b: Buffer): Dimensions | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC) hold the frame's size; every segment before it says its length. */
function jpegDimensions(b: Buffer): Dimensions | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** The first chunk after 'WEBP': VP8X (the canvas), VP8L (lossless) or VP8 (lossy key frame). */
function webpDimensions(b: Buffer): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  return null;
}
