// With SMTP_URL set, mail goes out over SMTP: a local SMTP server (smtp-server) receives the real conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';
import { signUpBody } from '../support/factories';
import { mailsTo } from '../support/mailbox';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe('SMTP delivery', () => {
  it('sends the verification code through the SMTP server instead of writing a file', async () => {
    const body = signUpBody();
    const res = await call('POST', 'ferriers/create', { body });
    expect(res.status).toBe(202);
    const mail = smtp.received.find((m) => m.to.includes(body.email));
    expect(mail).toBeTruthy();
    expect(mail!.from).toBe('no-reply@hovbook.se');
    expect(mail!.data).toMatch(/Subject: Your Hovbook verification code: \d{6}/);
    expect(await mailsTo(body.email)).toHaveLength(0);
  });
});
