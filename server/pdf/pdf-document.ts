// An A4 pdfkit document as our printed documents start (journal, invoice): margins that leave room for the page foot,
// pages kept until the end (so every page's foot can say "Sida 1 av 2"), the metadata readers show, and its bytes
// gathered as pdfkit writes them.
// No 'server-only' marker: the PDF benchmarks (bench/*-pdf.ts) render through it in plain Node.
import PDFDocument from 'pdfkit';
import { pdfText } from './pdf-text';

export type PdfDoc = InstanceType<typeof PDFDocument>;

export type PdfInfo = {
  title: string;
  author: string;
  subject: string;
  /** 'sv-SE' or 'en-GB': what screen readers read the document as. */
  lang: string;
  createdAt?: Date;
};

/** A new document and the promise of its bytes, which settles once `doc.end()` has been called. */
export function startPdf(info: PdfInfo): { doc: PdfDoc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    lang: info.lang,
    info: {
      Title: pdfText(info.title),
      Author: pdfText(info.author),
      Subject: pdfText(info.subject),
      Creator: 'Hovbook',
      Producer: 'Hovbook',
      CreationDate: info.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
