// Sends mail through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file under
// DATA_DIR/mail (open it in any mail client) and logs one line, so sign-up works with no mail account. No
// 'server-only' marker: the reminder job sends through it in `npm run worker`, plain Node outside Next.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/server/env';
import { requestContext } from '@/server/request-context';
import { recipientTag } from './recipient-tag';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go when it is not the sender (mail from visitors to the company inbox). */
  replyTo?: { name: string; address: string };
  /** The sender's name instead of MAIL_FROM's (a reminder comes from the farrier's company); the address stays. */
  fromName?: string;
  /** Files sent with it (a journal's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** MAIL_FROM's address: "Hovbook <no-reply@hovbook.se>" → no-reply@hovbook.se. */
const fromAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

let transporter: Transporter | undefined;

function smtp(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  transporter ??= nodemailer.createTransport(url);
  return transporter;
}

export function mailDir(): string {
  return path.resolve(env().DATA_DIR, 'mail');
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  // Neither the address nor the subject (it may hold a code) goes to the log: the recipient's tag does.
  const log = requestContext().log.child({ recipient: recipientTag(mail.to) });
  const { fromName, ...fields } = mail;
  const from = fromName ? { name: fromName, address: fromAddress(env().MAIL_FROM) } : env().MAIL_FROM;
  const message = { from, ...fields };
  const transport = smtp();
  if (transport) {
    const info = await transport.sendMail(message);
    log.info({ messageId: info.messageId }, 'mail sent');
    return;
  }
  const raw = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(message);
  const dir = mailDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${recipientTag(mail.to)}.eml`,
  );
  await writeFile(file, raw.message as Buffer);
  log.info({ file }, 'mail written to file (SMTP_URL not set)');
}
