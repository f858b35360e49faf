// An invoice's life over the API: registering gives the next number of the account's unbroken series (also for 50
// registrations at once) and its OCR, freezes the seller, buyer and payment details, and sells its products (stock
// down, a low-stock notice); the transitions of INVOICE_LIFE (others 409 in both languages), paid with its date,
// sending and locking (a locked invoice refuses edits), the credit invoice (negative lines, next number, stock back),
// the history, and the account's mileage rate.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidOcr, ocrReference } from '@/lib/swedish/ocr';
import { notifications, products } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import {
  createCustomer,
  createFerrier,
  createProduct,
  customerBody,
  dayFromToday,
} from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

const line = (overrides: Record<string, unknown> = {}) => ({
  kind: 'other',
  name: 'Verkning',
  quantity: 1,
  pricePerUnit: 650,
  vat: 25,
  unit: 1,
  ...overrides,
});

async function account() {
  const owner = await createFerrier();
  const customer = await createCustomer(owner, { firstName: 'Åsa', lastName: 'Öberg', paymentTerms: 10 });
  return { owner, customerId: customer.id };
}

const draft = async (owner: Owner, customerId: string, overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', 'invoices/create', {
    token: owner.token,
    body: { customerId, invoiceDate: dayFromToday(0), lines: [line()], ...overrides },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
};

const setStatus = (owner: Owner, id: string, body: Record<string, unknown>, locale?: 'en' | 'sv') =>
  call('PUT', `invoices/update-status/${id}`, { token: owner.token, body, locale });

const register = (owner: Owner, id: string) => setStatus(owner, id, { status: 'registered' });

