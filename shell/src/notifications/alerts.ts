import type { components } from '@scenedock/openapi';
import type { DesktopPermission } from './live';

type NotificationOut = components['schemas']['NotificationOut'];

/** The browser's current answer about desktop notifications for this site. */
export function desktopPermission(): DesktopPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks the browser for desktop notifications (a prompt the first time; the saved answer after). */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (desktopPermission() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return desktopPermission();
  }
}

/** A desktop notification for a new one; clicking it brings the app's tab forward. */
export function showDesktopNotification(notification: NotificationOut, iconUrl: string): void {
  if (desktopPermission() !== 'granted') return;
  try {
    const shown = new Notification(notification.title, {
      body: notification.message,
      icon: iconUrl,
      // One per notification: a second push of the same one replaces the first.
      tag: `scenedock-notification-${notification.id}`,
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker: the toast still shows.
  }
}

let audio: AudioContext | null = null;

/** A short two-note chime, made on the spot (no sound file to load). */
export function playChime(): void {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return;
  try {
    audio ??= new Context();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.08, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.25);
    }
  } catch {
    // Sound is a nicety: a browser that refuses it (no user gesture yet) loses nothing else.
  }
}
