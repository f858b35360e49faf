// A recipient named without their address: logs and the .eml files of local development carry this tag instead,
// so an email address never reaches a log line (issue 9's privacy rule), yet one recipient's mails can be found.
import { createHash } from 'node:crypto';

export function recipientTag(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}
