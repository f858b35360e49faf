// An invoice's documents: the PDF download (in the customer's language, every legally required field, the OCR and the
// Swish QR code read back off the page) and the sending to the customer through a real SMTP host by the invoice-mail
// job (a draft registered first, the PDF stored and attached, the invoice sent and locked, the history naming the
// masked address); sending again mails again and changes nothing; a customer without an email address is a clear 422
// that changes nothing; another account's invoice is not found by either route.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ocrReference } from '@/lib/swedish/ocr';
import { auditEvents, invoiceSendings, storedFiles } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { invoiceMailJob } from '@/server/invoices/invoice-mail-job';
import { startJobRunner } from '@/server/jobs/queue';
import { call, callFile } from '../support/api-client';
import { createCustomer, type createFerrier, dayFromToday } from '../support/factories';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../support/fake-smtp';
import '../support/jobs';
import { attachedPdf, flat, pdfTextOf, qrCodesOf } from '../support/pdf-text';
import { ferrierOverSmtp } from '../support/smtp-signup';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
type Invoice = {
  id: string;
  status: string;
  invoiceNumber: string | null;
  grandTotal: number;
  sentAt: string | null;
  lockedAt: string | null;
  updatedAt: string;
  payment: { ocrReference: string | null };
};

// Before anything reads the environment (once per test file).
const smtp: FakeSmtp = await startFakeSmtp();
afterAll(() => smtp.close());

