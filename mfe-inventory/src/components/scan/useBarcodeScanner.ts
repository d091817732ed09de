import { useEffect, useRef, useState, type RefObject } from 'react';
import { createDetector, type ScanFormat } from './detector';

/** What the camera is doing: the screen words each state (docs/labels-and-scanning.md, "Scanning"). */
export type ScannerState = 'off' | 'starting' | 'scanning' | 'denied' | 'unavailable' | 'failed';

export interface BarcodeScannerOptions {
  /** Called with each barcode's text; the same text again within `repeatMs` is ignored. */
  onCode: (text: string) => void;
  /** false stops the camera (and never asks for it) */
  enabled?: boolean;
  formats?: ScanFormat[];
  /** pause between two decodes; a decode never starts before the previous one ended */
  intervalMs?: number;
  repeatMs?: number;
}

const DEFAULT_FORMATS: ScanFormat[] = ['qr_code', 'code_128'];

/** The state a failed getUserMedia leaves the scanner in. */
export function stateOfCameraError(error: unknown): ScannerState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'unavailable';
  return 'failed';
}

/**
 * Reads barcodes from the rear camera, continuously, until disabled or unmounted (then the camera
 * stops). Attach `videoRef` to a <video>. Made for one scan that opens an item as well as for a
 * hand-over scanning items one after another: every new code reaches `onCode`, a code still in
 * front of the camera is not reported again within `repeatMs`.
 */
export function useBarcodeScanner({
  onCode,
  enabled = true,
  formats = DEFAULT_FORMATS,
  intervalMs = 150,
  repeatMs = 2000,
}: BarcodeScannerOptions): { videoRef: RefObject<HTMLVideoElement | null>; state: ScannerState } {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<ScannerState>('off');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const formatsKey = formats.join(',');

  useEffect(() => {
    if (!enabled) {
      setState('off');
      return;
    }
    const video = videoRef.current;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stream: MediaStream | null = null;
    // When each code was last in front of the camera: one still there (or back within repeatMs) is not new.
    const lastSeen = new Map<string, number>();

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      setState('starting');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(stateOfCameraError(error));
        return;
      }
      if (stopped || !video) return stopTracks();
      video.srcObject = stream;
      video.muted = true;
      video.setAttribute('playsinline', '');
      try {
        await video.play();
        const detector = await createDetector(formatsKey.split(',') as ScanFormat[]);
        if (stopped) return;
        setState('scanning');
        const tick = async () => {
          if (stopped) return;
          if (video.readyState >= 2) {
            const found = await detector.detect(video).catch(() => []);
            for (const { rawValue } of found) {
              const now = Date.now();
              if (stopped || !rawValue) continue;
              const seen = lastSeen.get(rawValue);
              lastSeen.set(rawValue, now);
              if (seen === undefined || now - seen >= repeatMs) onCodeRef.current(rawValue);
            }
          }
          if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
        stopTracks();
      }
    }

    function stopTracks() {
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks();
      if (video) video.srcObject = null;
    };
  }, [enabled, formatsKey, intervalMs, repeatMs]);

  return { videoRef, state };
}
