/**
 * A school portal for Token Exchange tests: it signs RS256 JWTs about its user and publishes its
 * public key as a JWKS at http://127.0.0.1:<port>/.well-known/jwks.json.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

import jwt from 'jsonwebtoken';

export interface PortalSignOptions {
  /** lifetime of the token; 300 s unless given (claims.exp, when given, wins) */
  expiresInSeconds?: number;
  /** the header's kid; the published key's kid unless given (to test an unknown kid) */
  kid?: string;
}

export interface Portal {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** `${issuer}/.well-known/jwks.json` */
  jwksUrl: string;
  /** An RS256 JWT with iss, iat, exp and a random jti filled in; the given claims override those. */
  sign(claims: Record<string, unknown>, opts?: PortalSignOptions): string;
  stop(): Promise<void>;
}

export async function startPortal(): Promise<Portal> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwks = JSON.stringify({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
  });

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/.well-known/jwks.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : jwks);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  return {
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    sign(claims, opts = {}) {
      const iat = Math.floor(Date.now() / 1000);
      const payload = {
        iss: issuer,
        iat,
        exp: iat + (opts.expiresInSeconds ?? 300),
        jti: randomUUID(),
        ...claims,
      };
      return jwt.sign(payload, privateKey, {
        algorithm: 'RS256',
        header: { alg: 'RS256', typ: 'JWT', kid: opts.kid ?? kid },
      });
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
