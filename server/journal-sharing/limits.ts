// The rate limit of the shared journal page (server/rate-limit.ts counts it).
import 'server-only';
import { defineLimits } from '@/server/rate-limit';

export const LIMITS = defineLimits({
  // Views of shared journals from one address: a vet or keeper opens a few links a few times; a script guessing
  // codes, or reading a horse's journals over and over, is stopped (each view reads several journals).
  sharedViewPerIp: { max: 120, windowSeconds: 60 * 60 },
});
