/**
 * The barcode reader the scan screen uses (docs/labels-and-scanning.md, "Scanning"): the browser's
 * own BarcodeDetector where it has one, else the zxing-wasm polyfill, loaded only then and only
 * from here, so no other screen's scripts grow. Its .wasm is emitted by the build beside our
 * scripts and served by us: never a CDN (the CSP allows compiling it: 'wasm-unsafe-eval').
 */
export type ScanFormat = 'qr_code' | 'code_128';

export interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface DetectorClass {
  new (options: { formats: ScanFormat[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDetector(formats: ScanFormat[]): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const supported = (await Native.getSupportedFormats?.()) ?? formats;
  const usable = formats.filter((format) => supported.includes(format));
  return usable.length ? new Native({ formats: usable }) : null;
}

/** A detector for `formats`: the browser's, or the polyfill's (fetched the first time). */
export async function createDetector(formats: ScanFormat[]): Promise<Detector> {
  const native = await nativeDetector(formats);
  if (native) return native;
  const { BarcodeDetector, setZXingModuleOverrides } = await import(
    /* webpackChunkName: "barcode-detector" */ 'barcode-detector/ponyfill'
  );
  // The .wasm of zxing-wasm, emitted by the build as a file of ours. It must be the very version
  // barcode-detector's glue code was built for: package.json pins zxing-wasm to it, and a test
  // (detector.test.ts) checks that the two agree.
  const wasm = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path),
  });
  return new BarcodeDetector({ formats });
}
