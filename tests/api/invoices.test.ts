// Invoices over the API: a draft created with lines, mileage and its totals in öre (VAT per rate, öresavrundning), the
// defaults (due date from the customer's terms, date of supply from the visit), details, updates of drafts, the list
// with its filters, search and the sums of the filter, the drafts made from a booking and a journal, the spec 5 rules
// in both languages, and another tenant's ids (404 on every route).
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import {
  createAnimal,
  createBooking,
  createCustomer,
  createFerrier,
  createProduct,
  createService,
  dayFromToday,
} from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;
let customerId: string;
let serviceId: string;
let productId: string;

const line = (overrides: Record<string, unknown> = {}) => ({
  kind: 'other',
  name: 'Verkning',
  quantity: 1,
  pricePerUnit: 650,
  vat: 25,
  unit: 1,
  ...overrides,
});

const body = (overrides: Record<string, unknown> = {}) => ({
  customerId,
  invoiceDate: dayFromToday(0),
  lines: [line()],
  ...overrides,
});

const create = (owner: Owner, b: Record<string, unknown>, locale?: 'en' | 'sv') =>
  call('POST', 'invoices/create', { token: owner.token, body: b, locale });

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
  const customer = await createCustomer(me, { firstName: 'Åsa', lastName: 'Öberg', paymentTerms: 20 });
  customerId = customer.id;
  serviceId = (await createService(me, { service: 'Skoning runt om', price: 1450, vatPercent: 25 })).id;
  productId = (await createProduct(me, { name: 'Hovolja', sellingPrice: 119.2, vatPercent: 25 })).id;
});

