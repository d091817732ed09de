/**
 * The foreign school portal of the browser tests, on an origin of its own: static HTML pages (no
 * React of their own) at any address, and what a portal's backend does to hand its signed-in user
 * to Scenedock (docs/embedding.md, "Signing the portal's user in"): it publishes its public key at
 * /.well-known/jwks.json and signs a short-lived token for its user at /portal-token.
 *
 * Run by global setup: node portalServer.js <port> <pages.json>. /raw… is the page that runs its own
 * federation host, /sso… the one that signs in with portal tokens, everything else the page that
 * uses /embed.js with a Scenedock password.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');

const [port, pagesFile] = process.argv.slice(2);
const pages = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
const issuer = `http://127.0.0.1:${port}`;
const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = crypto.randomUUID();
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JWT for the portal's user: who they are, for Scenedock only, for five minutes, once. */
function portalToken(claims) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid });
  const payload = base64url({ iss: issuer, iat: now, exp: now + 300, jti: crypto.randomUUID(), ...claims });
  const signature = crypto
    .sign('sha256', Buffer.from(`${header}.${payload}`), privateKey)
    .toString('base64url');
  return `${header}.${payload}.${signature}`;
}

http
  .createServer((req, res) => {
    const url = new URL(req.url, issuer);
    if (url.pathname === '/.well-known/jwks.json') {
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify(jwks));
    }
    if (url.pathname === '/portal-token') {
      // The portal's own session says who is signed in; here the test page names them.
      const email = url.searchParams.get('as') ?? '';
      const token = portalToken({
        sub: `portal-user-${email}`,
        email,
        email_verified: true,
        aud: url.searchParams.get('aud') ?? pages.audience,
      });
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      return res.end(JSON.stringify({ token }));
    }
    res.setHeader('Content-Type', 'text/html');
    const page = url.pathname.startsWith('/raw')
      ? pages.raw
      : url.pathname.startsWith('/sso')
        ? pages.sso
        : pages.loader;
    res.end(page);
  })
  .listen(Number(port), '127.0.0.1');
