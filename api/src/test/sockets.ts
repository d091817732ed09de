/** Socket clients for the open-socket limit tests (realtime/socketLimits.test.ts, socketLimitsScaled.test.ts). */
import { io as connect, type Socket } from 'socket.io-client';

/** A refused handshake, as socket.io-client reports it. */
export interface Refusal extends Error {
  data?: { code: string; scope: string; limit: number };
}

/** Sockets the tests opened; each file closes them after every test (`closeOpened`). */
const opened: Socket[] = [];

/** Closes `socket` with the others after the test. */
export function closeAfterTest(socket: Socket): void {
  opened.push(socket);
}

export function closeOpened(): void {
  opened.splice(0).forEach((socket) => socket.close());
}

/** One connection of its own (not multiplexed) to `origin`'s /notifications, as a script opening sockets in a loop would. */
export function openSocket(
  origin: string,
  auth: Record<string, unknown>,
): Promise<{ socket: Socket; error?: Refusal }> {
  const socket = connect(`${origin}/notifications`, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  closeAfterTest(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (error: Refusal) => resolve({ socket, error }));
  });
}
