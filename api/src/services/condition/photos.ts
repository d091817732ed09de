/**
 * Photos of a condition report (docs/lending.md, "Condition at hand-over and return"): uploaded one
 * by one before the move (`POST /condition-photos`), checked as item images are (by their content, at
 * most 5 MB, counted in the department's upload quota), then named by the move's `photo_ids`. A
 * photo no report took is swept with other unused uploads (services/uploadSweep.ts).
 */
import crypto from 'node:crypto';
import { config } from '../../config';
import { BadRequest, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { imageSize } from '../../lib/imageSize';
import { ConditionPhoto } from '../../models';
import { authorizeUpload } from '../../policies/inventory';
import { recordUpload, sniffImage } from '../files';
import { currentDepartmentOf } from '../session';
import { storage } from '../storage';

export async function uploadConditionPhoto(
  actor: Actor,
  file: { buffer: Buffer; size: number } | undefined,
): Promise<ConditionPhoto> {
  const department = currentDepartmentOf(actor);
  authorizeUpload(actor, department.id);
  if (!file)
    throw new ValidationFailed([
      { loc: ['body', 'file'], msg: 'This field is required', type: 'value_error.missing' },
    ]);
  const kind = sniffImage(file.buffer);
  if (!kind) throw new BadRequest('File type must be an image (JPEG, PNG, WebP or GIF)');
  const size = imageSize(file.buffer);
  if (!size || size.width < 1 || size.height < 1)
    throw new BadRequest('This image cannot be read: take the photo again or choose another one');
  const filename = `${crypto.createHash('sha256').update(file.buffer).digest('hex')}.${kind.ext}`;
  // Recorded before it is stored, as every upload is (services/files.ts): the sweep leaves it alone.
  const record = await recordUpload(department, actor.user.id, filename, file.size);
  try {
    if (!(await storage.exists(filename))) await storage.write(filename, file.buffer, kind.contentType);
  } catch (err) {
    if (record.created) await record.row.destroy();
    throw err;
  }
  return ConditionPhoto.create({
    department_id: department.id,
    report_id: null,
    file_key: filename,
    url: `${config.publicUrl}/uploads/${filename}`,
    width: size.width,
    height: size.height,
    bytes: file.size,
    uploaded_by: actor.user.id,
  });
}
