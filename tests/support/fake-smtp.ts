// A local SMTP server (smtp-server) standing in for a real mail host in API tests: it records every message and
// points SMTP_URL at itself, so the app speaks real SMTP to it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type FakeSmtp = {
  received: ReceivedMail[];
  /** Stops listening (once; later calls do nothing), e.g. to test a mail host that is down. */
  close: () => Promise<void>;
};

/** Starts the server on a free 127.0.0.1 port and sets SMTP_URL (read lazily by server/env; each test file has its own worker). */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  let open = true;
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        if (!open) return resolve();
        open = false;
        server.close(() => resolve());
      }),
  };
}
