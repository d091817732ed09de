/**
 * The one label renderer (docs/labels-and-scanning.md, "Printing"): any stock of stocks.ts, any
 * items. Each label: a QR code of the item's public address (`PUBLIC_URL/i/<code>`), a Code 128 of
 * the code with the code printed under it, the item's name (shortened to fit) and the department's.
 * Barcodes are encoded by bwip-js and drawn as PNGs at a whole number of pixels per module (barcodes.ts).
 */
import PDFDocument from 'pdfkit';
import { code128Png, qrPng } from './barcodes';
import { labelPosition, labelsPerPage, type LabelStock } from './stocks';

export interface LabelItem {
  code: string;
  name: string;
  department_name: string;
}

const POINTS_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * POINTS_PER_MM;

/** The Code 128 of 8 characters is 134 modules and 20 of quiet zone: at 34 mm a module is 0.22 mm. */
const MIN_BARCODE_MM = 34;

/** `PUBLIC_URL/i/<code>`: the address a label's QR code holds. */
export const itemAddress = (publicUrl: string, code: string) => `${publicUrl}/i/${code}`;

/** The text shortened with an ellipsis until it fits `width` points in the current font. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Up to two lines of the name: words that fit on the first, the rest shortened on the second. */
function nameLines(doc: PDFKit.PDFDocument, name: string, width: number): string[] {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (doc.widthOfString(clean) <= width) return [clean];
  const words = clean.split(' ');
  let first = '';
  while (words.length && doc.widthOfString(first ? `${first} ${words[0]}` : words[0]) <= width)
    first = first ? `${first} ${words.shift()}` : words.shift()!;
  if (!first) return [fitted(doc, clean, width)];
  return [first, fitted(doc, words.join(' '), width)];
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  stock: LabelStock,
  index: number,
  item: LabelItem,
  publicUrl: string,
): void {
  const { x, y } = labelPosition(stock, index);
  const { width: w, height: h } = stock.label;
  const pad = stock.padding;
  const qr = Math.min(h - 2 * pad, w - 3 * pad - MIN_BARCODE_MM);
  const qrImage = qrPng(itemAddress(publicUrl, item.code));
  const barcode = code128Png(item.code);
  doc.image(qrImage, pt(x + pad), pt(y + (h - qr) / 2), { width: pt(qr), height: pt(qr) });

  const left = x + 2 * pad + qr;
  const width = w - 3 * pad - qr;
  let top = y + pad;
  doc.font('Helvetica-Bold').fontSize(8);
  for (const line of nameLines(doc, item.name, pt(width))) {
    doc.text(line, pt(left), pt(top), { lineBreak: false });
    top += 3.2;
  }
  doc.font('Helvetica').fontSize(6);
  doc.text(fitted(doc, item.department_name, pt(width)), pt(left), pt(top + 0.3), { lineBreak: false });
  top += 2.8;

  const codeText = 2.8;
  const bottom = y + h - pad;
  // At most 12 mm tall: scanners need width, not height.
  const barHeight = Math.min(12, Math.max(4, bottom - codeText - top - 0.5));
  doc.image(barcode, pt(left), pt(bottom - codeText - barHeight), {
    width: pt(width),
    height: pt(barHeight),
  });
  doc.font('Courier-Bold').fontSize(7.5);
  doc.text(item.code, pt(left), pt(bottom - codeText + 0.3), {
    width: pt(width),
    align: 'center',
    lineBreak: false,
  });
}

/**
 * The PDF of `items`' labels on `stock`, starting after the first `skip` labels of the first sheet
 * (those already used). Pages are added as the labels need them.
 */
export async function renderLabels(
  stock: LabelStock,
  items: LabelItem[],
  options: { skip: number; publicUrl: string; title: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [pt(stock.page.width), pt(stock.page.height)],
    margin: 0,
    autoFirstPage: false,
    info: { Title: options.title, Creator: 'Scenedock' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const perPage = labelsPerPage(stock);
  let slot = options.skip;
  let pages = 0;
  for (const item of items) {
    if (slot % perPage === 0 || pages === 0) {
      doc.addPage();
      pages += 1;
    }
    drawLabel(doc, stock, slot % perPage, item, options.publicUrl);
    slot += 1;
    // A thousand labels take seconds: let other requests in between.
    if (slot % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  if (pages === 0) doc.addPage();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
