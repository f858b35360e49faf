// customers/*: the language reminders and other messages to the customer are written in (Swedish unless chosen).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { customers } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createCustomer, createFerrier, customerBody } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;

beforeAll(async () => {
  me = await createFerrier();
});

describe('customer language', () => {
  it('is Swedish when not given, in create, details and the list row', async () => {
    const c = await createCustomer(me, { firstName: 'Svea' });
    const created = await call('GET', `customers/details/${c.id}`, { token: me.token });
    expect(created.body.data.language).toBe('sv');
    const list = await call('GET', 'customers/list?search=Svea', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: c.id, language: 'sv' })]);
  });

  it('takes English on create and Swedish again on update; left out on update it is Swedish', async () => {
    const res = await call('POST', 'customers/create', {
      token: me.token,
      body: customerBody({ language: 'en' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.language).toBe('en');
    const id = res.body.data.id as string;

    const toSwedish = await call('PUT', `customers/update/${id}`, {
      token: me.token,
      body: customerBody({ language: 'sv' }),
    });
    expect(toSwedish.status).toBe(200);
    expect(toSwedish.body.data.language).toBe('sv');

    await call('PUT', `customers/update/${id}`, { token: me.token, body: customerBody({ language: 'en' }) });
    // Update is a full replacement, like the form: a left-out language is the default.
    const leftOut = await call('PUT', `customers/update/${id}`, { token: me.token, body: customerBody() });
    expect(leftOut.body.data.language).toBe('sv');
    const [row] = await systemDb().select().from(customers).where(eq(customers.id, id));
    expect(row!.language).toBe('sv');
  });

  it.each([['de'], ['SV'], [1], [null]])(
    'refuses %j with a message on language, writing nothing',
    async (v) => {
      const before = await systemDb().select().from(customers).where(eq(customers.ferrierId, me.ferrierId));
      const res = await call('POST', 'customers/create', {
        token: me.token,
        body: customerBody({ language: v }),
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields.language).toEqual(expect.any(String));
      const after = await systemDb().select().from(customers).where(eq(customers.ferrierId, me.ferrierId));
      expect(after.length).toBe(before.length);
    },
  );

  it('gives the message in Swedish', async () => {
    const res = await call('POST', 'customers/create', {
      token: me.token,
      locale: 'sv',
      body: customerBody({ language: 'fi' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.language).toMatch(/svenska|engelska/i);
  });
});
