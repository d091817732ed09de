/**
 * Shrinks a photo in the browser before it is uploaded (docs/lending.md, "Condition at hand-over
 * and return"): a 12-megapixel phone photo is 4 to 8 MB, over the server's 5 MB limit, and far more
 * than a screen shows. The photo is decoded turned the way the camera held it (EXIF orientation),
 * drawn at most `maxSide` pixels on its longer side, and encoded as a JPEG.
 *
 * A file already small enough (bytes and pixels) is sent as it is. A browser without
 * createImageBitmap or a canvas sends the file as it is too (the server's limit still speaks). A
 * file the browser cannot decode is refused with a message a person reads.
 */

export interface ResizeOptions {
  /** the longest side of the result, in pixels (default 2048) */
  maxSide?: number;
  /** JPEG quality, 0 to 1 (default 0.85) */
  quality?: number;
  /** a file at most this big (bytes) is sent as it is, without decoding it (default 1.5 MB) */
  smallBytes?: number;
}

/** The message of a photo the browser cannot read. */
export const UNREADABLE_IMAGE =
  'This photo cannot be read: choose a JPEG, PNG or WebP image, or take the photo again';

export class UnreadableImage extends Error {
  constructor() {
    super(UNREADABLE_IMAGE);
    this.name = 'UnreadableImage';
  }
}

const DEFAULTS = { maxSide: 2048, quality: 0.85, smallBytes: 1.5 * 1024 * 1024 };
/** Kinds a canvas can redraw without losing what matters (a GIF may be animated: it goes as it is). */
const REDRAWN = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', ''];
/** Past this, a file is shrunk even when its pixels fit: the server takes 5 MB at most. */
const MAX_SENT_BYTES = 5 * 1024 * 1024;

interface Surface {
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  toBlob: (type: string, quality: number) => Promise<Blob | null>;
}

function surface(width: number, height: number): Surface | null {
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return {
      context: canvas.getContext('2d'),
      toBlob: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
    };
  }
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d'),
      toBlob: (type, quality) => canvas.convertToBlob({ type, quality }),
    };
  }
  return null;
}

/** The JPEG name of a resized photo: `IMG_0042.HEIC` → `IMG_0042.jpg`. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

export async function resizeImage(file: File, options: ResizeOptions = {}): Promise<File> {
  const { maxSide, quality, smallBytes } = { ...DEFAULTS, ...options };
  if (!REDRAWN.includes(file.type)) return file;
  if (file.size <= smallBytes) return file;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImage();
  }
  try {
    const { width, height } = bitmap;
    if (!width || !height) throw new UnreadableImage();
    const scale = Math.min(1, maxSide / Math.max(width, height));
    if (scale === 1 && file.size <= MAX_SENT_BYTES && file.type !== '' && !file.type.includes('hei'))
      return file;
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const target = surface(w, h);
    if (!target?.context) return file;
    // JPEG has no transparency: a PNG's clear parts would turn black, so they are drawn on white.
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, w, h);
    target.context.drawImage(bitmap, 0, 0, w, h);
    const blob = await target.toBlob('image/jpeg', quality);
    if (!blob) return file;
    // Never send something bigger than what was picked, when what was picked could go.
    if (blob.size >= file.size && file.size <= MAX_SENT_BYTES && scale === 1) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close?.();
  }
}
