// What the contact use cases share: who sent the form (language, address, browser), the spam trap, and mailing
// the inbox without ever losing what was stored.
import 'server-only';
import type { VisitorContext } from '@/server/context';
import { requestContext } from '@/server/request-context';

/** Who sent a public form: the request's language, and the browser it came from. */
export type Visitor = VisitorContext & { userAgent?: string };

/** The client address as stored: null when unknown (no connection information); IPv6 fits the 45-character column. */
export function storedIp(): string | null {
  const { ip } = requestContext();
  return ip === 'unknown' ? null : ip.slice(0, 45);
}

/** True when the hidden "website" field was filled in: a bot. It gets the usual answer and nothing else. */
export function caughtByHoneypot(website: string | undefined, form: 'contact' | 'demo'): boolean {
  if (!website?.trim()) return false;
  requestContext().log.info({ form }, 'spam trap filled in; nothing stored or sent');
  return true;
}

/**
 * Mails the company inbox; true when sent. A failure is logged with the request id and swallowed: the row is
 * already stored (mailed_at stays null), so the visitor's message is not lost and they get a success answer.
 */
export async function mailInbox(what: string, rowId: string, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (err) {
    requestContext().log.error({ err, [what]: rowId }, 'mail to the company inbox failed; the row is kept');
    return false;
  }
}
