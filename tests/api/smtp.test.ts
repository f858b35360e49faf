// With SMTP_URL set, mail goes out over SMTP: a local SMTP server (smtp-server) receives the real conversation.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { signUpBody } from '../support/factories';
import { mailsTo } from '../support/mailbox';

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString('utf8'),
      });
      done();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  // Read lazily by lib/env on first use; this file runs in its own worker.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP delivery', () => {
  it('sends the verification code through the SMTP server instead of writing a file', async () => {
    const body = signUpBody();
    const res = await call('POST', 'ferriers/create', { body });
    expect(res.status).toBe(201);
    const mail = received.find((m) => m.to.includes(body.email));
    expect(mail).toBeTruthy();
    expect(mail!.from).toBe('no-reply@hovbook.se');
    expect(mail!.data).toMatch(/Subject: Your Hovbook verification code: \d{6}/);
    expect(await mailsTo(body.email)).toHaveLength(0);
  });
});
