import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config';
import { BadRequest, ValidationFailed } from '../errors';
import type { Actor } from '../http/actor';
import { authorizeUpload } from '../policies/inventory';
import { currentDepartmentOf } from './session';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES = ['prop', 'set', 'costume', 'production'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export interface UploadOut {
  url: string;
  filename: string;
  content_type: string;
  size: number;
  file_type: FileType;
}

/** Recognises JPEG, PNG, GIF and WebP by their first bytes; the name and declared type are not trusted. */
export function sniffImage(buffer: Buffer): { ext: string; contentType: string } | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return { ext: 'jpg', contentType: 'image/jpeg' };
  }
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  const head = buffer.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { ext: 'gif', contentType: 'image/gif' };
  if (
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}

/**
 * Stores an uploaded image under UPLOAD_DIR with a name derived from its content (the same image
 * uploaded twice is stored once), and answers the address it is served from.
 */
export async function storeImage(
  actor: Actor,
  // tsoa does not enforce a required file part, so its absence is checked here.
  file: { buffer: Buffer; size: number } | undefined,
  fileType: string,
): Promise<UploadOut> {
  authorizeUpload(actor, currentDepartmentOf(actor).id);
  if (!(FILE_TYPES as readonly string[]).includes(fileType)) {
    throw new ValidationFailed([
      {
        loc: ['body', 'file_type'],
        msg: `Must be one of: ${FILE_TYPES.join(', ')}`,
        type: 'value_error.enum',
      },
    ]);
  }
  if (!file) {
    throw new ValidationFailed([
      { loc: ['body', 'file'], msg: 'This field is required', type: 'value_error.missing' },
    ]);
  }
  const kind = sniffImage(file.buffer);
  if (!kind) throw new BadRequest('File type must be an image (JPEG, PNG, WebP or GIF)');
  const hash = crypto.createHash('sha256').update(file.buffer).digest('hex');
  const filename = `${hash}.${kind.ext}`;
  const target = path.join(config.uploadDir, filename);
  await fs.mkdir(config.uploadDir, { recursive: true });
  try {
    await fs.access(target);
  } catch {
    // Write beside, then rename: a reader never sees half a file.
    const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, file.buffer);
    await fs.rename(temp, target);
  }
  return {
    url: `${config.publicUrl}/uploads/${filename}`,
    filename,
    content_type: kind.contentType,
    size: file.size,
    file_type: fileType as FileType,
  };
}
