import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { attachRealtime, closeRealtime, realtimeState, rooms } from '.';
import { sessionToken, testServer, useTestDatabase } from '../test/server';
import { buildMember, buildUser } from '../test/factories';

useTestDatabase();

let server: http.Server;
let origin: string;
let io: Server;

beforeAll(async () => {
  server = http.createServer();
  io = await attachRealtime(server);
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

  it('takes a member out of the department room the moment the membership ends or is switched off', async () => {
    const { user: admin, department } = await buildMember('admin');
    const removed = await buildUser({ role: 'student', department });
    const switchedOff = await buildUser({ role: 'student', department });
    const first = await open({ token: await sessionToken(removed), department_id: department.id });
    const second = await open({ token: await sessionToken(switchedOff), department_id: department.id });
    // Only these two sockets count: with Redis, other processes' sockets share the room names.
    const ours = new Set([first.socket.id, second.socket.id]);
    const inDepartmentRoom = async () =>
      (await io.of('/notifications').in(rooms.department(department.id)).fetchSockets()).filter((s) =>
        ours.has(s.id),
      ).length;
    expect(await inDepartmentRoom()).toBe(2);

    // Through the Redis adapter the leave travels as a message: wait for it, for at most 5 s.
    const roomHolds = async (expected: number) => {
      const deadline = Date.now() + 5000;
      while ((await inDepartmentRoom()) !== expected && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return inDepartmentRoom();
    };

    const asAdmin = testServer(admin, department);
    expect((await asAdmin.delete(`/api/v1/users/${removed.id}`)).status).toBe(204);
    expect(await roomHolds(1)).toBe(1);
    expect((await asAdmin.put(`/api/v1/users/${switchedOff.id}`).send({ status: 'inactive' })).status).toBe(
      200,
    );
    expect(await roomHolds(0)).toBe(0);
    // Still connected for what is theirs alone (their own notifications).
    expect(first.socket.connected && second.socket.connected).toBe(true);
    first.socket.close();
    second.socket.close();
  });
});
