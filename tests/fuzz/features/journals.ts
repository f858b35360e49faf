// The fuzz's treatment journals (journals/*): drafts of the tenant's horse, signed ones, verify and a hoof's history.
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import { createAnimal, dayFromToday } from '../../support/factories';
import { defineFuzz } from '../support/feature';
import type { Tenant } from '../support/tenants';

/** A journal of the tenant's horse and keeper, with a treatment and a pharmaceutical. */
const journal = async (t: Tenant) => ({
  treatmentDate: dayFromToday(0),
  animalId: await t.id('animal'),
  customerId: await t.id('customer'),
  findings: 'Lätt hälta vänster fram',
  treatments: [{ treatment: 'Verkning', hoof: 'LF' }],
  pharmaceuticals: [{ name: 'Metacam', withdrawalPeriod: '0 dagar' }],
  hoofFindings: [{ hoof: 'LF', findings: 'Böld' }],
});

/** A draft journal of the account, on a horse of its own. */
async function createJournal(owner: { token: string }): Promise<string> {
  const animal = await createAnimal(owner);
  const res = await call('POST', 'journals/create', {
    token: owner.token,
    body: { treatmentDate: dayFromToday(0), animalId: animal.id, findings: 'Fuzz' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

export default defineFuzz({
  kinds: { journal: { table: 'journals', create: createJournal } },
  idFields: { bookingId: 'booking' },
  entries: {
    'POST /journals/create': { body: (t) => journal(t) },
    'POST /journals/createSignedJournal': { body: (t) => journal(t) },
    'GET /journals/details/{id}': { id: 'journal' },
    'GET /journals/history/{id}': { id: 'journal' },
    'GET /journals/verify/{id}': { id: 'journal' },
    'PUT /journals/update/{id}': { id: 'journal', body: (t) => journal(t) },
    'GET /journals/hoof-history': { query: async (t) => ({ animalId: await t.id('animal'), hoof: 'LF' }) },
    // Signed, the journal is locked: the operations after this one get a new draft.
    'POST /journals/sign/{id}': { id: 'journal', after2xx: (t) => t.forget('journal') },
    'DELETE /journals/delete/{id}': { id: 'journal', after2xx: (t) => t.forget('journal') },
  },
});
