// Tampered cursors on every list and sort: a value that does not fit the sort key's type (text, date, timestamptz,
// numeric) or an id that is not a UUID is a 422 on `cursor`, never a database error; real cursors keep working.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import {
  createAnimal,
  createCustomer,
  createFerrier,
  createProduct,
  createService,
} from '../support/factories';

const CURSOR_EN = 'This page link is no longer valid; start from the first page.';
const ID = '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10';

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

type SortType = 'text' | 'date' | 'timestamptz' | 'numeric';

const LISTS: Array<[list: string, sort: string, type: SortType]> = [
  ['customers', 'name', 'text'],
  ['customers', 'city', 'text'],
  ['customers', 'newest', 'timestamptz'],
  ['animals', 'name', 'text'],
  ['animals', 'nextVisit', 'date'],
  ['animals', 'newest', 'timestamptz'],
  ['inventories', 'name', 'text'],
  ['inventories', 'newest', 'timestamptz'],
  ['inventories', 'stock', 'numeric'],
  ['services', 'name', 'text'],
  ['services', 'newest', 'timestamptz'],
  ['services', 'price', 'numeric'],
];

/** Values that are not of the type (each once made PostgreSQL fail the cast), and one that is. */
const VALUES: Record<SortType, { bad: string[]; good: string }> = {
  text: { bad: ['Anna\u0000'], good: 'Anna' },
  date: {
    bad: ['x', '2026-02-30', '2026-13-01', '0000-01-01', '2026-1-1', '20260101', 'infinityy'],
    good: '2026-02-28',
  },
  timestamptz: {
    bad: ['x', '2026-02-30T10:00:00.000Z', '2026-01-01 25:00:00+00', '2026-01-01', '2026-01-01T10:00:00'],
    good: '2026-01-01 10:00:00.123456+00',
  },
  numeric: { bad: ['x', '1e999', 'NaN', 'Infinity', '1,5', '', ' 1', '0x10'], good: '-6.500' },
};

/** Shapes that are wrong whatever the sort. */
const BAD_SHAPES = [
  cursor(['x']),
  cursor({ value: 'x', id: ID }),
  cursor([1, ID]),
  cursor(['x', 'not-a-uuid']),
  cursor(['x', '------------------------------------']),
  cursor(['x', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']),
  'not base64 at all!',
];

let me: Awaited<ReturnType<typeof createFerrier>>;

beforeAll(async () => {
  me = await createFerrier();
  // Two of each, so every list has a second page; animals without a next visit sort as 'infinity'.
  for (let i = 0; i < 2; i++) {
    await createCustomer(me, { firstName: `Anna${'a'.repeat(i)}` });
    await createAnimal(me, { name: `Blixten${'a'.repeat(i)}` });
    await createProduct(me, { name: `Sko${'a'.repeat(i)}` });
    await createService(me, { service: `Verkning${'a'.repeat(i)}` });
  }
});

describe.each(LISTS)('%s/list?sort=%s (%s)', (list, sort, type) => {
  const get = (c: string) =>
    call('GET', `${list}/list?sort=${sort}&limit=1&cursor=${encodeURIComponent(c)}`, { token: me.token });

  it('refuses a cursor whose value is not of the sort type, or whose shape is wrong', async () => {
    for (const c of [...VALUES[type].bad.map((v) => cursor([v, ID])), ...BAD_SHAPES]) {
      const res = await get(c);
      expect(res.status, `${Buffer.from(c, 'base64url').toString()} → ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields need your attention.',
        fields: { cursor: CURSOR_EN },
      });
    }
  });

  it('takes a well-formed cursor and the one it handed out', async () => {
    expect((await get(cursor([VALUES[type].good, ID]))).status).toBe(200);
    const first = await call('GET', `${list}/list?sort=${sort}&limit=1`, { token: me.token });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(first.body.nextCursor);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });
});
