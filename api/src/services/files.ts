import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config';
import { logger } from '../logger';
import { BadRequest, HttpError, ValidationFailed } from '../errors';
import type { Actor } from '../domain/actor';
import { UploadRecord, type Department } from '../models';
import { authorizeUpload } from '../policies/inventory';
import { currentDepartmentOf } from './session';
import { storage, TEMP_SUFFIX } from './storage';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES = ['prop', 'set', 'costume', 'production'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** An uploaded image's type, read from its content. */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export interface UploadOut {
  /** where the image is served from: put it in an item's or production's `image_url` */
  url: string;
  /** the stored name: the SHA-256 of the content and the extension of its type */
  filename: string;
  content_type: ImageContentType;
  /**
   * bytes
   * @isInt
   */
  size: number;
  file_type: FileType;
}

/** A temp file this old is no request's any more: a crashed instance left it. */
export const STALE_TEMP_MS = 10 * 60 * 1000;

/**
 * Removes temp files a crash left in UPLOAD_DIR (run at start-up). Only stale ones: another
 * instance sharing the directory may be writing a fresh one right now. A bucket has none: an
 * object appears whole or not at all.
 */
export async function sweepStaleUploads(now = Date.now()): Promise<string[]> {
  if (config.storage.kind !== 'file') return [];
  const dir = config.storage.dir;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names.filter((n) => n.endsWith(TEMP_SUFFIX))) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile() || now - stat.mtimeMs < STALE_TEMP_MS) continue;
      await fs.rm(file, { force: true });
      removed.push(name);
    } catch {
      // gone already (another instance swept it)
    }
  }
  if (removed.length > 0) logger.info({ count: removed.length }, 'removed stale upload temp files');
  return removed;
}

/** Recognises JPEG, PNG, GIF and WebP by their first bytes; the name and declared type are not trusted. */
export function sniffImage(buffer: Buffer): { ext: string; contentType: ImageContentType } | null {
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
 * Stores an uploaded image (in UPLOAD_DIR or the bucket) with a name derived from its content (the same image
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
  // Recorded before it is stored: a sweep running now sees the record and leaves the file alone.
  const record = await recordUpload(currentDepartmentOf(actor), actor.user.id, filename, file.size);
  try {
    // Content-addressed: a name already stored holds these very bytes. Two requests writing the same
    // image at once both write it whole; the last rename or PutObject wins with identical content.
    if (!(await storage.exists(filename))) await storage.write(filename, file.buffer, kind.contentType);
  } catch (err) {
    if (record.created) await record.row.destroy();
    throw err;
  }
  return {
    url: `${config.publicUrl}/uploads/${filename}`,
    filename,
    content_type: kind.contentType,
    size: file.size,
    file_type: fileType as FileType,
  };
}

/** Megabytes as a person reads them: `500 MB`, `4.9 MB`. */
export function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** The department's images would take more room than UPLOAD_QUOTA_MB allows. */
export class UploadQuotaExceeded extends HttpError {
  constructor(department: Department, used: number, quota: number) {
    super(
      413,
      `${department.name} has used ${megabytes(used)} of its ${megabytes(quota)} for images: this image does not fit. ` +
        `Images no item uses are removed ${Math.round(config.uploadGraceMs / 3600_000)} hours after they were uploaded.`,
      'upload_quota_exceeded',
    );
  }
}

/**
 * Counts an upload against its department's quota (the sum of its records' sizes; the same image
 * again costs nothing) and records it, or refreshes its record: an image uploaded again starts a new
 * grace period. Uploads at the same moment are each checked against what was recorded before them.
 */
export async function recordUpload(
  department: Department,
  userId: number,
  filename: string,
  size: number,
): Promise<{ row: UploadRecord; created: boolean }> {
  const existing = await UploadRecord.findOne({ where: { department_id: department.id, filename } });
  if (existing) {
    await existing.update({ user_id: userId, unreferenced_since: null, updated_at: new Date() });
    return { row: existing, created: false };
  }
  const quota = config.uploadQuotaBytes;
  if (quota > 0) {
    const used = Number((await UploadRecord.sum('size', { where: { department_id: department.id } })) ?? 0);
    if (used + size > quota) throw new UploadQuotaExceeded(department, used, quota);
  }
  try {
    const row = await UploadRecord.create({
      filename,
      department_id: department.id,
      user_id: userId,
      size,
      unreferenced_since: null,
    });
    return { row, created: true };
  } catch (err) {
    // The same image from the same department at the same moment: the other request recorded it.
    const row = await UploadRecord.findOne({ where: { department_id: department.id, filename } });
    if (!row) throw err;
    return { row, created: false };
  }
}
