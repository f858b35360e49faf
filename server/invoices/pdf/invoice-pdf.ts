// The invoice as an A4 PDF in the customer's language (Swedish by default, English when the customer reads English),
// with every field a Swedish invoice must carry (swedish-rules §3; Mervärdesskattelagen 17 kap. 24 §): the seller's
// name, address, organisation and VAT registration numbers and "Godkänd för F-skatt" when it applies, the buyer's name
// and address, the invoice date, the date of supply, the number of an unbroken series, each line's description,
// quantity and price, the net amount, VAT rate and VAT amount per rate, the öresavrundning as its own row, the total,
// the due date and how to pay (bankgiro, plusgiro, account, Swish with its QR code, the OCR reference). A credit invoice
// is titled "Kreditfaktura" and names the invoice it credits; a draft is stamped "UTKAST / DRAFT" and has no number.
// Money is Swedish style in both languages ("1 450,00 kr"): Swedish money on a Swedish invoice. Pure: it is given
// what it prints and reads nothing itself.
// No 'server-only' marker: the PDF benchmark (bench/invoice-pdf.ts) renders through it in plain Node.
import { formatMoney, formatOrganizationNumber, formatPhone, formatPostalAddress } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import {
  formatBankAccount,
  formatBankgiro,
  formatPlusgiro,
  formatSwish,
  swishDigitsOf,
} from '@/lib/swedish/payment-numbers';
import type { Invoice } from '@/lib/validation/invoice';
import { translator } from '@/server/i18n/translator';
import { startPdf } from '@/server/pdf/pdf-document';
import { COLOURS, PdfLayout, type Row } from '@/server/pdf/pdf-layout';
import { drawQrCode, swishPayload } from './swish-qr';

export type InvoicePdfInput = {
  invoice: Invoice;
  /** The seller's logo (PNG or JPEG), printed at the top left when there is one. */
  logo?: Buffer | null;
  /** When it is printed (the document's metadata). */
  printedAt?: Date;
};

type Say = (key: string, values?: Record<string, string | number>) => string;

const DRAFT_RED = '#b91c1c';

/** The customer's language; Swedish unless the customer reads English. */
export const invoiceLocale = (invoice: Invoice): Locale => (invoice.buyer.language === 'en' ? 'en' : 'sv');

/** Kronor from the API's shape → "1 450,00 kr" (through öre, so 0.1 + 0.2 never shows). */
export const money = (kronor: number) => formatMoney(Math.round(kronor * 100));

const NUMBER = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });
/** 1.5 → "1,5"; 25 → "25". */
const decimal = (value: number) => NUMBER.format(value);

const isCredit = (invoice: Invoice) => invoice.creditOf !== null;

/** "83279 1234567897" (clearing and account as stored) → the bank's written form, "8327-9, 123 456 789-7". */
const bankAccountText = (value: string) => {
  const parts = /^(\d{4,5})\s+(\d+)$/.exec(value.trim());
  return parts ? formatBankAccount(parts[1]!, parts[2]!) : value;
};

/** The document's title in the customer's language: Faktura, or Kreditfaktura for a credit invoice. */
export const invoiceTitle = (invoice: Invoice, say: Say) => say(isCredit(invoice) ? 'creditTitle' : 'title');

export function invoiceLabels(locale: Locale): Say {
  const t = translator(locale);
  return (key, values) => t(`invoicePdf.${key}` as never, values as never) as string;
}

