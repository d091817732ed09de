/**
 * Removes uploaded images no item uses (docs/security.md): a periodic job ('sweep-uploads').
 *
 * Each upload is recorded for its department (services/files.ts). A sweep reads which images the
 * items and productions name in `image_url` and the items' photos in `url`, then per record: one its
 * department uses is kept; one it does not use is marked with the time that was first seen, and
 * forgotten once that is the grace period (UPLOAD_GRACE_HOURS) ago. An image is removed from the storage when no record is left for
 * it and nothing names it. So an image uploaded for a form not saved yet, replaced by another, or
 * left by a deleted item goes a grace period after it was last seen unused, and an image an item
 * names is never removed.
 */
import { Op, QueryTypes } from 'sequelize';
import { config } from '../config';
import { sequelize } from '../db/sequelize';
import { logger } from '../logger';
import { ConditionPhoto, UploadRecord } from '../models';
import type { JobHandler } from '../queue';
import { storage } from './storage';

/** How often the sweep runs: a record's grace period ends at most this much later than its time. */
export const UPLOAD_SWEEP_MS = 60 * 60 * 1000;

/**
 * Tables whose rows name an image, each with its department: items and productions in `image_url`,
 * and every photo of an item in `url` (a photo that is not the cover is named nowhere else).
 */
const IMAGE_COLUMNS: { table: string; column: string; where?: string }[] = [
  { table: 'props', column: 'image_url' },
  { table: 'set_pieces', column: 'image_url' },
  { table: 'costume_pieces', column: 'image_url' },
  { table: 'productions', column: 'image_url' },
  { table: 'item_photos', column: 'url' },
  // a condition photo a hand-over or return named (docs/lending.md); one still waiting is not a use
  { table: 'condition_photos', column: 'url', where: 'report_id IS NOT NULL' },
];

/** A stored image's name (`<sha256>.<ext>`); import files (`.imports/…`) and temp files are not images. */
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

const MARKER = '/uploads/';

/** The stored name an address names (`…/uploads/<name>`), or null. Any site's: kept rather than lost. */
export function uploadNameOf(url: string): string | null {
  const at = url.lastIndexOf(MARKER);
  if (at < 0) return null;
  const name = url.slice(at + MARKER.length).replace(/[?#].*$/, '');
  return IMAGE_NAME.test(name) ? name : null;
}

/** Every image an item or production names, with the departments whose rows name it. */
async function imageReferences(): Promise<Map<string, Set<number>>> {
  const references = new Map<string, Set<number>>();
  for (const { table, column, where } of IMAGE_COLUMNS) {
    const rows = await sequelize.query<{ department_id: number; image_url: string }>(
      `SELECT DISTINCT department_id, ${column} AS image_url FROM ${table} WHERE ${column} LIKE :marker${where ? ` AND ${where}` : ''}`,
      { type: QueryTypes.SELECT, replacements: { marker: `%${MARKER}%` } },
    );
    for (const row of rows) {
      const name = uploadNameOf(row.image_url);
      if (!name) continue;
      const departments = references.get(name) ?? new Set<number>();
      departments.add(Number(row.department_id));
      references.set(name, departments);
    }
  }
  return references;
}

export interface SweepResult {
  /** records made for images stored before uploads were recorded */
  recorded: number;
  /** records forgotten: unused for the grace period, or of an image no longer stored */
  forgotten: number;
  /** images removed from the storage */
  removed: string[];
}

const chunks = <T>(list: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** One sweep at `now` (tests pass a later time instead of waiting). */
export async function sweepUploads(now: Date = new Date()): Promise<SweepResult> {
  const graceStart = new Date(now.getTime() - config.uploadGraceMs);
  // Condition photos no move named within the grace period are forgotten; their images follow below.
  await ConditionPhoto.destroy({
    where: { report_id: null, created_at: { [Op.lte]: graceStart } },
  });
  const references = await imageReferences();
  const stored = new Map<string, number>();
  for await (const entry of storage.list()) if (IMAGE_NAME.test(entry.key)) stored.set(entry.key, entry.size);

  const records = await UploadRecord.findAll({
    attributes: ['id', 'filename', 'department_id', 'unreferenced_since', 'created_at'],
  });
  const recordedNames = new Set(records.map((r) => r.filename));

  // Images from before the records: for the departments whose items use them, else for none.
  const newRecords: Pick<
    UploadRecord,
    'filename' | 'department_id' | 'user_id' | 'size' | 'unreferenced_since'
  >[] = [];
  for (const [filename, size] of stored) {
    if (recordedNames.has(filename)) continue;
    const users = references.get(filename);
    if (users)
      for (const department_id of users)
        newRecords.push({ filename, department_id, user_id: null, size, unreferenced_since: null });
    else newRecords.push({ filename, department_id: null, user_id: null, size, unreferenced_since: now });
  }
  for (const chunk of chunks(newRecords)) await UploadRecord.bulkCreate(chunk);

  const used: number[] = [];
  const unused: number[] = [];
  const forget: number[] = [];
  const forgottenNames = new Set<string>();
  for (const record of records) {
    const users = references.get(record.filename);
    const isUsed =
      record.department_id === null ? users !== undefined : Boolean(users?.has(record.department_id));
    // An image gone from the storage (a failed write, a restore without it) no longer takes room; a
    // record younger than the grace period may be an upload whose write is under way.
    const missing = !stored.has(record.filename) && record.created_at <= graceStart;
    if (
      missing ||
      (!isUsed && record.unreferenced_since !== null && record.unreferenced_since <= graceStart)
    ) {
      forget.push(record.id);
      forgottenNames.add(record.filename);
    } else if (isUsed && record.unreferenced_since !== null) used.push(record.id);
    else if (!isUsed && record.unreferenced_since === null) unused.push(record.id);
  }
  for (const ids of chunks(used))
    await UploadRecord.update({ unreferenced_since: null }, { where: { id: ids } });
  for (const ids of chunks(unused))
    await UploadRecord.update({ unreferenced_since: now }, { where: { id: ids } });
  for (const ids of chunks(forget)) await UploadRecord.destroy({ where: { id: ids } });

  const removed: string[] = [];
  const candidates = [...forgottenNames].filter((name) => stored.has(name));
  if (candidates.length > 0) {
    // Read again just before removing: an item saved during the sweep keeps its image.
    const named = await imageReferences();
    for (const name of candidates) {
      if (named.has(name)) continue;
      // An upload of it again since the sweep began recorded it first: keep it.
      if ((await UploadRecord.count({ where: { filename: name } })) > 0) continue;
      await storage.remove(name);
      removed.push(name);
    }
  }
  const result = { recorded: newRecords.length, forgotten: forget.length, removed };
  if (result.recorded + result.forgotten + removed.length > 0) logger.info(result, 'upload sweep');
  return result;
}

export const sweepUploadsHandler: JobHandler<'sweep-uploads'> = {
  async run() {
    await sweepUploads();
  },
  giveUp(_data, error) {
    // The next run tries again; nothing was half done that a person must see.
    logger.error({ err: error }, 'upload sweep failed');
    return Promise.resolve();
  },
};
