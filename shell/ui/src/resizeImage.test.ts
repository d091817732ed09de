import { resizeImage, UNREADABLE_IMAGE } from './resizeImage';

const MB = 1024 * 1024;

/** A file of `bytes` bytes (its content does not matter: decoding is mocked). */
const photo = (bytes: number, type = 'image/jpeg', name = 'IMG_0042.jpg') =>
  new File([new Uint8Array(bytes)], name, { type });

const drawn: { width: number; height: number; args: unknown[] }[] = [];
let encoded: { type: string; quality: number } | null = null;
const bitmapOf = (width: number, height: number) => ({ width, height, close: jest.fn() });

beforeEach(() => {
  drawn.length = 0;
  encoded = null;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: (...args: unknown[]) => drawn.push({ width: this.width, height: this.height, args }),
    } as unknown as CanvasRenderingContext2D;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    encoded = { type: type!, quality: quality! };
    callback(new Blob([new Uint8Array(800 * 1024)], { type: type! }));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe('resizeImage', () => {
  it('shrinks a 12-megapixel phone photo to 2048 px on its longer side, as a JPEG, turned as taken', async () => {
    const decode = jest.fn().mockResolvedValue(bitmapOf(4032, 3024));
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = decode;
    const big = photo(7 * MB, 'image/jpeg', 'IMG_0042.HEIC.jpeg');
    const out = await resizeImage(big, { maxSide: 2048, quality: 0.85 });
    expect(decode).toHaveBeenCalledWith(big, { imageOrientation: 'from-image' });
    expect(drawn).toEqual([{ width: 2048, height: 1536, args: [expect.anything(), 0, 0, 2048, 1536] }]);
    expect(encoded).toEqual({ type: 'image/jpeg', quality: 0.85 });
    expect(out).not.toBe(big);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('IMG_0042.HEIC.jpg');
    expect(out.size).toBe(800 * 1024);
    expect(out.size).toBeLessThan(5 * MB);
    expect((await decode.mock.results[0].value).close).toHaveBeenCalled();
  });

  it('keeps a portrait photo’s shape (the longer side is its height)', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest
      .fn()
      .mockResolvedValue(bitmapOf(3000, 4000));
    await resizeImage(photo(6 * MB));
    expect(drawn[0]).toMatchObject({ width: 1536, height: 2048 });
  });

  it('sends a file already small enough as it is, without decoding it', async () => {
    const decode = jest.fn();
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = decode;
    const small = photo(300 * 1024);
    expect(await resizeImage(small)).toBe(small);
    expect(decode).not.toHaveBeenCalled();
  });

  it('sends a file whose pixels fit and whose size the server takes as it is', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest
      .fn()
      .mockResolvedValue(bitmapOf(1600, 1200));
    const fits = photo(2 * MB);
    expect(await resizeImage(fits)).toBe(fits);
    expect(drawn).toHaveLength(0);
  });

  it('refuses a file the browser cannot decode with a clear message', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest
      .fn()
      .mockRejectedValue(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    await expect(resizeImage(photo(3 * MB))).rejects.toThrow(UNREADABLE_IMAGE);
  });

  it('leaves a GIF (maybe animated) alone, and sends the file as it is where the browser cannot resize', async () => {
    const gif = photo(3 * MB, 'image/gif', 'a.gif');
    expect(await resizeImage(gif)).toBe(gif);
    const big = photo(7 * MB);
    expect(await resizeImage(big)).toBe(big);
  });
});