/** The document, as bytes. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice } = input;
  const locale = invoiceLocale(invoice);
  const say = invoiceLabels(locale);
  const { doc, bytes } = startPdf({
    title: `${invoiceTitle(invoice, say)} ${invoice.invoiceNumber ?? say('draft')}`,
    author: invoice.seller.name,
    subject: `${invoice.buyer.name}, ${invoice.invoiceDate}`,
    lang: locale === 'en' ? 'en-GB' : 'sv-SE',
    createdAt: input.printedAt,
  });
  const page = new PdfLayout(doc);

  header(page, say, input);
  parties(page, say, invoice);
  notices(page, say, invoice);
  lines(page, say, invoice);
  totals(page, say, invoice);
  payment(page, say, invoice);
  if (invoice.note?.trim()) {
    page.heading(say('note'));
    page.paragraph(invoice.note, 9.5, COLOURS.ink);
  }

  const seller = invoice.seller;
  page.footers(
    [
      seller.name,
      seller.organizationNumber &&
        say('organizationNumber', { number: formatOrganizationNumber(seller.organizationNumber) }),
      seller.vatNumber && say('vatNumber', { number: seller.vatNumber }),
    ]
      .filter(Boolean)
      .join(' · '),
    (n, of) => say('footer.page', { page: n, pages: of }),
  );
  doc.end();
  return bytes;
}

/** Logo (or the seller's name) at the left; the title, the draft stamp and the invoice's facts at the right. */
function header(page: PdfLayout, say: Say, { invoice, logo }: InvoicePdfInput) {
  const { doc } = page;
  const top = doc.page.margins.top;
  let leftBottom = top;
  let logoPrinted = false;
  if (logo) {
    try {
      doc.image(logo, page.left, top, { fit: [160, 60] });
      leftBottom = top + 60;
      logoPrinted = true;
    } catch {
      // A logo pdfkit cannot read: the seller's name heads the page instead.
    }
  }
  if (!logoPrinted) {
    page.font('bold', 16, COLOURS.accent).text(invoice.seller.name, page.left, top, 250);
    leftBottom = doc.y;
  }

  const width = 230;
  const x = page.left + page.width - width;
  page.font('bold', 22, COLOURS.accent).text(invoiceTitle(invoice, say), x, top, width, { align: 'right' });
  let y = doc.y + 2;
  if (invoice.status === 'draft') {
    page.font('bold', 13, DRAFT_RED).text(say('draft'), x, y, width, { align: 'right' });
    y = doc.y + 2;
  }
  const facts: Row[] = [
    [say('invoiceNumber'), invoice.invoiceNumber],
    [say('invoiceDate'), invoice.invoiceDate],
    [say('supplyDate'), invoice.supplyDate],
    [say('dueDate'), invoice.dueDate],
    [say('ocr'), invoice.payment.ocrReference],
    [say('creditOf'), invoice.creditOf?.invoiceNumber],
  ];
  y += 4 + page.rowsAt(facts, x, y + 4, width, 100);
  doc.x = page.left;
  doc.y = Math.max(y, leftBottom) + 16;
}

/** One party's lines: name, address, postal address, and the numbers that identify it. */
function partyLines(say: Say, party: Invoice['seller'] | Invoice['buyer']) {
  return [
    party.address,
    formatPostalAddress(party.postalCode, party.city) || null,
    party.organizationNumber &&
      say('organizationNumber', { number: formatOrganizationNumber(party.organizationNumber) }),
    party.vatNumber && say('vatNumber', { number: party.vatNumber }),
  ];
}

/** The seller and the buyer side by side, under their headings. */
function parties(page: PdfLayout, say: Say, invoice: Invoice) {
  const { seller, buyer } = invoice;
  const sellerLines = [
    ...partyLines(say, seller),
    seller.fTax ? say('fTax') : null,
    seller.phone && say('phone', { phone: formatPhone(seller.phone) }),
    seller.email && say('email', { email: seller.email }),
  ].filter((line): line is string => Boolean(line));
  const buyerLines = partyLines(say, buyer).filter((line): line is string => Boolean(line));

  const gap = 24;
  const column = (page.width - gap) / 2;
  const right = page.left + column + gap;
  const block = (title: string, name: string, rest: string[], x: number, y: number) => {
    page.font('bold', 8.5, COLOURS.muted).text(title.toUpperCase(), x, y, column, { characterSpacing: 0.4 });
    page.font('bold', 11).text(name, x, page.doc.y + 2, column);
    page.font('regular', 9.5).text(rest.join('\n'), x, page.doc.y + 1, column);
    return page.doc.y;
  };
  const y = page.doc.y;
  const leftBottom = block(say('seller'), seller.name, sellerLines, page.left, y);
  const rightBottom = block(say('buyer'), buyer.name, buyerLines, right, y);
  page.doc.x = page.left;
  page.doc.y = Math.max(leftBottom, rightBottom) + 12;
}

