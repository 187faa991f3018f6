const SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk (bytes 16-23, after the signature and the chunk header), or null if it is no PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.length < 24 || b.subarray(0, 8).toString('hex') !== SIGNATURE || b.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
