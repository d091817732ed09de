import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, closeRealtime, SOCKET_LIMITS } from '.';
import { sessionToken, useTestDatabase } from '../test/server';
import { buildMember } from '../test/factories';
import { until } from '../test/processes';
import { closeAfterTest, closeOpened, openSocket, type Refusal } from '../test/sockets';

useTestDatabase();

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer();
  await attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(closeOpened);

afterAll(async () => {
  await closeRealtime();
  server.close();
});

/** One connection of its own to this file's server. */
const open = (auth: Record<string, unknown>) => openSocket(origin, auth);

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.disconnected) resolve();
    else socket.once('disconnect', () => resolve());
    socket.close();
  });

describe('sockets per session and per person', () => {
  it(`admits ${SOCKET_LIMITS.session} sockets of one session and refuses the next with a reason the client reads`, async () => {
    const { user, department } = await buildMember('student');
    const auth = { token: await sessionToken(user), department_id: department.id };
    const first = await Promise.all(Array.from({ length: SOCKET_LIMITS.session }, () => open(auth)));
    expect(first.filter((o) => o.error)).toEqual([]);
    const beyond = await open(auth);
    expect(beyond.error?.message).toMatch(/^Too many open connections for this session \(at most 10\)/);
    expect(beyond.error?.data).toEqual({ code: 'too_many_connections', scope: 'session', limit: 10 });

    // A socket closed frees its place.
    await closed(first[0].socket);
    expect((await open(auth)).error).toBeUndefined();
  });

  it('counts handshakes made at the same time: 25 at once leave exactly 10 open', async () => {
    const { user, department } = await buildMember('student');
    const auth = { token: await sessionToken(user), department_id: department.id };
    const all = await Promise.all(Array.from({ length: 25 }, () => open(auth)));
    expect(all.filter((o) => !o.error)).toHaveLength(SOCKET_LIMITS.session);
    expect(all.filter((o) => o.error?.data?.code === 'too_many_connections')).toHaveLength(15);
  });

  it('does not count refused handshakes: after refusals the session still has its places', async () => {
    const { user, department } = await buildMember('student');
    const token = await sessionToken(user);
    const refused = await Promise.all(
      Array.from({ length: 15 }, () => open({ token, department_id: 999_999_999 })),
    );
    expect(refused.every((o) => o.error?.message === 'Authentication required')).toBe(true);
    const admitted = await Promise.all(
      Array.from({ length: SOCKET_LIMITS.session }, () => open({ token, department_id: department.id })),
    );
    expect(admitted.filter((o) => o.error)).toEqual([]);
  });

  it('gives back the places of sockets dropped while their handshake was checked', async () => {
    const { user, department } = await buildMember('student');
    const auth = { token: await sessionToken(user), department_id: department.id };
    // The connection closes right after asking for the namespace, before the server answers.
    const dropped = Array.from({ length: SOCKET_LIMITS.session }, () => {
      const socket = connect(`${origin}/notifications`, { auth, transports: ['websocket'], forceNew: true });
      closeAfterTest(socket);
      return new Promise<void>((resolve) =>
        socket.io.once('open', () => {
          socket.io.engine.close();
          resolve();
        }),
      );
    });
    await Promise.all(dropped);
    await until(
      'every place to be free again',
      async () => {
        const all = await Promise.all(Array.from({ length: SOCKET_LIMITS.session }, () => open(auth)));
        all.forEach((o) => o.socket.close());
        return all.every((o) => !o.error);
      },
      { timeoutMs: 10_000 },
    );
  });

  it(`caps one person at ${SOCKET_LIMITS.user} sockets across sessions; another person is not affected`, async () => {
    const { user, department } = await buildMember('student');
    const sessions = await Promise.all(
      Array.from({ length: 4 }, () => sessionToken(user, crypto.randomUUID())),
    );
    const results: { error?: Refusal }[] = [];
    for (const token of sessions.slice(0, 3))
      results.push(
        ...(await Promise.all(
          Array.from({ length: SOCKET_LIMITS.session }, () => open({ token, department_id: department.id })),
        )),
      );
    expect(results.filter((o) => o.error)).toEqual([]);
    const beyond = await open({ token: sessions[3], department_id: department.id });
    expect(beyond.error?.message).toMatch(/^Too many open connections for this account \(at most 30\)/);
    expect(beyond.error?.data).toEqual({ code: 'too_many_connections', scope: 'user', limit: 30 });

    const { user: other, department: theirs } = await buildMember('student');
    expect(
      (await open({ token: await sessionToken(other), department_id: theirs.id })).error,
    ).toBeUndefined();
  });
});