/** What a draft or a credit invoice must say before its lines. */
function notices(page: PdfLayout, say: Say, invoice: Invoice) {
  if (invoice.status === 'draft') {
    page.paragraph(say('draftNote'), 9.5, DRAFT_RED);
    page.space(6);
  }
  if (invoice.creditOf)
    page.paragraph(say('creditNote', { number: invoice.creditOf.invoiceNumber ?? '–' }), 9.5, COLOURS.ink);
}

type Column = { key: string; width: number; align: 'left' | 'right' };

/** The lines' table: description (wrapping) then the figures, right-aligned; the head again on every new page. */
function lines(page: PdfLayout, say: Say, invoice: Invoice) {
  const fixed: Column[] = [
    { key: 'quantity', width: 44, align: 'right' },
    { key: 'unit', width: 34, align: 'left' },
    { key: 'price', width: 74, align: 'right' },
    { key: 'discount', width: 46, align: 'right' },
    { key: 'vat', width: 38, align: 'right' },
    { key: 'amount', width: 82, align: 'right' },
  ];
  const gap = 6;
  const description = page.width - fixed.reduce((sum, c) => sum + c.width + gap, 0);
  const columns: Column[] = [{ key: 'description', width: description, align: 'left' }, ...fixed];
  const xs = columns.reduce<number[]>(
    (acc, c, i) => [...acc, i ? acc[i - 1]! + columns[i - 1]!.width + gap : page.left],
    [],
  );

  const rule = (y: number, weight = 0.4) =>
    page.doc
      .moveTo(page.left, y)
      .lineTo(page.left + page.width, y)
      .lineWidth(weight)
      .strokeColor(COLOURS.rule)
      .stroke();
  const head = () => {
    const y = page.doc.y;
    page.font('bold', 8.5, COLOURS.muted);
    columns.forEach((c, i) =>
      page.text(say(`lines.${c.key}`), xs[i]!, y, c.width, { align: c.align, lineBreak: false }),
    );
    rule(y + 13, 0.8);
    page.doc.y = y + 18;
  };

  page.space(8);
  page.room(40);
  head();
  for (const line of invoice.lines) {
    const cells = [
      line.name,
      decimal(line.quantity),
      say(line.unit === 2 ? 'units.hour' : 'units.piece'),
      money(line.pricePerUnit),
      line.discount ? `${decimal(line.discount)} %` : '',
      `${decimal(line.vat)} %`,
      money(line.price),
    ];
    page.font('regular', 9.5);
    const height = Math.max(page.heightOf(line.name, description), 11) + 6;
    if (page.doc.y + height > page.bottom) {
      page.doc.addPage();
      head();
    }
    const y = page.doc.y;
    columns.forEach((c, i) => page.text(cells[i]!, xs[i]!, y, c.width, { align: c.align }));
    rule(y + height - 3);
    page.doc.x = page.left;
    page.doc.y = y + height;
  }
}

/** Net and VAT per rate, then the sums, the rounding and what to pay, at the right; kept together on one page. */
function totals(page: PdfLayout, say: Say, invoice: Invoice) {
  const width = 270;
  const x = page.left + page.width - width;
  const cols = [90, 90, 90];
  const rowHeight = 14;
  const sums: [string, string, boolean][] = [
    [say('netTotal'), money(invoice.netTotal), false],
    [say('vatTotal'), money(invoice.vatTotal), false],
    [say('rounding'), money(invoice.rounding), false],
    [say(isCredit(invoice) ? 'creditTotal' : 'total'), money(invoice.grandTotal), true],
  ];
  const height = (invoice.vatByRate.length + 1) * rowHeight + 10 + sums.length * rowHeight + 12;
  page.space(12);
  page.room(height);
  let y = page.doc.y;

  const row = (cells: string[], bold: boolean, size = 9.5, colour: string = COLOURS.ink) => {
    let cx = x;
    cells.forEach((cell, i) => {
      page.font(bold ? 'bold' : 'regular', size, colour).text(cell, cx, y, cols[i]!, {
        align: i === 0 ? 'left' : 'right',
        lineBreak: false,
      });
      cx += cols[i]!;
    });
    y += rowHeight;
  };
  row([say('vatTable.rate'), say('vatTable.net'), say('vatTable.vat')], true, 8.5, COLOURS.muted);
  for (const rate of invoice.vatByRate)
    row([`${decimal(rate.vat)} %`, money(rate.net), money(rate.vatAmount)], false);
  y += 4;
  page.doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(COLOURS.rule)
    .stroke();
  y += 6;
  for (const [label, value, strong] of sums) {
    if (strong) y += 4;
    const size = strong ? 12 : 9.5;
    page.font(strong ? 'bold' : 'regular', size).text(label, x, y, width - 120, { lineBreak: false });
    page.font(strong ? 'bold' : 'regular', size).text(value, x + width - 120, y, 120, {
      align: 'right',
      lineBreak: false,
    });
    y += strong ? 18 : rowHeight;
  }
  page.doc.x = page.left;
  page.doc.y = y;
}

