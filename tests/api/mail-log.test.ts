// Outgoing mail is logged without the recipient's address or the subject (a subject may carry a sign-in code): the
// log line names a recipient tag, which also names the .eml file of local development.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { recipientTag } from '@/server/mail/recipient-tag';
import { sendMail } from '@/server/mail/transport';
import { runWithRequestContext } from '@/server/request-context';
import { lastMailTo } from '../support/mailbox';

describe('mail logs', () => {
  it('name a tag, never the address or the subject', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger(stream, 'info');
    const to = `Karin.Sjostrom-${Date.now()}@example.se`;
    await runWithRequestContext({ requestId: 'mail-log-1', locale: 'sv', log, ip: '10.0.0.1' }, () =>
      sendMail({ to, subject: 'Din kod 123456', text: 'Koden är 123456.', html: '<p>Koden är 123456.</p>' }),
    );
    const output = lines.join('');
    expect(output).not.toMatch(/sjostrom/i);
    expect(output).not.toContain('123456');
    expect(JSON.parse(lines[0]!)).toMatchObject({ recipient: recipientTag(to) });
    // The mail itself reached its recipient, found by the same tag.
    expect((await lastMailTo(to.toLowerCase())).text).toContain('123456');
  });
});
