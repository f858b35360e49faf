// The fuzz's journal documents (journals/download/{id}, journals/send/{id}). A journal to send is one of its own kind:
// its keeper (a customer of the tenant with an email address) owns the horse, so a send can succeed (the mail is
// written to DATA_DIR/mail); the download takes the journals feature's journal.
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import { createAnimal, createCustomer, dayFromToday } from '../../support/factories';
import { defineFuzz } from '../support/feature';

/** A draft journal of the account whose keeper has an email address. */
async function createSendableJournal(owner: { token: string }): Promise<string> {
  const customer = await createCustomer(owner);
  const animal = await createAnimal(owner, { customerId: customer.id });
  const res = await call('POST', 'journals/create', {
    token: owner.token,
    body: { treatmentDate: dayFromToday(0), animalId: animal.id, customerId: customer.id, findings: 'Fuzz' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

export default defineFuzz({
  kinds: { sendableJournal: { table: 'journals', create: createSendableJournal } },
  entries: {
    'GET /journals/download/{id}': { id: 'journal' },
    'POST /journals/send/{id}': { id: 'sendableJournal' },
  },
});
