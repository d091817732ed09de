import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../../app';
import { secureRealtimeAnswers } from '../../http/securityHeaders';
import { attachRealtime, closeRealtime } from '../../realtime';
import { useTestDatabase } from '../server';

useTestDatabase();

let server: http.Server;
/** A listening address: supertest would close a server it started itself, and socket.io's sessions with it. */
let origin: string;

beforeAll(async () => {
  server = http.createServer(createApp());
  // As main.ts does.
  secureRealtimeAnswers(server, await attachRealtime(server));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeRealtime();
  server.close();
});

/** helmet's headers, as the app sends them: every socket.io answer must carry the same. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

describe("socket.io's HTTP answers", () => {
  let expected: Record<string, unknown>;
  beforeAll(async () => {
    const app = await request(origin).get('/health');
    expected = pick(app.headers);
    for (const name of SECURITY_HEADERS) expect(expected[name]).toEqual(expect.any(String));
    expect(expected['x-content-type-options']).toBe('nosniff');
  });

  it('carry the security headers on the long-polling handshake', async () => {
    const res = await request(origin).get('/socket.io/?EIO=4&transport=polling');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/"sid"/);
    expect(pick(res.headers)).toEqual(expected);
  });

  it('carry them on a poll and on a posted packet of an open session', async () => {
    const handshake = await request(origin).get('/socket.io/?EIO=4&transport=polling');
    const sid = (JSON.parse(handshake.text.slice(1)) as { sid: string }).sid;
    const posted = await request(origin)
      .post(`/socket.io/?EIO=4&transport=polling&sid=${sid}`)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send('40/notifications,{"token":"nope"}');
    expect([posted.status, posted.text]).toEqual([200, 'ok']);
    expect(pick(posted.headers)).toEqual(expected);
    const polled = await request(origin).get(`/socket.io/?EIO=4&transport=polling&sid=${sid}`);
    expect(polled.status).toBe(200);
    // The refused namespace handshake comes back in this poll.
    expect(polled.text).toContain('Authentication required');
    expect(pick(polled.headers)).toEqual(expected);
  });

  it("carry them on socket.io's own error answers", async () => {
    const unknownTransport = await request(origin).get('/socket.io/?EIO=4&transport=carrier-pigeon');
    expect(unknownTransport.status).toBe(400);
    expect(pick(unknownTransport.headers)).toEqual(expected);
    const unknownSession = await request(origin).get('/socket.io/?EIO=4&transport=polling&sid=nope');
    expect(unknownSession.status).toBe(400);
    expect(pick(unknownSession.headers)).toEqual(expected);
  });
});
