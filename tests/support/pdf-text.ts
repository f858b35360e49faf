// A PDF's text as a reader would copy it, by poppler's pdftotext (apt-get install poppler-utils), and the QR codes a
// phone would read off its first page, by zbar's zbarimg (apt-get install zbar-tools): what the tests of the printed
// journal and invoice look for, so they check the file's real content and not the calls that made it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await read(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text, page after page (a form feed between them), each line as laid out (a label beside its value). */
export const pdfTextOf = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout);

/** The number of pages, as pdfinfo reads them. */
export const pdfPagesOf = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => Number(/^Pages:\s+(\d+)/m.exec((await run('pdfinfo', [file])).stdout)?.[1]));

/** The texts of the QR codes on the first page, as a scanner reads them off the page printed at 150 dpi. */
export const qrCodesOf = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => {
    await run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, `${file}-page`]);
    // zbarimg answers 4 when it finds no code: no codes, not a failure.
    const out = await run('zbarimg', [
      '--quiet',
      '--raw',
      '-Sdisable',
      '-Sqrcode.enable',
      `${file}-page.png`,
    ]).catch((err: { code?: number; stdout?: string }) => {
      if (err.code === 4) return { stdout: '' };
      throw err;
    });
    return out.stdout.split('\n').filter(Boolean);
  });

/** Text with every run of white space as one space: what a reader sees, however the lines fell. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The PDF attached to a mail (its raw text as the SMTP host received it), decoded. */
export function attachedPdf(mail: { data: string }): Buffer {
  const base64 = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.data)?.[1];
  expect(base64, 'the mail has a PDF attached').toBeDefined();
  return Buffer.from(base64!.replace(/\s/g, ''), 'base64');
}
