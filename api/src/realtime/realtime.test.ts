import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, closeRealtime, realtimeState } from '.';
import { sessionToken, useTestDatabase } from '../test/server';
import { buildMember } from '../test/factories';

useTestDatabase();

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer();
  await attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeRealtime();
  server.close();
});

function open(auth: Record<string, unknown>): Promise<{ socket: Socket; error?: Error }> {
  const socket = connect(`${origin}/notifications`, { auth, transports: ['websocket'], reconnection: false });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (error) => resolve({ socket, error }));
  });
}

describe('realtime /notifications', () => {
  it('refuses a handshake without a valid token with "Authentication required"', async () => {
    const missing = await open({});
    expect(missing.error?.message).toBe('Authentication required');
    missing.socket.close();
    const forged = await open({ token: 'nope' });
    expect(forged.error?.message).toBe('Authentication required');
    forged.socket.close();
  });

  it('accepts a signed-in member and answers ping with pong', async () => {
    const { user, department } = await buildMember('student');
    const { socket, error } = await open({
      token: await sessionToken(user),
      department_id: department.id,
    });
    expect(error).toBeUndefined();
    const pong = new Promise<void>((resolve) => socket.once('pong', () => resolve()));
    socket.emit('ping');
    await pong;
    socket.close();
    expect(realtimeState().enabled).toBe(true);
  });

  it('refuses a department the user does not belong to', async () => {
    const { user } = await buildMember('admin');
    const { department: other } = await buildMember('admin');
    const { socket, error } = await open({
      token: await sessionToken(user),
      department_id: other.id,
    });
    expect(error?.message).toBe('Authentication required');
    socket.close();
  });
});
