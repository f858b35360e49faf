// The hot reads run statements built once per shape (server/db/prepared.ts): one built statement serves every
// tenant, each call with its own values — its own rows, its own language, its own cursor and status.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { animals } from '@/server/db/schema';
import { call } from '../support/api-client';
import { animalBody, createAnimal, createCustomer, createFerrier } from '../support/factories';

const list = (f: { token: string }, query = '', locale: 'en' | 'sv' = 'en') =>
  call('GET', `animals/list?limit=2${query}`, { token: f.token, locale });

describe('statements built once', () => {
  it('answer each tenant with its own rows, in turn, whichever tenant built them', async () => {
    const [a, b] = [await createFerrier(), await createFerrier()];
    const mine = await createAnimal(a, { name: 'Aaltje' });
    const theirs = await createAnimal(b, { name: 'Bellman' });
    for (let round = 0; round < 2; round++) {
      for (const [f, own, other] of [
        [a, mine, theirs],
        [b, theirs, mine],
      ] as const) {
        const page = await list(f);
        expect(page.status).toBe(200);
        expect(page.body.data.map((r: { id: string }) => r.id)).toEqual([own.id]);
        expect((await call('GET', `animals/details/${own.id}`, { token: f.token })).status).toBe(200);
        expect((await call('GET', `animals/details/${other.id}`, { token: f.token })).status).toBe(404);
      }
    }
  });

  it('take each call’s cursor, status and language', async () => {
    const f = await createFerrier();
    for (const name of ['Ada', 'Bo', 'Cid', 'Dag', 'Eja']) await createAnimal(f, { name });
    const names = (res: { body: { data: Array<{ name: string }> } }) => res.body.data.map((r) => r.name);
    const first = await list(f);
    expect(names(first)).toEqual(['Ada', 'Bo']);
    const second = await list(f, `&cursor=${first.body.nextCursor}`);
    expect(names(second)).toEqual(['Cid', 'Dag']);
    const third = await list(f, `&cursor=${second.body.nextCursor}`, 'sv');
    expect(names(third)).toEqual(['Eja']);
    expect(third.body.nextCursor).toBeNull();
    expect((await list(f, '&status=inactive')).body.data).toEqual([]);
    expect(names(await list(f, '&status=all', 'sv'))).toEqual(['Ada', 'Bo']);
    // An altered cursor is refused before it reaches a statement.
    const bad = await list(f, `&cursor=${Buffer.from('["x","not-a-uuid"]').toString('base64url')}`);
    expect(bad.status).toBe(422);
  });
});

describe('a list row comes out of the query as the API answers it', () => {
  it('with the instants, owner and picture URL the details give, to the millisecond', async () => {
    const f = await createFerrier();
    const owner = await createCustomer(f, { firstName: 'Ägda', lastName: '' });
    const form = new FormData();
    form.set('data', JSON.stringify(animalBody({ name: 'Fotbrand', customerId: owner.id })));
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#804020' } })
      .png()
      .toBuffer();
    form.set('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const withAll = (await call('POST', 'animals/create', { token: f.token, raw: form })).body.data;
    const bare = await createAnimal(f, { name: 'Utanbrand' });
    // Microseconds, which PostgreSQL keeps and an ISO instant in milliseconds cuts off.
    await systemDb()
      .update(animals)
      .set({ createdAt: new Date('2024-02-29T23:59:59.999Z') })
      .where(eq(animals.id, bare.id));
    await systemDb().execute(
      `update animals set updated_at = '2025-12-31 23:59:59.999999+00' where id = '${bare.id}'`,
    );
    const rows = (await call('GET', 'animals/list', { token: f.token })).body.data as Array<{
      id: string;
    }>;
    for (const id of [withAll.id, bare.id]) {
      const details = (await call('GET', `animals/details/${id}`, { token: f.token })).body.data;
      const row = rows.find((r) => r.id === id)!;
      for (const key of ['createdAt', 'updatedAt', 'pictureUrl', 'overdue', 'nextVisit'] as const)
        expect((row as Record<string, unknown>)[key], key).toEqual(details[key]);
      // The details add the owner's phone (the horse page calls or texts); the rest is the same.
      const withPhone = details.owner as (Record<string, unknown> & { phone: string | null }) | null;
      const { phone, ...sameOwner } = withPhone ?? { phone: null };
      expect((row as Record<string, unknown>).owner, 'owner').toEqual(withPhone ? sameOwner : null);
      if (withPhone) expect(phone).toBe((owner as { phone?: string | null }).phone ?? null);
    }
    const bareRow = rows.find((r) => r.id === bare.id) as unknown as Record<string, unknown>;
    expect(bareRow).toMatchObject({
      createdAt: '2024-02-29T23:59:59.999Z',
      updatedAt: '2025-12-31T23:59:59.999Z',
      owner: null,
      pictureUrl: null,
    });
    expect(rows.find((r) => r.id === withAll.id)).toMatchObject({
      owner: { id: owner.id, firstName: 'Ägda', lastName: owner.lastName },
      pictureUrl: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}$/),
    });
  });
});
