/**
 * The pixel size of a JPEG, PNG, GIF or WebP image, read from its header (no decoding); null when
 * the header does not say. A JPEG whose EXIF turns it a quarter keeps its stored width and height:
 * the browser sends condition photos already turned (resizeImage, docs/lending.md).
 */
export function imageSize(buffer: Buffer): { width: number; height: number } | null {
  if (buffer.length < 10) return null;
  // PNG: IHDR is the first chunk.
  if (buffer[0] === 0x89 && buffer.toString('latin1', 1, 4) === 'PNG' && buffer.length >= 24)
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
  const head = buffer.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a')
    return { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8) };
  if (buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP')
    return webpSize(buffer);
  if (buffer[0] === 0xff && buffer[1] === 0xd8) return jpegSize(buffer);
  return null;
}

function webpSize(buffer: Buffer): { width: number; height: number } | null {
  if (buffer.length < 30) return null;
  const chunk = buffer.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3) };
  if (chunk === 'VP8 ')
    return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = buffer.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

function jpegSize(buffer: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < buffer.length) {
    if (buffer[at] !== 0xff) return null;
    const marker = buffer[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start of frame (baseline, progressive, …), not DHT (c4), JPG (c8) or DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: buffer.readUInt16BE(at + 5), width: buffer.readUInt16BE(at + 7) };
    at += 2 + buffer.readUInt16BE(at + 2);
  }
  return null;
}
