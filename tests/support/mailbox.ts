// Reads the .eml files the app writes when SMTP_URL is unset: the tests' mailbox.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { recipientTag } from '@/server/mail/recipient-tag';

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export type Mail = { file: string; subject: string; text: string; raw: string };

export async function mailsTo(email: string, dataDir = process.env.DATA_DIR!): Promise<Mail[]> {
  const dir = path.join(dataDir, 'mail');
  const tag = recipientTag(email);
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(`-${tag}.eml`))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const decoded = decodeQuotedPrintable(raw);
      const subjectLine = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
      const subject = subjectLine
        // Unfolded: the line break goes, its space stays — except between two encoded words, where it is no text.
        .replace(/\n([ \t])/g, '$1')
        .replace(/\?=[ \t]+=\?/g, '?==?')
        .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' ')))
        .replace(/=\?utf-8\?B\?(.*?)\?=/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'));
      return { file, subject, text: decoded, raw };
    }),
  );
}

export async function lastMailTo(email: string, dataDir?: string): Promise<Mail> {
  const mails = await mailsTo(email, dataDir);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

/** The 6-digit code of the newest verification mail to `email`. */
export async function latestOtp(email: string, dataDir?: string): Promise<string> {
  const mails = (await mailsTo(email, dataDir)).filter((m) => /\b\d{6}\b/.test(m.subject));
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.subject ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}
