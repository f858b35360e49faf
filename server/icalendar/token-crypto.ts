// The secret in a feed URL (server/url-token.ts) kept readable only to the server. The sealed
// copy lets /calendar-sync show the URL again; it is AES-256-GCM under a key derived from the server secret, so a
// copy of the database alone opens no one's calendar. The user id is the seal's associated data: a sealed token moved
// to another user's row does not open.
import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/server/env';

const KEY_INFO = 'hovbook icalendar feed token v1';
const VERSION = 'v1';

let cachedKey: { secret: string; key: Buffer } | undefined;

/** The sealing key, derived once per server secret. */
function sealingKey(): Buffer {
  const secret = env().BETTER_AUTH_SECRET;
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32)) };
  }
  return cachedKey.key;
}

/** "v1.<iv>.<ciphertext>.<tag>", each part base64url. */
export function sealFeedToken(token: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or null when the seal does not open (another server secret, another user's row, a damaged value). */
export function unsealFeedToken(sealed: string, userId: string): string | null {
  const [version, iv, data, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !data || !tag || rest.length) return null;
  try {
    // A fixed tag length: GCM would otherwise accept a shortened (weaker) tag.
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
