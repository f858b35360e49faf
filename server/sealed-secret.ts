// Secrets the server must show again but the database alone must not give away (a calendar feed's token, a journal's
// share code): AES-256-GCM under a key derived from the server secret, one key per kind (`keyInfo`). The owner's id is
// the seal's associated data: a sealed value moved to another row does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/server/env';

const VERSION = 'v1';

export function secretSealer(keyInfo: string) {
  let cachedKey: { secret: string; key: Buffer } | undefined;

  /** The sealing key, derived once per server secret. */
  function sealingKey(): Buffer {
    const secret = env().BETTER_AUTH_SECRET;
    if (cachedKey?.secret !== secret) {
      cachedKey = { secret, key: Buffer.from(hkdfSync('sha256', secret, '', keyInfo, 32)) };
    }
    return cachedKey.key;
  }

  return {
    /** "v1.<iv>.<ciphertext>.<tag>", each part base64url. */
    seal(value: string, ownerId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
      cipher.setAAD(Buffer.from(ownerId));
      const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return [VERSION, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The value, or null when the seal does not open (another server secret, another owner, a damaged value). */
    unseal(sealed: string, ownerId: string): string | null {
      const [version, iv, data, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !data || !tag || rest.length) return null;
      try {
        // A fixed tag length: GCM would otherwise accept a shortened (weaker) tag.
        const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'), {
          authTagLength: 16,
        });
        decipher.setAAD(Buffer.from(ownerId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
