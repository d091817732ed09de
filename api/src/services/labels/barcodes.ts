/**
 * The two barcodes of a label as PNG images (docs/labels-and-scanning.md, "Printing"). bwip-js
 * encodes them (`raw`: the QR code's modules, the Code 128's bar widths); the PNG is written here,
 * 8-bit grey without alpha, a whole number of pixels per module, so pdfkit embeds its data as it is.
 * (bwip-js's own PNGs carry alpha, which pdfkit splits off image by image: 17 s for 1000 labels.)
 */
import { deflateSync } from 'node:zlib';
import bwipjs from 'bwip-js';

const raw = (options: Record<string, unknown>) =>
  (bwipjs as unknown as { raw(o: Record<string, unknown>): Record<string, unknown>[] }).raw(options)[0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of `width` × `height` pixels; `dark(x, y)` says which are black. */
function greyPng(width: number, height: number, dark: (x: number, y: number) => boolean): Buffer {
  const stride = width + 1;
  const pixels = Buffer.alloc(stride * height, 255);
  for (let y = 0; y < height; y++) {
    pixels[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) if (dark(x, y)) pixels[y * stride + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const QR_QUIET = 4;
const QR_PIXELS_PER_MODULE = 8;

/** A QR code (error correction M) of `text`, with its quiet zone. */
export function qrPng(text: string): Buffer {
  const { pixs, pixx, pixy } = raw({ bcid: 'qrcode', text, eclevel: 'M' }) as {
    pixs: number[];
    pixx: number;
    pixy: number;
  };
  const side = (pixx + 2 * QR_QUIET) * QR_PIXELS_PER_MODULE;
  return greyPng(side, (pixy + 2 * QR_QUIET) * QR_PIXELS_PER_MODULE, (x, y) => {
    const mx = Math.floor(x / QR_PIXELS_PER_MODULE) - QR_QUIET;
    const my = Math.floor(y / QR_PIXELS_PER_MODULE) - QR_QUIET;
    return mx >= 0 && my >= 0 && mx < pixx && my < pixy && pixs[my * pixx + mx] === 1;
  });
}

const BAR_QUIET = 10;
const BAR_PIXELS_PER_MODULE = 4;
const BAR_ROWS = 48;

/** A Code 128 of `text` with its quiet zones: the image is stretched to the label's bar height. */
export function code128Png(text: string): Buffer {
  const { sbs } = raw({ bcid: 'code128', text }) as { sbs: number[] };
  const dark = new Uint8Array(sbs.reduce((a, b) => a + b, 0) + 2 * BAR_QUIET);
  let at = BAR_QUIET;
  sbs.forEach((widthInModules, i) => {
    if (i % 2 === 0) dark.fill(1, at, at + widthInModules);
    at += widthInModules;
  });
  return greyPng(
    dark.length * BAR_PIXELS_PER_MODULE,
    BAR_ROWS,
    (x) => dark[Math.floor(x / BAR_PIXELS_PER_MODULE)] === 1,
  );
}
