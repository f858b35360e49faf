// GET ferriers/export (issue 26): the whole account's data in one JSON file for its owner — its registers and records
// row by row, its people without their secrets, nothing of another account's — also when the account is read-only.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createAnimal, createCustomer, createFerrier } from '../support/factories';
import { createStaff, endTrial } from '../support/members';

describe('ferriers/export', () => {
  it('answers the account’s rows as an attachment, nobody else’s, and no secret', async () => {
    const [a, b] = await Promise.all([createFerrier(), createFerrier()]);
    const customer = await createCustomer(a, { firstName: 'Exporta' });
    await createAnimal(a, { name: 'Blixten', customerId: customer.id });
    const theirs = await createCustomer(b, { firstName: 'Annanstans' });
    await createStaff(a);

    const res = await call('GET', 'ferriers/export', { token: a.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hovbook-\d{4}-\d\d-\d\d\.json"$/,
    );
    const { company, people, tables } = res.body.data;
    expect(company.id).toBe(a.ferrierId);
    expect(tables.customers.map((c: { first_name: string }) => c.first_name)).toEqual(['Exporta']);
    expect(tables.animals.map((x: { name: string }) => x.name)).toEqual(['Blixten']);
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['journals', 'invoices', 'bookings', 'services']),
    );
    expect(people.map((p: { role: string }) => p.role).sort()).toEqual(['owner', 'staff']);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(theirs.id);
    expect(text).not.toContain(b.ferrierId);
    expect(text).not.toContain(a.token);
    expect(text).not.toMatch(/password|\$argon2|scrypt/i);
  });

  it('is the owner’s, and open to a read-only account', async () => {
    const owner = await createFerrier();
    const staff = await createStaff(owner);
    expect((await call('GET', 'ferriers/export', { token: staff.token })).status).toBe(403);
    await endTrial(owner);
    expect((await call('GET', 'ferriers/export', { token: owner.token })).status).toBe(200);
  });
});
