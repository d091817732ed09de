import { Readable } from 'node:stream';
import type { Controller } from '@tsoa/runtime';
import { contentDisposition } from './headers';

/**
 * Answers a CSV file that is written as it is read (exports, error reports). tsoa sends a returned
 * string as JSON and pipes a stream as it is: the lines go out as a stream.
 */
export function csvDownload(
  controller: Controller,
  file: { filename: string; lines: Iterable<string> | AsyncIterable<string> },
): string {
  controller.setHeader('Content-Type', 'text/csv; charset=utf-8');
  controller.setHeader('Content-Disposition', contentDisposition(file.filename));
  return Readable.from(file.lines) as unknown as string;
}

/** Answers a PDF made in memory (label sheets: docs/labels-and-scanning.md) as a download. */
export function pdfDownload(controller: Controller, file: { filename: string; pdf: Buffer }): string {
  controller.setHeader('Content-Type', 'application/pdf');
  controller.setHeader('Content-Disposition', contentDisposition(file.filename));
  controller.setHeader('Content-Length', String(file.pdf.length));
  return Readable.from([file.pdf]) as unknown as string;
}