describe('registering', () => {
  it('numbers 50 drafts registered at once 1…50, no gap, no duplicate, each with a valid OCR', async () => {
    const { owner, customerId } = await account();
    const drafts = [];
    for (let i = 0; i < 50; i++) drafts.push(await draft(owner, customerId));
    const answers = await Promise.all(drafts.map((d) => register(owner, d.id)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const numbers = answers.map((a) => Number(a.body.data.invoiceNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const a of answers) {
      expect(isValidOcr(a.body.data.payment.ocrReference)).toBe(true);
      expect(a.body.data.payment.ocrReference.startsWith(a.body.data.invoiceNumber)).toBe(true);
    }
  }, 120_000);

  it('continues after the highest number typed by hand, and keeps a typed number', async () => {
    const { owner, customerId } = await account();
    const typed = await draft(owner, customerId, { invoiceNumber: '1041' });
    const after = await draft(owner, customerId);
    expect((await register(owner, typed.id)).body.data.invoiceNumber).toBe('1041');
    const next = await register(owner, after.id);
    expect(next.body.data).toMatchObject({ invoiceNumber: '1042', status: 'registered' });
    expect(next.body.data.payment.ocrReference).toBe(ocrReference('1042'));
    // Registering again answers it as it is.
    expect((await register(owner, after.id)).body.data.invoiceNumber).toBe('1042');
  });

  it('freezes the seller, buyer and payment details: editing the customer and the company changes nothing', async () => {
    const { owner, customerId } = await account();
    const pm = await call('PUT', `paymentMethods/update/${owner.ferrierId}`, {
      token: owner.token,
      body: { bankgiro: '5050-1055' },
    });
    expect(pm.status, JSON.stringify(pm.body)).toBe(200);
    const inv = await draft(owner, customerId);
    const registered = (await register(owner, inv.id)).body.data;
    expect(registered.buyer.name).toBe('Åsa Öberg');
    expect(registered.payment.bankgiro).toBeTruthy();
    const company = registered.seller.name;
    const renamed = await call('PUT', `customers/update/${customerId}`, {
      token: owner.token,
      body: customerBody({ firstName: 'Karin', lastName: 'Ny', billingCity: 'Gävle', paymentTerms: 10 }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const profile = await call('PUT', `ferriers/update/${owner.ferrierId}`, {
      token: owner.token,
      body: { organizationName: 'Nya Hovslageriet AB', fTax: true },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    await call('PUT', `paymentMethods/update/${owner.ferrierId}`, {
      token: owner.token,
      body: { bankgiro: null },
    });
    const now = (await call('GET', `invoices/details/${inv.id}`, { token: owner.token })).body.data;
    expect(now.buyer).toEqual(registered.buyer);
    expect(now.seller).toEqual(registered.seller);
    expect(now.seller.name).toBe(company);
    expect(now.payment).toEqual(registered.payment);
    expect(now.customer.name).toBe('Åsa Öberg');
    // A draft reads them live.
    const fresh = (
      await call('GET', `invoices/details/${(await draft(owner, customerId)).id}`, { token: owner.token })
    ).body.data;
    expect(fresh.buyer.name).toBe('Karin Ny');
    expect(fresh.seller).toMatchObject({ name: 'Nya Hovslageriet AB', fTax: true });
  });

  it('sells its products: stock down, and a low-stock notice for the owner when it falls to the reorder level', async () => {
    const { owner, customerId } = await account();
    const product = await createProduct(owner, { name: 'Hovolja', stockQuantity: 8, minimumReorderLevel: 6 });
    const inv = await draft(owner, customerId, {
      lines: [line({ kind: 'product', productId: product.id, name: 'Hovolja', quantity: 2.5 })],
    });
    const stock = async () =>
      (
        await systemDb()
          .select({ q: products.stockQuantity })
          .from(products)
          .where(eq(products.id, product.id))
      )[0]!.q;
    expect(await stock()).toBe(8);
    expect((await register(owner, inv.id)).status).toBe(200);
    expect(await stock()).toBe(5.5);
    const notices = await systemDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.ferrierId, owner.ferrierId), eq(notifications.kind, 'low_stock')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.userId).toBe(owner.userId);
    expect(notices[0]!.payload).toMatchObject({
      productId: product.id,
      stockQuantity: 5.5,
      invoiceId: inv.id,
    });
    // Credited: the stock comes back.
    const credit = await call('POST', `invoices/credit/${inv.id}`, { token: owner.token });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(await stock()).toBe(8);
  });
});

describe('transitions', () => {
  it('follows INVOICE_LIFE: registered → sent (locked) → paid; others are 409 in both languages', async () => {
    const { owner, customerId } = await account();
    const inv = await draft(owner, customerId);
    const paidDraft = await setStatus(owner, inv.id, { status: 'paid' }, 'en');
    expect(paidDraft.status).toBe(409);
    expect(paidDraft.body.error.code).toBe('INVALID_TRANSITION');
    expect(paidDraft.body.error.message).toBe('This invoice is a draft and cannot be changed to paid.');
    const sv = await setStatus(owner, inv.id, { status: 'sent' }, 'sv');
    expect(sv.body.error.message).toBe('Fakturan är ett utkast och kan inte ändras till skickad.');
    expect((await register(owner, inv.id)).status).toBe(200);
    const cancel = await setStatus(owner, inv.id, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    const sent = await setStatus(owner, inv.id, { status: 'sent' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentAt).not.toBeNull();
    expect(sent.body.data.lockedAt).not.toBeNull();
    const edit = await call('PUT', `invoices/update/${inv.id}`, {
      token: owner.token,
      body: { customerId, invoiceDate: dayFromToday(0), lines: [line({ pricePerUnit: 1 })] },
      locale: 'sv',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('INVOICE_LOCKED');
    expect(edit.body.error.message).toBe(
      'Fakturan är skickad eller bokförd och sparas som den är. Rätta den med en kreditfaktura.',
    );
    const paid = await setStatus(owner, inv.id, { status: 'paid', paidDate: dayFromToday(-1) });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.paidAt).not.toBeNull();
    const history = await call('GET', `invoices/history/${inv.id}`, { token: owner.token });
    expect(
      history.body.data.map((e: { action: string; to: string | null }) => `${e.action}:${e.to ?? ''}`),
    ).toEqual(['created:', 'status_changed:registered', 'status_changed:sent', 'status_changed:paid']);
    const bad = await setStatus(owner, inv.id, { status: 'credited' }, 'sv');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.status).toBe('Välj registrerad, skickad, betald eller makulerad.');
  });

  it('cancels a draft; a cancelled draft cannot be registered or edited', async () => {
    const { owner, customerId } = await account();
    const inv = await draft(owner, customerId);
    expect((await setStatus(owner, inv.id, { status: 'cancelled' })).status).toBe(200);
    expect((await register(owner, inv.id)).status).toBe(409);
    const edit = await call('PUT', `invoices/update/${inv.id}`, {
      token: owner.token,
      body: { customerId, invoiceDate: dayFromToday(0), lines: [line()] },
    });
    expect(edit.status).toBe(409);
  });

  it('edits a registered invoice that is not locked (it keeps its number); lock refuses edits after', async () => {
    const { owner, customerId } = await account();
    const inv = await draft(owner, customerId);
    const draftLock = await call('POST', `invoices/lock/${inv.id}`, { token: owner.token, locale: 'sv' });
    expect(draftLock.status).toBe(409);
    expect(draftLock.body.error.code).toBe('INVOICE_NOT_ISSUED');
    const number = (await register(owner, inv.id)).body.data.invoiceNumber;
    const edit = await call('PUT', `invoices/update/${inv.id}`, {
      token: owner.token,
      body: {
        customerId,
        invoiceDate: dayFromToday(0),
        lines: [line({ pricePerUnit: 800 })],
        invoiceNumber: 'X1',
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toMatchObject({ invoiceNumber: number, grandTotal: 1000, status: 'registered' });
    const locked = await call('POST', `invoices/lock/${inv.id}`, { token: owner.token });
    expect(locked.status).toBe(200);
    expect(locked.body.data.lockedAt).not.toBeNull();
    const again = await call('PUT', `invoices/update/${inv.id}`, {
      token: owner.token,
      body: { customerId, invoiceDate: dayFromToday(0), lines: [line()] },
    });
    expect(again.status).toBe(409);
  });

  it('shows an issued invoice past its due date as overdue, in details and the list', async () => {
    const { owner, customerId } = await account();
    const inv = await draft(owner, customerId, { invoiceDate: dayFromToday(-20), dueDate: dayFromToday(-1) });
    expect((await call('GET', `invoices/details/${inv.id}`, { token: owner.token })).body.data.overdue).toBe(
      false,
    );
    await register(owner, inv.id);
    expect((await call('GET', `invoices/details/${inv.id}`, { token: owner.token })).body.data.overdue).toBe(
      true,
    );
    const list = await call('GET', 'invoices/list?status=overdue', { token: owner.token });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([inv.id]);
    expect(list.body.summary).toEqual({ count: 1, grandTotal: 813, unpaidTotal: 813, overdueTotal: 813 });
  });
});

describe('credit invoices', () => {
  it('reverse an issued invoice with negative lines, the next number, and mark the original credited', async () => {
    const { owner, customerId } = await account();
    const inv = await draft(owner, customerId, {
      lines: [
        line({ pricePerUnit: 99.9, quantity: 3, discount: 10 }),
        line({ vat: 12, pricePerUnit: 10.01 }),
      ],
    });
    const first = (await register(owner, inv.id)).body.data;
    const refused = await call('POST', `invoices/credit/${(await draft(owner, customerId)).id}`, {
      token: owner.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('INVOICE_NOT_ISSUED');
    const res = await call('POST', `invoices/credit/${inv.id}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const credit = res.body.data;
    expect(credit).toMatchObject({
      status: 'registered',
      invoiceNumber: String(Number(first.invoiceNumber) + 1),
      creditOf: { id: inv.id, invoiceNumber: first.invoiceNumber },
      netTotal: -first.netTotal,
      vatTotal: -first.vatTotal,
      rounding: -first.rounding,
      grandTotal: -first.grandTotal,
      buyer: first.buyer,
    });
    expect(credit.lockedAt).not.toBeNull();
    expect(isValidOcr(credit.payment.ocrReference)).toBe(true);
    expect(
      credit.lines.map((l: { quantity: number; pricePerUnit: number }) => [l.quantity, l.pricePerUnit]),
    ).toEqual([
      [-3, 99.9],
      [-1, 10.01],
    ]);
    const original = (await call('GET', `invoices/details/${inv.id}`, { token: owner.token })).body.data;
    expect(original.status).toBe('credited');
    expect(original.credits).toEqual([{ id: credit.id, invoiceNumber: credit.invoiceNumber }]);
    const twice = await call('POST', `invoices/credit/${inv.id}`, { token: owner.token, locale: 'sv' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Fakturan är krediterad och kan inte ändras till krediterad.');
  });
});

describe('the mileage rate of the account', () => {
  it('is set on the profile in kronor per km and used for new mileage lines; null goes back to 2.50 kr', async () => {
    const { owner, customerId } = await account();
    const set = await call('PUT', `ferriers/update/${owner.ferrierId}`, {
      token: owner.token,
      body: { mileageRate: 3.5 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.mileageRate).toBe(3.5);
    const details = await call('GET', `ferriers/details/${owner.ferrierId}`, { token: owner.token });
    expect(details.body.data.mileageRate).toBe(3.5);
    const inv = (
      await call('POST', 'invoices/create', {
        token: owner.token,
        body: { customerId, invoiceDate: dayFromToday(0), lines: [line()], mileageKm: 10 },
      })
    ).body.data;
    expect(inv).toMatchObject({ mileageRate: 3.5, mileageKm: 10 });
    expect(inv.lines.at(-1)).toMatchObject({ kind: 'mileage', name: 'Milersättning', price: 35, vat: 25 });
    const bad = await call('PUT', `ferriers/update/${owner.ferrierId}`, {
      token: owner.token,
      body: { mileageRate: -1 },
    });
    expect(bad.status).toBe(422);
    await call('PUT', `ferriers/update/${owner.ferrierId}`, {
      token: owner.token,
      body: { mileageRate: null },
    });
    const back = (await call('GET', `ferriers/details/${owner.ferrierId}`, { token: owner.token })).body.data;
    expect(back.mileageRate).toBeNull();
  });
});