describe('invoices/create and details', () => {
  it('saves a draft with its lines, totals in öre per rate, rounding and the defaults', async () => {
    const invoiceDate = dayFromToday(0);
    const res = await create(me, {
      customerId,
      invoiceDate,
      note: 'Tack för besöket',
      lines: [
        {
          kind: 'service',
          serviceId,
          name: 'Skoning runt om',
          quantity: 1,
          pricePerUnit: 1450,
          vat: 25,
          unit: 1,
        },
        { kind: 'product', productId, name: 'Hovolja', quantity: 1, pricePerUnit: 119.2, vat: 25, unit: 1 },
        line({ name: 'Fodertillskott', quantity: 2, pricePerUnit: 99.9, discount: 10, vat: 12 }),
      ],
      mileageKm: 12.5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const inv = res.body.data;
    // 1450 + 119.20 + 2 × 99.90 × 0.9 = 179.82 (12 %) + mileage 12.5 × 2.50 = 31.25 (25 %)
    expect(inv).toMatchObject({
      status: 'draft',
      invoiceNumber: null,
      customer: { id: customerId, name: 'Åsa Öberg' },
      invoiceDate,
      dueDate: dayFromToday(20),
      supplyDate: invoiceDate,
      note: 'Tack för besöket',
      mileageKm: 12.5,
      mileageRate: 2.5,
      netTotal: 1780.27,
      vatByRate: [
        { vat: 25, net: 1600.45, vatAmount: 400.11 },
        { vat: 12, net: 179.82, vatAmount: 21.58 },
      ],
      vatTotal: 421.69,
      rounding: 0.04,
      grandTotal: 2202,
      overdue: false,
      creditOf: null,
      credits: [],
      payment: { ocrReference: null },
      accounting: { state: 'notConnected', documentNumber: null, bookkept: false },
      buyer: { name: 'Åsa Öberg', language: 'sv' },
    });
    expect(inv.lines.map((l: { kind: string; price: number }) => [l.kind, l.price])).toEqual([
      ['service', 1450],
      ['product', 119.2],
      ['other', 179.82],
      ['mileage', 31.25],
    ]);
    const details = await call('GET', `invoices/details/${inv.id}`, { token: me.token });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual(inv);
  });

  it('keeps the mileage line in step: the account rate, the line in the place it was sent', async () => {
    const res = await create(me, {
      ...body(),
      lines: [line({ kind: 'mileage', name: 'Resa', quantity: 1, pricePerUnit: 1 }), line()],
      mileageKm: 40,
      mileageRate: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.lines[0]).toMatchObject({
      kind: 'mileage',
      name: 'Resa',
      quantity: 40,
      pricePerUnit: 3,
    });
    expect(res.body.data.lines).toHaveLength(2);
    const noKm = await create(me, body({ lines: [line({ kind: 'mileage', name: 'Resa', quantity: 0 })] }));
    expect(noKm.status).toBe(201);
    expect(noKm.body.data.lines).toHaveLength(0);
  });

  it('refuses bad input with the rules of spec 5 in both languages, and changes nothing', async () => {
    const before = await call('GET', 'invoices/list', { token: me.token });
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [
        { customerId: undefined },
        'customerId',
        'Choose the customer to invoice.',
        'Välj kunden som ska faktureras.',
      ],
      [{ lines: [] }, 'lines', 'Add at least one line.', 'Lägg till minst en rad.'],
      [
        { lines: [line({ name: '' })] },
        'lines.0.name',
        'Each line needs a name.',
        'Varje rad behöver en benämning.',
      ],
      [
        { lines: [line({ kind: 'service' })] },
        'lines.0.serviceId',
        'A service line needs one of your services.',
        'En tjänsterad behöver en av dina tjänster.',
      ],
      [
        { invoiceNumber: 'F-12' },
        'invoiceNumber',
        'The invoice number can only have letters and digits.',
        'Fakturanumret får bara innehålla bokstäver och siffror.',
      ],
      [
        { invoiceNumber: '12345678901234567890' },
        'invoiceNumber',
        'The invoice number must be under 20 characters.',
        'Fakturanumret måste vara kortare än 20 tecken.',
      ],
      [
        { lines: [line({ quantity: -1 })] },
        'lines.0.quantity',
        'Enter a number of 0 or more, with at most 3 decimals.',
        'Ange ett tal som är 0 eller större, med högst tre decimaler.',
      ],
      [
        { lines: [line({ pricePerUnit: -5 })] },
        'lines.0.pricePerUnit',
        'The amount cannot be negative.',
        'Beloppet kan inte vara negativt.',
      ],
      [
        { lines: [line({ pricePerUnit: undefined })] },
        'lines.0.pricePerUnit',
        'This field is required.',
        'Fältet måste fyllas i.',
      ],
      [
        { lines: [line({ quantity: undefined })] },
        'lines.0.quantity',
        'This field is required.',
        'Fältet måste fyllas i.',
      ],
      [
        { lines: [line({ unit: 3 })] },
        'lines.0.unit',
        'Choose unit 1 (per piece or occasion) or 2 (per hour).',
        'Välj enhet 1 (per styck eller tillfälle) eller 2 (per timme).',
      ],
      [{ invoiceDate: undefined }, 'invoiceDate', 'Enter the invoice date.', 'Ange fakturadatumet.'],
      [{ invoiceDate: '' }, 'invoiceDate', 'Enter the invoice date.', 'Ange fakturadatumet.'],
      [
        { invoiceDate: '2026-02-30' },
        'invoiceDate',
        'Enter a valid date (YYYY-MM-DD).',
        'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).',
      ],
    ];
    for (const [overrides, field, en, sv] of cases) {
      const b = { ...body(), ...overrides };
      const inEnglish = await create(me, b, 'en');
      expect(inEnglish.status, field).toBe(422);
      expect(inEnglish.body.error.fields[field], field).toBe(en);
      const inSwedish = await create(me, b, 'sv');
      expect(inSwedish.body.error.fields[field], field).toBe(sv);
    }
    const after = await call('GET', 'invoices/list', { token: me.token });
    expect(after.body.summary.count).toBe(before.body.summary.count);
  });

  it('refuses a hand-typed number the account already has (422 numberTaken), in both languages', async () => {
    const first = await create(me, body({ invoiceNumber: 'A1001' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await create(me, body({ invoiceNumber: 'A1001' }), 'sv');
    expect(again.status).toBe(422);
    expect(again.body.error.fields.invoiceNumber).toBe('Fakturanumret används redan av en annan faktura.');
    const en = await create(me, body({ invoiceNumber: 'A1001' }), 'en');
    expect(en.body.error.fields.invoiceNumber).toBe(
      'This invoice number is already used by another invoice.',
    );
    // Another account may use the same number.
    const theirCustomer = await createCustomer(other);
    const theirs = await create(other, body({ customerId: theirCustomer.id, invoiceNumber: 'A1001' }));
    expect(theirs.status).toBe(201);
  });

  it("refuses another tenant's customer, service and product on the field that named it (422)", async () => {
    const theirCustomer = await createCustomer(other);
    const theirService = await createService(other);
    const res = await create(
      me,
      body({
        customerId: theirCustomer.id,
        lines: [line({ kind: 'service', serviceId: theirService.id })],
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['customerId', 'lines.0.serviceId']);
  });
});

describe('invoices/update', () => {
  it('refuses a draft saved without its invoice date with the required message (422), in both languages', async () => {
    const created = (await create(me, body())).body.data;
    for (const [locale, message] of [
      ['en', 'Enter the invoice date.'],
      ['sv', 'Ange fakturadatumet.'],
    ] as const) {
      const res = await call('PUT', `invoices/update/${created.id}`, {
        token: me.token,
        body: body({ invoiceDate: '' }),
        locale,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error.fields).toEqual({ invoiceDate: message });
    }
    const after = await call('GET', `invoices/details/${created.id}`, { token: me.token });
    expect(after.body.data.invoiceDate).toBe(created.invoiceDate);
  });

  it('replaces a draft as the form sends it and writes the changed fields to the history', async () => {
    const created = (await create(me, body())).body.data;
    const res = await call('PUT', `invoices/update/${created.id}`, {
      token: me.token,
      body: body({ note: 'Ny text', lines: [line({ pricePerUnit: 700 })] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ note: 'Ny text', netTotal: 700, vatTotal: 175, grandTotal: 875 });
    const history = await call('GET', `invoices/history/${created.id}`, { token: me.token });
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['created', 'updated']);
    expect(history.body.data[1].fields).toEqual(['note', 'lines']);
  });
});

describe('invoices/list', () => {
  it('filters by customer, status and period, searches number and name, pages, and sums the filter', async () => {
    const owner = await createFerrier();
    const karin = await createCustomer(owner, { firstName: 'Karin', lastName: 'Sjöström' });
    const olle = await createCustomer(owner, { firstName: 'Olle', lastName: 'Ek' });
    const make = (cid: string, day: number, price: number, invoiceNumber?: string) =>
      create(owner, {
        customerId: cid,
        invoiceDate: dayFromToday(day),
        lines: [line({ pricePerUnit: price })],
        ...(invoiceNumber ? { invoiceNumber } : {}),
      });
    for (const [cid, day, price, n] of [
      [karin.id, -3, 100, 'K1'],
      [karin.id, -2, 200, undefined],
      [olle.id, -1, 400, undefined],
    ] as const)
      expect((await make(cid, day, price, n)).status).toBe(201);
    const list = (query: string) => call('GET', `invoices/list?${query}`, { token: owner.token });
    const all = await list('limit=2');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.data[0].customer.name).toBe('Olle Ek');
    expect(all.body.summary).toEqual({ count: 3, grandTotal: 875, unpaidTotal: 0, overdueTotal: 0 });
    const next = await list(`limit=2&cursor=${all.body.nextCursor}`);
    expect(next.body.data.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual(['K1']);
    expect(next.body.nextCursor).toBeNull();
    expect((await list(`customerId=${karin.id}`)).body.summary).toMatchObject({ count: 2, grandTotal: 375 });
    expect((await list('search=sjostrom')).body.data).toHaveLength(2);
    expect((await list('search=k1')).body.data).toHaveLength(1);
    expect((await list(`from=${dayFromToday(-2)}&to=${dayFromToday(-1)}`)).body.summary.count).toBe(2);
    expect((await list('status=draft')).body.summary.count).toBe(3);
    expect((await list('status=paid')).body.summary.count).toBe(0);
    const bad = await call('GET', 'invoices/list?status=nope', { token: owner.token, locale: 'sv' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.status).toBe(
      'Välj alla, utkast, obetalda, förfallna, betalda, skickade, ej skickade eller låsta.',
    );
    const theirs = await call('GET', `invoices/list?ferrierId=${other.ferrierId}`, { token: owner.token });
    expect(theirs.status).toBe(404);
  });
});

describe('drafts from a booking and a journal', () => {
  it('a booking: its customer, horses in the note, services as lines, the visit day as the date of supply', async () => {
    const animal = await createAnimal(me, { name: 'Stjärnöga', customerId });
    const booking = await createBooking(me, {
      customerId,
      animalIds: [animal.id],
      services: [{ serviceId, quantity: 2 }],
    });
    const res = await call('GET', `invoices/bookings/${booking.id}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.customer).toEqual({ id: customerId, name: 'Åsa Öberg' });
    expect(res.body.data.input).toEqual({
      customerId,
      invoiceDate: dayFromToday(0),
      dueDate: dayFromToday(20),
      supplyDate: dayFromToday(1),
      note: 'Hästar: Stjärnöga',
      bookingId: booking.id,
      lines: [
        {
          kind: 'service',
          serviceId,
          name: 'Skoning runt om',
          quantity: 2,
          pricePerUnit: 1450,
          discount: 0,
          vat: 25,
          unit: 1,
        },
      ],
    });
    // What the form posts back as it is makes the invoice.
    const created = await create(me, res.body.data.input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ supplyDate: dayFromToday(1), bookingId: booking.id });
  });

  it('a journal: the keeper, treatments as lines (a service by name), materials that name a product', async () => {
    const animal = await createAnimal(me, { name: 'Blixten', customerId });
    const journal = await call('POST', 'journals/create', {
      token: me.token,
      body: {
        animalId: animal.id,
        treatmentDate: dayFromToday(-1),
        treatments: [{ treatment: 'skoning runt om', materials: 'Hovolja, söm' }, { treatment: 'Hovbad' }],
      },
    });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    const res = await call('GET', `invoices/journals/${journal.body.data.id}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.input).toMatchObject({
      customerId,
      supplyDate: dayFromToday(-1),
      journalId: journal.body.data.id,
      note: 'Hästar: Blixten',
      lines: [
        { kind: 'service', serviceId, name: 'Skoning runt om', pricePerUnit: 1450 },
        { kind: 'other', name: 'Hovbad', pricePerUnit: 0 },
        { kind: 'product', productId, name: 'Hovolja', pricePerUnit: 119.2 },
      ],
    });
    expect(res.body.data.input.lines[1]).not.toHaveProperty('serviceId');
    expect((await create(me, res.body.data.input)).status).toBe(201);
  });
});

describe("another tenant's invoice", () => {
  it('is 404 on every route', async () => {
    const inv = (await create(me, body())).body.data;
    const theirs = { token: other.token };
    const theirCustomer = await createCustomer(other);
    const otherBody = body({ customerId: theirCustomer.id });
    const answers = await Promise.all([
      call('GET', `invoices/details/${inv.id}`, theirs),
      call('PUT', `invoices/update/${inv.id}`, { ...theirs, body: otherBody }),
      call('PUT', `invoices/update-status/${inv.id}`, { ...theirs, body: { status: 'registered' } }),
      call('POST', `invoices/lock/${inv.id}`, theirs),
      call('POST', `invoices/credit/${inv.id}`, theirs),
      call('GET', `invoices/history/${inv.id}`, theirs),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const booking = await createBooking(me, { customerId });
    expect((await call('GET', `invoices/bookings/${booking.id}`, theirs)).status).toBe(404);
    const animal = await createAnimal(me, { customerId });
    const journal = await call('POST', 'journals/create', {
      token: me.token,
      body: { animalId: animal.id, treatmentDate: dayFromToday(0), findings: 'x' },
    });
    expect((await call('GET', `invoices/journals/${journal.body.data.id}`, theirs)).status).toBe(404);
    const after = await call('GET', `invoices/details/${inv.id}`, { token: me.token });
    expect(after.body.data).toEqual(inv);
  });
});
