/**
 * Reading a label PDF back in tests (docs/labels-and-scanning.md): each page's images in the order
 * the page draws them, decoded with zxing-wasm (loaded from node_modules, never from a network), and
 * the page's text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  type PDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;
function zxing() {
  if (!prepared) {
    const wasm = path.join(
      path.dirname(require.resolve('zxing-wasm/reader')),
      '../../reader/zxing_reader.wasm',
    );
    const bytes = fs.readFileSync(wasm);
    void prepareZXingModule({
      overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      fireImmediately: true,
    });
    prepared = true;
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const byte of b) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * An image XObject back as a PNG file: its Flate data with PNG predictors is the PNG's IDAT; data
 * without predictors is deflated again with a "none" filter byte per row.
 */
function imagePng(stream: PDFRawStream): Buffer {
  const dict = stream.dict;
  const num = (key: string) => (dict.lookup(PDFName.of(key)) as PDFNumber).asNumber();
  const width = num('Width');
  const height = num('Height');
  const space = dict.lookup(PDFName.of('ColorSpace'));
  const colors = space === PDFName.of('DeviceGray') ? 1 : 3;
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const predictor =
    parms instanceof PDFDict
      ? (parms.lookup(PDFName.of('Predictor')) as PDFNumber | undefined)?.asNumber()
      : 0;
  let idat = Buffer.from(stream.contents);
  if (!predictor || predictor < 10) {
    const pixels = inflateSync(idat);
    const stride = width * colors;
    const rows = Buffer.alloc((stride + 1) * height);
    for (let y = 0; y < height; y++) pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
    idat = deflateSync(rows);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colors === 1 ? 0 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function contentOf(page: PDFPage): string {
  const contents = page.node.lookup(PDFName.of('Contents'));
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => {
      const raw = s as PDFRawStream;
      const filter = raw.dict.lookup(PDFName.of('Filter'));
      return (filter ? inflateSync(Buffer.from(raw.contents)) : Buffer.from(raw.contents)).toString('latin1');
    })
    .join('\n');
}

/** The strings each TJ/Tj shows, hex or literal, in order (WinAnsi read as Latin-1). */
function textsOf(content: string): string[] {
  const out: string[] = [];
  for (const match of content.matchAll(
    /\[((?:[^\]]|\n)*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^)])*\))\s*Tj/g,
  )) {
    const body = match[1] ?? match[2];
    let text = '';
    for (const part of body.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^)])*)\)/g))
      text +=
        part[1] !== undefined
          ? Buffer.from(part[1], 'hex').toString('latin1')
          : part[2].replace(/\\(.)/g, '$1');
    out.push(text);
  }
  return out;
}

export interface LabelPage {
  /** what each image of the page decodes to, in drawing order: [format, text] */
  barcodes: [string, string][];
  texts: string[];
}

export async function readLabelPdf(pdf: Buffer): Promise<LabelPage[]> {
  zxing();
  const doc = await PDFDocument.load(pdf);
  const pages: LabelPage[] = [];
  for (const page of doc.getPages()) {
    const content = contentOf(page);
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const barcodes: [string, string][] = [];
    for (const match of content.matchAll(/\/(\S+)\s+Do/g)) {
      const stream = xobjects!.lookup(PDFName.of(match[1])) as PDFRawStream;
      // Each image is one generated barcode and nothing else: read as such ("pure"). Scanned as a
      // photo, zxing reads a few perfect Code 128s twice, once wrongly (VCDQGF7K also as VCDQG"7K).
      const found = await readBarcodes(new Uint8Array(imagePng(stream)), {
        formats: ['QRCode', 'Code128'],
        tryHarder: false,
        isPure: true,
      });
      expect(found).toHaveLength(1);
      barcodes.push([found[0].format, found[0].text]);
    }
    pages.push({ barcodes, texts: textsOf(content) });
  }
  return pages;
}
