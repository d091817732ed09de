/**
 * Webhook signing secrets and signatures, per Standard Webhooks 1.0 (docs/webhooks.md):
 * a secret is `whsec_` and 24 random bytes in base64; a signature is `v1,` and the base64
 * HMAC-SHA256, keyed with those bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 *
 * Secrets are kept encrypted (AES-256-GCM) with a key derived from the server's JWT secret: the
 * server must read them to sign, and a copy of the database alone does not give them away.
 */
import crypto from 'node:crypto';
import { config } from '../../config';

const PREFIX = 'whsec_';

export function newSecret(): string {
  return `${PREFIX}${crypto.randomBytes(24).toString('base64')}`;
}

/** `whsec_…x7Qa`: tells secrets apart in a list without giving one away. */
export function hintOf(secret: string): string {
  return `${PREFIX}…${secret.slice(-4)}`;
}

function key(): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', config.jwtSecret, 'scenedock', 'webhook secrets', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function encryptSecret(secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it cannot be read (the JWT secret changed since it was stored). */
export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** The `webhook-signature` header: one `v1,` signature per secret (two during a rotation's grace). */
export function signatureHeader(
  secrets: string[],
  messageId: string,
  timestamp: number,
  body: string,
): string {
  return secrets
    .map((secret) => {
      const keyBytes = Buffer.from(secret.slice(PREFIX.length), 'base64');
      const mac = crypto
        .createHmac('sha256', keyBytes)
        .update(`${messageId}.${timestamp}.${body}`)
        .digest('base64');
      return `v1,${mac}`;
    })
    .join(' ');
}

/** A message id: `msg_` and a random id, the same on every attempt of one delivery. */
export function newMessageId(): string {
  return `msg_${crypto.randomUUID().replace(/-/g, '')}`;
}
