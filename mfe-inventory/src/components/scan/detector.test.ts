import fs from 'node:fs';
import path from 'node:path';

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}

/** Where node finds `name` from this folder (the packages' exports maps do not list package.json). */
function packageDir(name: string, from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed`);
  }
}
const manifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

describe('the scanner polyfill', () => {
  it('loads the zxing-wasm build barcode-detector was made for: its glue code and our .wasm file agree', () => {
    const polyfill = packageDir('barcode-detector');
    // No copy of its own under barcode-detector: the one the build takes the .wasm from is the one it runs.
    expect(fs.existsSync(path.join(polyfill, 'node_modules', 'zxing-wasm'))).toBe(false);
    const zxing = packageDir('zxing-wasm');
    expect(manifest(zxing).version).toBe(manifest(polyfill).dependencies?.['zxing-wasm']);
    expect(fs.existsSync(path.join(zxing, 'dist', 'reader', 'zxing_reader.wasm'))).toBe(true);
  });
});
