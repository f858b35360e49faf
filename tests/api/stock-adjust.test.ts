// inventories/adjust-stock/{id}: the stock lists' +/− — added to the stock atomically, never below 0, only on the
// caller's own products.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createFerrier, createProduct } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const adjust = (owner: Owner, id: string, change: unknown, locale?: 'en' | 'sv') =>
  call('POST', `inventories/adjust-stock/${id}`, { token: owner.token, body: { change }, locale });

const stockOf = async (owner: Owner, id: string) => {
  const res = await call('GET', `inventories/details/${id}`, { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.data.stockQuantity as number;
};

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

describe('inventories/adjust-stock/{id}', () => {
  it('adds and takes out, answering the product with its new stock and low-stock flag', async () => {
    const p = await createProduct(me, { stockQuantity: 7, minimumReorderLevel: 6 });
    const up = await adjust(me, p.id, 1);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toMatchObject({ id: p.id, stockQuantity: 8, lowStock: false });
    const down = await adjust(me, p.id, -2);
    expect(down.body.data).toMatchObject({ stockQuantity: 6, lowStock: true });
    // Fractions of kilograms and metres, typed with a Swedish comma.
    expect((await adjust(me, p.id, '0,25')).body.data.stockQuantity).toBe(6.25);
    expect((await adjust(me, p.id, -0.1)).body.data.stockQuantity).toBe(6.15);
    expect(await stockOf(me, p.id)).toBe(6.15);
  });

  it('counts every one of simultaneous changes (one UPDATE each, no lost read-modify-write)', async () => {
    const p = await createProduct(me, { stockQuantity: 24 });
    const answers = await Promise.all(Array.from({ length: 15 }, () => adjust(me, p.id, -1)));
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
    expect(await stockOf(me, p.id)).toBe(9);
  });

  it('never goes below 0: the changes that would are refused with 409 and change nothing', async () => {
    const p = await createProduct(me, { stockQuantity: 5 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(me, p.id, -1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect(await stockOf(me, p.id)).toBe(0);

    const en = await adjust(me, p.id, -1);
    expect(en.status).toBe(409);
    expect(en.body.error).toMatchObject({
      code: 'CONFLICT',
      fields: { change: 'The stock cannot go below 0.' },
    });
    const sv = await adjust(me, p.id, -2, 'sv');
    expect(sv.body.error.fields.change).toBe('Lagersaldot kan inte bli mindre än 0.');
    const above = await adjust(me, p.id, 1_000_000);
    expect(above.status).toBe(200);
    const tooMuch = await adjust(me, p.id, 1);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.fields.change).toBe('The stock cannot go above 1,000,000.');
    expect(await stockOf(me, p.id)).toBe(1_000_000);
  });

  it('refuses a change that is 0, not a number or too precise, in the request language', async () => {
    const p = await createProduct(me, { stockQuantity: 3 });
    for (const change of [0, '0', 'ett', 0.0001, '1e3', null, true, 2_000_000]) {
      const res = await adjust(me, p.id, change);
      expect(res.status, `${JSON.stringify(change)}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.error.fields.change).toBeTruthy();
    }
    const sv = await adjust(me, p.id, 0, 'sv');
    expect(sv.body.error.fields.change).toBe('Ange en ändring som inte är 0, med högst tre decimaler.');
    const extra = await call('POST', `inventories/adjust-stock/${p.id}`, {
      token: me.token,
      body: { change: 1, stockQuantity: 100 },
    });
    expect(extra.status).toBe(422);
    expect(await stockOf(me, p.id)).toBe(3);
  });

  it('answers 404 for another account’s product and changes nothing there', async () => {
    const theirs = await createProduct(other, { stockQuantity: 10 });
    const res = await adjust(me, theirs.id, -1);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await adjust(me, NO_SUCH_ID, 1)).status).toBe(404);
    expect(await stockOf(other, theirs.id)).toBe(10);
    const anonymous = await call('POST', `inventories/adjust-stock/${theirs.id}`, { body: { change: 1 } });
    expect(anonymous.status).toBe(401);
    expect(await stockOf(other, theirs.id)).toBe(10);
  });
});
