// The demo account's journals and invoices: the journal and invoice screens (and the tutorials' screenshots) show work
// done on first start — Storm's journal signed and unchanged since signing, Sörla's a draft; three invoices of
// visits, paid, sent and a draft, with their numbers, OCR and totals as registering gives them — and the next journal
// and invoice take the next numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidOcr } from '@/lib/swedish/ocr';
import { todayInStockholm } from '@/lib/time-zone';
import { DEMO_LOGIN, seedDemo } from '@/scripts/seed/demo';
import { call } from '../support/api-client';

type JournalRow = { id: string; referenceNumber: string; animal: { name: string }; status: string };
type InvoiceRow = { id: string; invoiceNumber: string | null; status: string; customer: { name: string } };

describe('the demo account’s journals and invoices', () => {
  let token: string;

  beforeAll(async () => {
    await seedDemo(process.env.DATABASE_URL!);
    // Seeding again writes nothing: the demo account exists.
    expect(await seedDemo(process.env.DATABASE_URL!)).toBe(false);
    const login = await call('POST', 'ferriers/login', { body: DEMO_LOGIN });
    expect(login.status).toBe(200);
    token = login.body.data.token as string;
  });

  it('has a signed journal, unchanged since signing, and a draft', async () => {
    const list = await call('GET', 'journals/list', { token });
    expect(list.status).toBe(200);
    const rows = list.body.data as JournalRow[];
    const byName = Object.fromEntries(rows.map((r) => [r.animal.name, r]));
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['Storm', 'Sörla']));
    expect(byName.Storm!.status).toBe('signed');
    expect(byName['Sörla']!.status).toBe('draft');
    for (const row of rows) expect(row.referenceNumber).toMatch(/^J-\d{4}-\d{4}$/);

    const storm = await call('GET', `journals/details/${byName.Storm!.id}`, { token });
    expect(storm.status).toBe(200);
    expect(storm.body.data.treatments.length).toBeGreaterThan(0);
    expect(storm.body.data.owner.name).toBe('Anna Berg');
    const verified = await call('GET', `journals/verify/${byName.Storm!.id}`, { token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.unchanged).toBe(true);
    expect(verified.body.data.versions).toHaveLength(1);
  });

  it('has a paid, a sent and a draft invoice, numbered 1 and 2 with valid OCR', async () => {
    const list = await call('GET', 'invoices/list?status=all', { token });
    expect(list.status).toBe(200);
    const rows = list.body.data as InvoiceRow[];
    expect(rows.map((r) => r.status).sort()).toEqual(['draft', 'paid', 'sent']);
    expect(rows.map((r) => r.invoiceNumber).sort()).toEqual(['1', '2', null]);
    for (const row of rows.filter((r) => r.invoiceNumber)) {
      const details = await call('GET', `invoices/details/${row.id}`, { token });
      expect(details.status).toBe(200);
      const invoice = details.body.data;
      expect(isValidOcr(invoice.ocrReference)).toBe(true);
      expect(invoice.lines.length).toBeGreaterThan(0);
      expect(invoice.grandTotal).toBeGreaterThan(0);
      expect(invoice.seller.name).toBe('Lindqvist Hovslageri AB');
    }
    expect(list.body.summary.count).toBe(3);
  });

  it('leaves the next journal and invoice the next numbers', async () => {
    const animals = await call('GET', 'animals/list?limit=200', { token });
    const storm = (animals.body.data as Array<{ id: string; name: string }>).find((a) => a.name === 'Storm')!;
    const journal = await call('POST', 'journals/create', {
      token,
      body: { animalId: storm.id, treatmentDate: todayInStockholm(), diagnosis: 'Kontroll' },
    });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    const journals = await call('GET', 'journals/list', { token });
    const numbers = (journals.body.data as JournalRow[]).map((r) => r.referenceNumber);
    expect(new Set(numbers).size).toBe(numbers.length);

    const drafts = await call('GET', 'invoices/list?status=draft', { token });
    const draft = (drafts.body.data as InvoiceRow[])[0]!;
    const registered = await call('PUT', `invoices/update-status/${draft.id}`, {
      token,
      body: { status: 'registered' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data.invoiceNumber).toBe('3');
  });
});
