import { act, render } from '@testing-library/react';
import { useBarcodeScanner, type BarcodeScannerOptions } from './useBarcodeScanner';

let shown: string[] = [];
let decoding = 0;
let overlapped = false;
jest.mock('./detector', () => ({
  createDetector: () =>
    Promise.resolve({
      detect: async () => {
        if (decoding) overlapped = true;
        decoding++;
        await new Promise((resolve) => setTimeout(resolve, 400));
        decoding--;
        return shown.map((rawValue) => ({ rawValue }));
      },
    }),
}));

function Scanner(props: BarcodeScannerOptions) {
  const { videoRef, state } = useBarcodeScanner(props);
  return (
    <>
      <video ref={videoRef} />
      <p>{state}</p>
    </>
  );
}

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('useBarcodeScanner', () => {
  const stop = jest.fn();
  let getUserMedia: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    getUserMedia = jest.fn(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    shown = [];
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia },
    });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  });
  afterEach(() => jest.useRealTimers());

  it('reports each new code, ignores the same one within 2 s, never overlaps decodes, stops the camera', async () => {
    const onCode = jest.fn();
    const { unmount, getByText } = render(<Scanner onCode={onCode} />);
    await tick(0);
    getByText('scanning');
    shown = ['AAAA1111'];
    await tick(1000);
    expect(onCode.mock.calls).toEqual([['AAAA1111']]);
    // Still in front of the camera: not again.
    await tick(3000);
    expect(onCode).toHaveBeenCalledTimes(1);
    // The next item of a hand-over.
    shown = ['BBBB2222'];
    await tick(1000);
    expect(onCode.mock.calls).toEqual([['AAAA1111'], ['BBBB2222']]);
    // Back and forth between two labels within 2 s: neither again.
    shown = ['AAAA1111'];
    await tick(1000);
    expect(onCode).toHaveBeenCalledTimes(2);
    // The first one again, after a while away: reported again.
    shown = [];
    await tick(2500);
    shown = ['AAAA1111'];
    await tick(1000);
    expect(onCode).toHaveBeenCalledTimes(3);
    expect(overlapped).toBe(false);
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('disabled, it never asks for the camera', async () => {
    render(<Scanner onCode={jest.fn()} enabled={false} />);
    await tick(500);
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});