/** The seller's details an invoice prints: address, VAT number, F-skatt, and every way to pay. */
async function sellerDetails(owner: Owner) {
  const profile = await call('PUT', `ferriers/update/${owner.ferrierId}`, {
    token: owner.token,
    body: {
      address: 'Smedjegatan 4',
      postNumber: '741 92',
      postPlace: 'Knivsta',
      vatNumber: 'SE556016068001',
      fTax: true,
    },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const payment = await call('PUT', `paymentMethods/update/${owner.ferrierId}`, {
    token: owner.token,
    body: {
      bankgiro: '5050-1055',
      plusgiro: '90 20 03-3',
      bankClearing: '8327-9',
      bankAccount: '123 456 789-7',
      swishNumber: '123 456 78 90',
    },
  });
  expect(payment.status, JSON.stringify(payment.body)).toBe(200);
}

let me: Owner;
let other: Owner;
beforeAll(async () => {
  // This file's job alone: a runner of every job would also sweep other files' accounts (their Fortnox syncs,
  // reminders) in the shared database, racing those files' own sweeps.
  await startJobRunner([invoiceMailJob]);
  [me, other] = await Promise.all([ferrierOverSmtp(smtp.received), ferrierOverSmtp(smtp.received)]);
  await sellerDetails(me);
});

/** A draft invoice to a new customer (with `email`, or none) in `language`: work at 25 %, feed at 12 %. */
async function draftFor(
  owner: Owner,
  { email, language = 'sv' }: { email: string | null; language?: 'sv' | 'en' },
) {
  const customer = await createCustomer(owner, {
    firstName: 'Märta',
    lastName: 'Ågren',
    email: email ?? undefined,
    address: 'Stallbacken 2',
    postalCode: '741 93',
    city: 'Alsike',
    billingAddress: 'Stallbacken 2',
    billingPostalCode: '741 93',
    billingCity: 'Alsike',
    language,
  });
  const res = await call('POST', 'invoices/create', {
    token: owner.token,
    body: {
      customerId: customer.id,
      invoiceDate: dayFromToday(0),
      supplyDate: dayFromToday(-2),
      lines: [
        { kind: 'other', name: 'Skoning, fyra hovar (varmbeslag)', quantity: 1, pricePerUnit: 1450, vat: 25 },
        {
          kind: 'other',
          name: 'Hovlapp med grönsåpa',
          quantity: 3,
          pricePerUnit: 89.5,
          discount: 10,
          vat: 25,
        },
        { kind: 'other', name: 'Biotinfoder, 3 kg', quantity: 1, pricePerUnit: 319.9, vat: 12 },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { invoice: res.body.data as Invoice, customer };
}

async function register(owner: Owner, id: string): Promise<Invoice> {
  const res = await call('PUT', `invoices/update-status/${id}`, {
    token: owner.token,
    body: { status: 'registered' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await call('GET', `invoices/details/${id}`, { token: owner.token })).body.data as Invoice;
}

const download = (owner: Owner, id: string) => callFile(`invoices/download/${id}`, owner.token);

/** Waits for the mails to `email` to number `count` (the job sends them), and answers them. */
async function mailsTo(email: string, count = 1): Promise<ReceivedMail[]> {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const mails = smtp.received.filter((m) => m.to.includes(email));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${count} mail(s) to the customer within 30 s`);
}

describe('invoices/download/{id}', () => {
  it('is a registered invoice as a Swedish PDF with every required field, its OCR and a Swish code to pay it', async () => {
    const { invoice: draft } = await draftFor(me, { email: 'marta@example.se' });
    const invoice = await register(me, draft.id);
    expect(invoice.invoiceNumber).toMatch(/^\d+$/);
    const ocr = invoice.payment.ocrReference!;
    expect(ocr).toBe(ocrReference(invoice.invoiceNumber!));

    const res = await download(me, invoice.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Faktura-${invoice.invoiceNumber}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = flat(await pdfTextOf(res.pdf));
    for (const expected of [
      'Faktura',
      `Fakturanummer ${invoice.invoiceNumber}`,
      `Fakturadatum ${dayFromToday(0)}`,
      `Leveransdatum ${dayFromToday(-2)}`,
      'Förfallodatum',
      `OCR-nummer ${ocr}`,
      'Lind-Bergs Hovslageri',
      'Smedjegatan 4',
      '741 92 Knivsta',
      'Org.nr 556016-0680',
      'Momsreg.nr SE556016068001',
      'Godkänd för F-skatt',
      'Märta Ågren',
      'Stallbacken 2',
      '741 93 Alsike',
      'Skoning, fyra hovar (varmbeslag) 1 st 1 450,00 kr 25 % 1 450,00 kr',
      'Hovlapp med grönsåpa 3 st 89,50 kr 10 % 25 % 241,65 kr',
      'Biotinfoder, 3 kg 1 st 319,90 kr 12 % 319,90 kr',
      '25 % 1 691,65 kr 422,91 kr',
      '12 % 319,90 kr 38,39 kr',
      'Summa exkl. moms 2 011,55 kr',
      'Öresavrundning 0,15 kr',
      'Att betala 2 473,00 kr',
      'Bankgiro 5050-1055',
      'Plusgiro 90 20 03-3',
      'Bankkonto 8327-9, 123 456 789-7',
      'Swish 123 456 78 90',
      `Ange OCR-numret ${ocr} när du betalar.`,
      'Sida 1 av 1',
    ])
      expect(text).toContain(expected);
    expect(invoice.grandTotal).toBe(2473);
    expect(await qrCodesOf(res.pdf)).toEqual([`C1234567890;2473,00;${ocr};0`]);
  });

  it('is in English for a customer who reads English', async () => {
    const { invoice: draft } = await draftFor(me, { email: 'marta@example.se', language: 'en' });
    const invoice = await register(me, draft.id);
    const res = await download(me, invoice.id);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice-${invoice.invoiceNumber}.pdf"`,
    );
    const text = flat(await pdfTextOf(res.pdf));
    for (const expected of [
      `Invoice number ${invoice.invoiceNumber}`,
      'Date of supply',
      `OCR reference ${invoice.payment.ocrReference}`,
      'VAT reg. no. SE556016068001',
      'Godkänd för F-skatt',
      'Amount due 2 473,00 kr',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Fakturanummer');
  });

  it('prints a saved draft stamped UTKAST / DRAFT, without a number', async () => {
    const { invoice } = await draftFor(me, { email: 'marta@example.se' });
    const res = await download(me, invoice.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Faktura-utkast-${invoice.id.slice(0, 8)}.pdf"`,
    );
    const text = flat(await pdfTextOf(res.pdf));
    expect(text).toContain('UTKAST / DRAFT');
    expect(text).not.toMatch(/Fakturanummer \d/);
    expect(await qrCodesOf(res.pdf)).toEqual([]);
  });

  it('another account’s invoice is not found, and neither is an id that names nothing', async () => {
    const { invoice } = await draftFor(me, { email: 'marta@example.se' });
    expect((await download(other, invoice.id)).status).toBe(404);
    expect((await download(me, crypto.randomUUID())).status).toBe(404);
    expect((await call('GET', `invoices/download/${invoice.id}`)).status).toBe(401);
  });
});

describe('invoices/send-to-customer/{id}', () => {
  it('registers a draft, stores the PDF, mails it by the job, marks it sent and locked, and keeps the history', async () => {
    const email = `marta-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const { invoice: draft } = await draftFor(me, { email });
    expect(draft.status).toBe('draft');

    const res = await call('POST', `invoices/send-to-customer/${draft.id}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = res.body.data as Invoice;
    expect(sent).toMatchObject({
      status: 'sent',
      invoiceNumber: expect.stringMatching(/^\d+$/),
      sentAt: expect.any(String),
      lockedAt: expect.any(String),
    });
    const ocr = sent.payment.ocrReference!;
    expect(ocr).toBe(ocrReference(sent.invoiceNumber!));

    // The mail, sent by the job through the SMTP host, in the customer's language, with the PDF attached.
    const [mail] = await mailsTo(email);
    const filename = `Faktura-${sent.invoiceNumber}.pdf`;
    expect(mail!.data).toMatch(new RegExp(`^Content-Type: application/pdf; name=.*${filename}`, 'm'));
    expect(mail!.data).toMatch(new RegExp(`^Content-Disposition: attachment; filename=.*${filename}`, 'm'));
    expect(mail!.data).toContain(ocr);
    const pdf = attachedPdf(mail!);
    const text = flat(await pdfTextOf(pdf));
    expect(text).toContain(`Fakturanummer ${sent.invoiceNumber}`);
    expect(text).toContain(`OCR-nummer ${ocr}`);
    expect(text).toContain('Godkänd för F-skatt');
    expect(text).not.toContain('UTKAST');

    // The sending kept, its PDF stored as mailed, the job done.
    const sendings = await systemDb()
      .select()
      .from(invoiceSendings)
      .where(and(eq(invoiceSendings.invoiceId, sent.id), eq(invoiceSendings.ferrierId, me.ferrierId)));
    expect(sendings).toHaveLength(1);
    expect(sendings[0]).toMatchObject({
      toAddress: email,
      sentByUserId: me.userId,
      mailedAt: expect.any(Date),
    });
    const [file] = await systemDb().select().from(storedFiles).where(eq(storedFiles.id, sendings[0]!.fileId));
    expect(file).toMatchObject({
      purpose: 'invoice',
      contentType: 'application/pdf',
      originalName: filename,
    });
    const jobs = await systemDb().execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'invoice-mail' and data->>'sendingId' = ${sendings[0]!.id}`,
    );
    expect(jobs.map((j) => j.state)).toEqual(['completed']);

    // The history: sent (the status), and to whom, masked, never the address itself.
    const events = await systemDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, sent.id), eq(auditEvents.ferrierId, me.ferrierId)));
    expect(events.some((e) => e.action === 'status_changed' && e.toStatus === 'sent')).toBe(true);
    const sending = events.find((e) => e.fields.includes('sentTo'));
    expect(sending?.facts).toMatchObject({ to: `m***@example.se`, sendingId: sendings[0]!.id });
    expect(JSON.stringify(events)).not.toContain(email);
  });

  it('sends a sent (locked) invoice again: mailed again, the invoice unchanged', async () => {
    const email = `again-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const { invoice: draft } = await draftFor(me, { email });
    const first = await call('POST', `invoices/send-to-customer/${draft.id}`, { token: me.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await mailsTo(email, 1);
    const before = (await call('GET', `invoices/details/${draft.id}`, { token: me.token })).body.data;

    const again = await call('POST', `invoices/send-to-customer/${draft.id}`, { token: me.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const mails = await mailsTo(email, 2);
    expect(mails).toHaveLength(2);
    const after = (await call('GET', `invoices/details/${draft.id}`, { token: me.token })).body.data;
    expect(after).toEqual(before);
    const sendings = await systemDb()
      .select({ mailedAt: invoiceSendings.mailedAt })
      .from(invoiceSendings)
      .where(eq(invoiceSendings.invoiceId, draft.id));
    expect(sendings).toHaveLength(2);
  });

  it('mails a sending whose own run was lost, at the scheduled sweep, once', async () => {
    const email = `lost-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const { invoice: draft } = await draftFor(me, { email });
    expect((await call('POST', `invoices/send-to-customer/${draft.id}`, { token: me.token })).status).toBe(
      200,
    );
    await mailsTo(email, 1);
    // As if the process had stopped between the commit and the queue: not mailed, and older than the sweep waits.
    await systemDb()
      .update(invoiceSendings)
      .set({ mailedAt: null, createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(invoiceSendings.invoiceId, draft.id));
    const swept = await invoiceMailJob.handler({});
    expect(swept.mailed, JSON.stringify(swept)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(email, 2)).toHaveLength(2);
    const [sending] = await systemDb()
      .select({ mailedAt: invoiceSendings.mailedAt })
      .from(invoiceSendings)
      .where(eq(invoiceSendings.invoiceId, draft.id));
    expect(sending!.mailedAt).not.toBeNull();
    await invoiceMailJob.handler({});
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(2);
  });

  it('a customer without an email address: 422 in the caller’s language, and the draft stays a draft', async () => {
    const { invoice } = await draftFor(me, { email: null });
    const sv = await call('POST', `invoices/send-to-customer/${invoice.id}`, {
      token: me.token,
      locale: 'sv',
    });
    expect(sv.status).toBe(422);
    expect(sv.body.error.code).toBe('CUSTOMER_WITHOUT_EMAIL');
    expect(sv.body.error.message).toContain('e-postadress');
    expect(sv.body.error.fields.customerId).toContain('e-postadress');
    const en = await call('POST', `invoices/send-to-customer/${invoice.id}`, {
      token: me.token,
      locale: 'en',
    });
    expect(en.body.error.message).toContain('email address');
    expect(en.body.error.fields.customerId).toContain('email address');
    const details = await call('GET', `invoices/details/${invoice.id}`, { token: me.token });
    expect(details.body.data).toMatchObject({
      status: 'draft',
      invoiceNumber: null,
      sentAt: null,
      lockedAt: null,
    });
    const sendings = await systemDb()
      .select()
      .from(invoiceSendings)
      .where(eq(invoiceSendings.invoiceId, invoice.id));
    expect(sendings).toHaveLength(0);
  });

  it('another account’s invoice is not found, and nothing is sent or changed', async () => {
    const email = `other-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const { invoice } = await draftFor(me, { email });
    expect(
      (await call('POST', `invoices/send-to-customer/${invoice.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call('POST', `invoices/send-to-customer/${crypto.randomUUID()}`, { token: me.token })).status,
    ).toBe(404);
    const details = await call('GET', `invoices/details/${invoice.id}`, { token: me.token });
    expect(details.body.data).toMatchObject({ status: 'draft', sentAt: null });
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
  });
});
