// The printed invoice (server/invoices/pdf): its text, extracted as a reader would copy it, holds every field a Swedish
// invoice must carry (swedish-rules §3) and the OCR reference, in Swedish and in English by the customer's language;
// a draft is stamped and has no number, a credit invoice says so and names the original; long invoices break into
// numbered pages with the table's head again; the Swish QR code carries Swish's prefilled-payment text.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ocrReference } from '@/lib/swedish/ocr';
import { renderInvoicePdf } from '@/server/invoices/pdf/invoice-pdf';
import { swishPayload } from '@/server/invoices/pdf/swish-qr';
import { invoiceFixture } from '../support/invoice-fixture';
import { flat, pdfPagesOf, pdfTextOf, qrCodesOf } from '../support/pdf-text';

/** Words as pdftotext joins them: every run of white space (no-break spaces in amounts too) one space. */

const textOf = async (invoice: ReturnType<typeof invoiceFixture>, logo?: Buffer) =>
  flat(await pdfTextOf(await renderInvoicePdf({ invoice, logo })));

describe('the invoice as a PDF', () => {
  it('holds every field the Swedish rules require, and the OCR reference, in Swedish', async () => {
    const invoice = invoiceFixture();
    const pdf = await renderInvoicePdf({ invoice });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(await pdfTextOf(pdf));
    const ocr = ocrReference('1042');
    for (const expected of [
      'Faktura',
      // The invoice's own facts: number, dates, OCR.
      'Fakturanummer 1042',
      'Fakturadatum 2026-11-20',
      'Leveransdatum 2026-11-18',
      'Förfallodatum 2026-12-20',
      `OCR-nummer ${ocr}`,
      // The seller: name, address, organisation and VAT numbers, F-skatt.
      'Lind-Bergs Hovslageri AB',
      'Smedjegatan 4',
      '741 92 Knivsta',
      'Org.nr 556016-0680',
      'Momsreg.nr SE556016068001',
      'Godkänd för F-skatt',
      // The buyer: name and address.
      'Märta Ågren',
      'Stallbacken 2',
      '741 93 Alsike',
      // The lines: description, quantity, unit, price, discount, VAT and amount.
      'Beskrivning Antal Enhet À-pris Rabatt Moms Belopp',
      'Skoning, fyra hovar (varmbeslag) 1 st 1 450,00 kr 25 % 1 450,00 kr',
      'Extra arbete: hovböld, dränering 0,5 tim 800,00 kr 25 % 400,00 kr',
      'Hovlapp med grönsåpa 3 st 89,50 kr 10 % 25 % 241,65 kr',
      'Biotinfoder, 3 kg (foder för häst) 1 st 319,90 kr 12 % 319,90 kr',
      'Milersättning 42 km à 2,50 kr 42 st 2,50 kr',
      // Net and VAT per rate, the sums, the rounding as its own row, the total.
      'Momssats Netto Moms',
      '25 % 2 091,65 kr 522,91 kr',
      '12 % 319,90 kr 38,39 kr',
      '105,00 kr 0,00 kr',
      'Summa exkl. moms 2 516,55 kr',
      'Moms 561,30 kr',
      'Öresavrundning 0,15 kr',
      'Att betala 3 078,00 kr',
      // How to pay.
      'Betalning',
      'Bankgiro 5678-1234',
      'Plusgiro 4 32-1',
      'Bankkonto 8327-9, 123 456 789-7',
      'Swish 123 118 11 89',
      `Ange OCR-numret ${ocr} när du betalar.`,
      'Skanna och betala med Swish',
      'Meddelande Tack för att du anlitar oss!',
      'Sida 1 av 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('UTKAST');
  });

  it('is in English for a customer who reads English, money still Swedish style', async () => {
    const text = await textOf(invoiceFixture({ language: 'en' }));
    for (const expected of [
      'Invoice',
      'Invoice number 1042',
      'Invoice date 2026-11-20',
      'Date of supply 2026-11-18',
      'Due date 2026-12-20',
      `OCR reference ${ocrReference('1042')}`,
      'Company reg. no. 556016-0680',
      'VAT reg. no. SE556016068001',
      'Godkänd för F-skatt',
      'Description Qty Unit Unit price Discount VAT Amount',
      'Extra arbete: hovböld, dränering 0,5 h 800,00 kr',
      'VAT rate Net VAT',
      'Total excl. VAT 2 516,55 kr',
      'Rounding 0,15 kr',
      'Amount due 3 078,00 kr',
      'Bankgiro 5678-1234',
      'Scan to pay with Swish',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Fakturanummer');
    expect(text).not.toContain('Att betala');
  });

  it('a draft is stamped UTKAST / DRAFT, has no number or OCR, and no Swish code to pay', async () => {
    const text = await textOf(invoiceFixture({ status: 'draft' }));
    expect(text).toContain('UTKAST / DRAFT');
    expect(text).toContain('Utkast – ingen giltig faktura.');
    expect(text).not.toMatch(/Fakturanummer \d/);
    expect(text).not.toMatch(/OCR-nummer \d/);
    expect(text).not.toContain('Skanna och betala med Swish');
    // Still every other field.
    expect(text).toContain('Fakturadatum 2026-11-20');
    expect(text).toContain('Att betala 3 078,00 kr');
  });

  it('a credit invoice is a Kreditfaktura that names the invoice it credits, with negative amounts', async () => {
    const text = await textOf(invoiceFixture({ credit: true, invoiceNumber: '1043' }));
    expect(text).toContain('Kreditfaktura');
    expect(text).toContain('Fakturanummer 1043');
    expect(text).toContain('Krediterar faktura 1041');
    expect(text).toContain('Denna kreditfaktura krediterar faktura 1041.');
    expect(text).toContain('Skoning, fyra hovar (varmbeslag) -1 st 1 450,00 kr 25 % -1 450,00 kr');
    expect(text).toContain('Att återfå -3 078,00 kr');
    expect(text).not.toContain('Skanna och betala med Swish');
    const en = await textOf(invoiceFixture({ credit: true, language: 'en' }));
    expect(en).toContain('Credit invoice');
    expect(en).toContain('Credits invoice 1041');
  });

  it('leaves out F-skatt, Swish and the payment ways the seller does not have; prints the logo', async () => {
    const invoice = invoiceFixture({ swishNumber: null });
    invoice.seller.fTax = false;
    invoice.payment.plusgiro = null;
    const logo = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#1d4a37' } })
      .png()
      .toBuffer();
    const pdf = await renderInvoicePdf({ invoice, logo });
    const text = flat(await pdfTextOf(pdf));
    expect(text).not.toContain('F-skatt');
    expect(text).not.toContain('Swish');
    expect(text).not.toContain('Plusgiro');
    expect(text).toContain('Bankgiro 5678-1234');
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
  });

  it('a long invoice breaks into numbered pages, the table’s head on each, without losing a line', async () => {
    const invoice = invoiceFixture({ lines: 70 });
    const pdf = await renderInvoicePdf({ invoice });
    const pages = await pdfPagesOf(pdf);
    expect(pages).toBeGreaterThan(2);
    const raw = await pdfTextOf(pdf);
    const text = flat(raw);
    // Every line, by the number the fixture gives its name (a long name wraps in its cell).
    invoice.lines.forEach((_, i) => expect(text).toContain(`(${i + 1})`));
    expect(text).toContain(`Sida ${pages} av ${pages}`);
    // The head on every page the lines run over (all but, perhaps, the last).
    expect(raw.split('Beskrivning').length - 1).toBeGreaterThanOrEqual(pages - 1);
  }, 30_000);
});

describe('the Swish QR code', () => {
  it('scans off the printed page as a prefilled payment of the total to the OCR reference', async () => {
    const invoice = invoiceFixture();
    expect(await qrCodesOf(await renderInvoicePdf({ invoice }))).toEqual([
      `C1231181189;3078,00;${ocrReference('1042')};0`,
    ]);
  }, 30_000);

  it('is not on a draft, a credit invoice, or an invoice of a seller without Swish', async () => {
    for (const invoice of [
      invoiceFixture({ status: 'draft' }),
      invoiceFixture({ credit: true }),
      invoiceFixture({ swishNumber: null }),
    ])
      expect(await qrCodesOf(await renderInvoicePdf({ invoice }))).toEqual([]);
    // Three pages printed and scanned: on a busy machine more than the default 5 s.
  }, 30_000);
});

describe("the Swish QR code's text", () => {
  it('is Swish’s prefilled C format: payee, amount with a decimal comma, the OCR, nothing editable', () => {
    expect(swishPayload({ swishNumber: '123 118 11 89', amountOre: 307800, message: '104265' })).toBe(
      'C1231181189;3078,00;104265;0',
    );
    expect(swishPayload({ swishNumber: '+46 70-111 22 33', amountOre: 1005, message: 'F 12' })).toBe(
      'C0701112233;10,05;F%2012;0',
    );
  });

  it('is none when there is nothing to pay or no Swish number to pay to', () => {
    expect(swishPayload({ swishNumber: '1231181189', amountOre: 0, message: '1' })).toBeNull();
    expect(swishPayload({ swishNumber: '1231181189', amountOre: -500, message: '1' })).toBeNull();
    expect(swishPayload({ swishNumber: 'ring mig', amountOre: 500, message: '1' })).toBeNull();
  });
});
