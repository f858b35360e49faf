// The fuzz's journal templates (journal-templates/*): a template of the tenant's, and a journal to make one from.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { call } from '../../support/api-client';
import { createAnimal, createCustomer } from '../../support/factories';
import { defineFuzz } from '../support/feature';
import type { Account } from '../support/tenants';

const template = () => ({
  name: 'Verkning och skoning',
  fields: {
    findings: 'Jämn hovtillväxt, vita linjen hel.',
    treatments: [{ treatment: 'Skoning runt om', materials: '4 stålskor', hoof: 'LF' }],
    pharmaceuticals: [{ name: 'Hovtjära', withdrawalPeriod: '0 dagar' }],
    hoofFindings: [{ hoof: 'RF', findings: 'Liten spricka i tån' }],
  },
});

async function createTemplate(owner: Account): Promise<string> {
  const res = await call('POST', 'journal-templates', { token: owner.token, body: template() });
  if (res.status !== 201) throw new Error(`journal template: ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: string }).id;
}

/**
 * A journal of the account's, written into the tables as the journals' use cases write one (its own kind, so this
 * file needs nothing of the journals' fuzz entries).
 */
async function createSourceJournal(owner: Account): Promise<string> {
  const customer = await createCustomer(owner);
  const animal = await createAnimal(owner, { customerId: customer.id });
  const [row] = await systemDb().execute<{ id: string }>(sql`
    insert into journals (ferrier_id, reference_number, customer_id, animal_id, created_by_user_id, treatment_date,
                          findings, diagnosis)
    values (${owner.ferrierId}, ${`J-FUZZ-${randomUUID()}`}, ${customer.id}, ${animal.id}, ${owner.userId},
            current_date, 'Hovböld vänster fram', 'Hovböld')
    returning id`);
  return row!.id;
}

export default defineFuzz({
  kinds: {
    journalTemplate: { table: 'journal_templates', create: createTemplate },
    templateSourceJournal: { table: 'journals', create: createSourceJournal },
  },
  entries: {
    'POST /journal-templates': { body: template },
    'GET /journal-templates/{id}': { id: 'journalTemplate' },
    'PUT /journal-templates/{id}': { id: 'journalTemplate', body: template },
    'DELETE /journal-templates/{id}': {
      id: 'journalTemplate',
      // Deleted: the operations after this one get a new template.
      after2xx: (t) => t.forget('journalTemplate'),
    },
    'POST /journal-templates/{id}/favorite': { id: 'journalTemplate', body: () => ({ favorite: true }) },
    'POST /journal-templates/{id}/use': { id: 'journalTemplate' },
    'POST /journal-templates/from-journal/{id}': {
      id: 'templateSourceJournal',
      body: () => ({ name: 'Från journal' }),
    },
  },
});
