// Secrets carried in links that open something without signing in (a calendar feed, a reminder's answer links):
// made at random, stored only as their SHA-256, so a copy of the database opens nothing. Their shape is
// lib/validation/url-token.ts. Plain Node (the reminder job loads it), no 'server-only'.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url. */
export const newUrlToken = () => randomBytes(32).toString('base64url');

/** The lookup key stored for a token: its SHA-256 in hex. */
export const urlTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
