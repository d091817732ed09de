import { codeFromScan, codePath, normalizeCode } from './codes';

describe('codes as scanned and typed', () => {
  it('reads a code the way the API does: any case, dashes and spaces ignored, I/L as 1, O as 0', () => {
    expect(normalizeCode('7k3m-9q2x')).toBe('7K3M9Q2X');
    expect(normalizeCode(' 7K3M 9Q2X ')).toBe('7K3M9Q2X');
    expect(normalizeCode('IL0O-ABCD')).toBe('1100ABCD');
    expect(normalizeCode('7K3M9Q2')).toBeNull();
    expect(normalizeCode('7K3M9Q2U')).toBeNull();
  });

  it('takes the code from a label QR address or a bare Code 128, nothing else', () => {
    expect(codeFromScan('https://scenedock.district.example/i/7K3M9Q2X')).toBe('7K3M9Q2X');
    expect(codeFromScan('http://10.0.0.5:3000/i/7k3m9q2x/?utm=1')).toBe('7K3M9Q2X');
    expect(codeFromScan('7K3M9Q2X')).toBe('7K3M9Q2X');
    expect(codeFromScan('https://example.com/products/123')).toBeNull();
    expect(codeFromScan('4006381333931')).toBeNull();
    expect(codePath('7K3M9Q2X')).toBe('/i/7K3M9Q2X');
  });
});
