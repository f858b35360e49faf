// The secret in a feed URL (server/url-token.ts) kept readable only to the server. The sealed copy lets
// /calendar-sync show the URL again (server/sealed-secret.ts), so a copy of the database alone opens no one's
// calendar. The user id is the seal's associated data: a sealed token moved to another user's row does not open.
import 'server-only';
import { secretSealer } from '@/server/sealed-secret';

const sealer = secretSealer('hovbook icalendar feed token v1');

/** "v1.<iv>.<ciphertext>.<tag>", each part base64url. */
export const sealFeedToken = (token: string, userId: string): string => sealer.seal(token, userId);

/** The token, or null when the seal does not open (another server secret, another user's row, a damaged value). */
export const unsealFeedToken = (sealed: string, userId: string): string | null =>
  sealer.unseal(sealed, userId);
