import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The live events of the session's `/notifications` socket, for any screen: the shell's
 * NotificationsProvider owns the one socket and publishes every event here, and screens of any
 * remote subscribe (the kit is one shared copy in the page). Where no provider publishes (a screen
 * mounted alone in a foreign page), `useLiveEventsConnected()` is false and screens poll instead.
 */
type Listener = (payload: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
let connected = false;
const connectionListeners = new Set<() => void>();

/** The provider's side: one event as the socket delivered it. */
export function publishLiveEvent(event: string, payload: unknown): void {
  listeners.get(event)?.forEach((listener) => listener(payload));
}

/** The provider's side: whether live events are flowing now. */
export function setLiveEventsConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  connectionListeners.forEach((listener) => listener());
}

/** Calls `handler` for each `event` while the component is mounted (the latest handler is used). */
export function useLiveEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener: Listener = (payload) => latest.current(payload as T);
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [event]);
}

/** Whether live events arrive now: screens poll while they do not. */
export function useLiveEventsConnected(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      connectionListeners.add(onChange);
      return () => connectionListeners.delete(onChange);
    },
    () => connected,
  );
}
