// A real OpenID Connect provider (oidc-provider v9) for Scenedock's tests: a "school" identity
// provider that accepts any login name with any password.
//
// Run as a standalone script (oidc-provider is ES modules only, so jest does not import it):
//   IDP_CONFIG='{"port":0,"clients":[{"client_id":"..","client_secret":"..","redirect_uris":[".."]}]}' \
//     node api/src/test/idp/provider.mjs
// When ready it prints exactly one line to stdout: {"issuer":"http://127.0.0.1:<port>"}
// It exits on SIGTERM (and SIGINT).
//
// Accounts: `sub` is the first 24 hex characters of sha256(login name). Claims: `email` is the login
// name lower-cased, `email_verified` true, except for login names starting with `unverified+` (then
// the email is the rest after the prefix and `email_verified` is false); `name` is the part of the
// email before `@`. The claims are put in the ID token too (conformIdTokenClaims: false).
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

// stdout carries exactly one line (the ready line): oidc-provider's notices (console.info) go to stderr
console.info = console.error;
console.log = console.error;
const { default: Provider } = await import('oidc-provider');

const UNVERIFIED_PREFIX = 'unverified+';
// a fixed, random key for signing the test IdP's cookies (test use only)
const COOKIE_KEY = 'tK3vXq9mB2fR7wLs0pZc4yHn8eJd6aUg';

function readConfig() {
  const raw = process.env.IDP_CONFIG;
  if (!raw) throw new Error('IDP_CONFIG is not set');
  const config = JSON.parse(raw);
  if (!Array.isArray(config.clients)) throw new Error('IDP_CONFIG.clients must be an array');
  return { port: Number(config.port ?? 0), clients: config.clients };
}

function accountIdFor(login) {
  return createHash('sha256').update(login).digest('hex').slice(0, 24);
}

function claimsFor(login) {
  const unverified = login.toLowerCase().startsWith(UNVERIFIED_PREFIX);
  const email = (unverified ? login.slice(UNVERIFIED_PREFIX.length) : login).toLowerCase();
  const at = email.indexOf('@');
  return {
    email,
    email_verified: !unverified,
    name: at === -1 ? email : email.slice(0, at),
  };
}

function escapeHtml(value) {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

function loginPage(uid, clientId, message) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test school sign-in</title></head>
<body>
<main>
<h1>Test school sign-in</h1>
<p>Signing in to <strong>${escapeHtml(clientId)}</strong>. Any login name and password are accepted.</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<p><label for="login">Login name</label> <input id="login" name="login" type="text" required autofocus></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password"></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>
</body>
</html>`;
}

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res, status, contentType, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

async function main() {
  const { port, clients } = readConfig();
  // login names seen at sign-in, by account id (sub), for findAccount
  const logins = new Map();

  let provider;
  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      process.stderr.write(`idp: ${err?.stack ?? err}\n`);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'internal error');
      else res.destroy();
    });
  });

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!match) {
      provider.callback()(req, res);
      return;
    }
    const [, uid, isLogin] = match;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) {
      send(res, 400, 'text/plain; charset=utf-8', 'interaction mismatch');
      return;
    }
    const { prompt, params } = details;

    if (!isLogin && req.method === 'GET') {
      if (prompt.name === 'login') {
        send(res, 200, 'text/html; charset=utf-8', loginPage(uid, params.client_id));
        return;
      }
      if (prompt.name === 'consent') {
        // consent is granted automatically: every requested scope and claim
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id });
        const missingScope = prompt.details.missingOIDCScope;
        if (missingScope) grant.addOIDCScope(missingScope.join(' '));
        const missingClaims = prompt.details.missingOIDCClaims;
        if (missingClaims) grant.addOIDCClaims(missingClaims);
        const missingResourceScopes = prompt.details.missingResourceScopes;
        if (missingResourceScopes) {
          for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
            grant.addResourceScope(indicator, scopes.join(' '));
          }
        }
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      send(res, 400, 'text/plain; charset=utf-8', `unsupported prompt ${prompt.name}`);
      return;
    }

    if (isLogin && req.method === 'POST') {
      if (prompt.name !== 'login') {
        send(res, 400, 'text/plain; charset=utf-8', 'this interaction is not a login');
        return;
      }
      const form = await readForm(req);
      const login = (form.get('login') ?? '').trim();
      if (!login) {
        send(res, 400, 'text/html; charset=utf-8', loginPage(uid, params.client_id, 'Enter a login name.'));
        return;
      }
      const accountId = accountIdFor(login);
      logins.set(accountId, login);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    res.setHeader('Allow', isLogin ? 'POST' : 'GET');
    send(res, 405, 'text/plain; charset=utf-8', 'method not allowed');
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const issuer = `http://127.0.0.1:${server.address().port}`;

  // a signing key generated at start-up
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };

  provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    clients: clients.map((c) => ({
      client_id: c.client_id,
      client_secret: c.client_secret,
      redirect_uris: c.redirect_uris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // put the scope's claims in the ID token, for relying parties that read only the ID token
    conformIdTokenClaims: false,
    cookies: { keys: [COOKIE_KEY] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const login = logins.get(sub);
      if (login === undefined) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, ...claimsFor(login) };
        },
      };
    },
  });
  provider.on('server_error', (_ctx, err) =>
    process.stderr.write(`idp server_error: ${err?.stack ?? err}\n`),
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
}

main().catch((err) => {
  process.stderr.write(`idp: ${err?.stack ?? err}\n`);
  process.exit(1);
});
