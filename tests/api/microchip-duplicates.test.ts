// Duplicate microchip numbers: a warning, never a refusal — on animals/create and animals/update
// (`microchipDuplicates`) and from animals/microchip-check, inside the caller's account only.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createAnimal, createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

/** A chip number of this test run only (the factories' default is shared by every animal they make). */
let chips = 0;
const freshChip = () => `752${String(Date.now() % 1e9).padStart(9, '0')}${String(++chips).padStart(3, '0')}`;

const check = (owner: Owner, body: Record<string, unknown>, locale?: 'en' | 'sv') =>
  call('POST', 'animals/microchip-check', { token: owner.token, body, locale });

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

describe('animals/microchip-check', () => {
  it('names the other animals of the same account with the number, as typed with spaces', async () => {
    const chip = freshChip();
    const blixten = await createAnimal(me, { name: 'Blixten', microchipNumber: chip });
    const spaced = chip.replace(/(\d{3})(?=\d)/g, '$1 ');
    const res = await check(me, { microchipNumber: spaced });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([{ id: blixten.id, name: 'Blixten', status: 'active' }]);
    // The animal being edited is not its own duplicate.
    const editing = await check(me, { microchipNumber: chip, animalId: blixten.id });
    expect(editing.body.data).toEqual([]);
  });

  it('never shows another account’s animals, and answers an empty list for an unused number', async () => {
    const chip = freshChip();
    await createAnimal(other, { name: 'Grannens häst', microchipNumber: chip });
    const res = await check(me, { microchipNumber: chip });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('answers 404 for another account’s animal as the one being edited', async () => {
    const theirs = await createAnimal(other, { microchipNumber: freshChip() });
    const res = await check(me, { microchipNumber: freshChip(), animalId: theirs.id });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses a number that is not 15 digits, in the request language', async () => {
    const en = await check(me, { microchipNumber: '12345' });
    expect(en.status).toBe(422);
    expect(en.body.error.fields.microchipNumber).toMatch(/15 digits/);
    const sv = await check(me, { microchipNumber: '12345' }, 'sv');
    expect(sv.body.error.fields.microchipNumber).toMatch(/15 siffror/);
    expect((await check(me, {})).status).toBe(422);
    expect(
      (await call('POST', 'animals/microchip-check', { body: { microchipNumber: freshChip() } })).status,
    ).toBe(401);
  });
});

describe('microchipDuplicates on create and update', () => {
  it('saves a duplicate anyway and names the other animals of the account, not another account’s', async () => {
    const chip = freshChip();
    const first = await createAnimal(me, { name: 'Stjärna', microchipNumber: chip });
    await createAnimal(other, { name: 'Främmande', microchipNumber: chip });

    const second = await call('POST', 'animals/create', {
      token: me.token,
      body: {
        name: 'Stjärna II',
        microchipNumber: chip,
        address: 'Stallvägen 2',
        postalCode: '74193',
        city: 'Knivsta',
      },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.microchipNumber).toBe(chip);
    expect(second.body.data.microchipDuplicates).toEqual([
      { id: first.id, name: 'Stjärna', status: 'active' },
    ]);

    // The first one, updated, now sees the second; with another number, none.
    const update = (microchipNumber: string | null) =>
      call('PUT', `animals/update/${first.id}`, {
        token: me.token,
        body: {
          name: 'Stjärna',
          microchipNumber,
          address: 'Stallvägen 2',
          postalCode: '74193',
          city: 'Knivsta',
        },
      });
    const same = await update(chip);
    expect(same.status).toBe(200);
    expect(same.body.data.microchipDuplicates).toEqual([
      { id: second.body.data.id, name: 'Stjärna II', status: 'active' },
    ]);
    expect((await update(freshChip())).body.data.microchipDuplicates).toEqual([]);
    expect((await update(null)).body.data.microchipDuplicates).toEqual([]);
  });

  it('counts inactive animals too: the chip still belongs to that horse', async () => {
    const chip = freshChip();
    const old = await createAnimal(me, { name: 'Gamle Max', microchipNumber: chip });
    const status = await call('PATCH', `animals/update-status/${old.id}`, {
      token: me.token,
      body: { status: 'inactive' },
    });
    expect(status.status).toBe(200);
    const res = await check(me, { microchipNumber: chip });
    expect(res.body.data).toEqual([{ id: old.id, name: 'Gamle Max', status: 'inactive' }]);
  });
});
