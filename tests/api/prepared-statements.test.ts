// The hot reads run statements built once per shape (server/db/prepared.ts): one built statement serves every
// tenant, each call with its own values — its own rows, its own language, its own cursor and status.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createAnimal, createFerrier } from '../support/factories';

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