/** How to pay: due date, amount, bankgiro / plusgiro / account / Swish, the OCR reference and the Swish QR code. */
function payment(page: PdfLayout, say: Say, invoice: Invoice) {
  const pay = invoice.payment;
  const swishDigits = pay.swishNumber ? swishDigitsOf(pay.swishNumber) : null;
  const rows: Row[] = [
    [say('dueDate'), invoice.dueDate],
    [say(isCredit(invoice) ? 'creditTotal' : 'total'), money(invoice.grandTotal)],
    [say('payment.bankgiro'), pay.bankgiro && formatBankgiro(pay.bankgiro.replace(/\D/g, ''))],
    [say('payment.plusgiro'), pay.plusgiro && formatPlusgiro(pay.plusgiro.replace(/\D/g, ''))],
    [say('payment.bankAccount'), pay.bankAccount && bankAccountText(pay.bankAccount)],
    [say('payment.swish'), pay.swishNumber && (swishDigits ? formatSwish(swishDigits) : pay.swishNumber)],
    [say('ocr'), pay.ocrReference],
  ];
  const reference = pay.ocrReference
    ? say('payment.ocrNote', { ocr: pay.ocrReference })
    : invoice.invoiceNumber
      ? say('payment.referenceNote', { number: invoice.invoiceNumber })
      : null;
  // A payable invoice only: a draft is not billed yet, and a credit invoice is paid back, not paid.
  const qr =
    pay.swishNumber && invoice.status !== 'draft' && !isCredit(invoice)
      ? swishPayload({
          swishNumber: pay.swishNumber,
          amountOre: Math.round(invoice.grandTotal * 100),
          message: pay.ocrReference ?? invoice.invoiceNumber,
        })
      : null;

  const qrSize = 96;
  const labelWidth = 110;
  const textWidth = qr ? page.width - qrSize - 24 : page.width;
  page.font('regular', 9);
  const noteHeight = reference ? page.heightOf(reference, textWidth) + 6 : 0;
  const rowsHeight = page.rowsHeight(rows, textWidth, labelWidth);
  page.heading(say('payment.title'), Math.max(rowsHeight + noteHeight, qr ? qrSize + 14 : 0));
  const y = page.doc.y;
  let bottom = y + page.rowsAt(rows, page.left, y, textWidth, labelWidth);
  if (reference) {
    page.font('bold', 9).text(reference, page.left, bottom + 4, textWidth);
    bottom = page.doc.y;
  }
  if (qr) {
    const qx = page.left + page.width - qrSize;
    drawQrCode(page.doc, qr, qx, y - 4, qrSize);
    // One line under the code, reaching left of it if need be (a caption beside the OCR note would mix with it).
    page
      .font('regular', 8, COLOURS.muted)
      .text(say('payment.swishQr'), qx - 40, y - 4 + qrSize + 2, qrSize + 40, {
        align: 'right',
        lineBreak: false,
      });
    bottom = Math.max(bottom, page.doc.y);
  }
  page.doc.x = page.left;
  page.doc.y = bottom + 6;
}
