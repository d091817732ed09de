import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// bwip-js (the labels' barcode writer, installed for the API) gives the QR code's modules.
import bwipjs from 'bwip-js';

/**
 * A y4m video (YUV 4:2:0, `C420jpeg`) for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): `text` as a QR code centred on white with a quiet zone,
 * repeated for a few frames (Chromium loops the file).
 */
export function qrVideo(text: string, { width = 640, height = 480, frames = 4 } = {}): string {
  const [symbol] = bwipjs.raw('qrcode', text, {}) as unknown as Array<{
    pixs: number[];
    pixx: number;
    pixy: number;
  }>;
  const modules = symbol.pixx;
  // Four modules of quiet zone each side; about 60 % of the frame's height.
  const scale = Math.max(2, Math.floor((height * 0.6) / (modules + 8)));
  const size = modules * scale;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (symbol.pixs[Math.floor(y / scale) * modules + Math.floor(x / scale)])
        luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-camera-')), 'camera.y4m');
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/** Chromium's arguments for a camera showing `file`, with the permission already given. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
