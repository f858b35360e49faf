// The fuzz's journal sharing (journals/{id}/share, /unshare, share-codes/{id}/…, shared/{code}): a journal of the
// tenant's horse, and a live share code of it for the public page.
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { call } from '../../support/api-client';
import { createAnimal } from '../../support/factories';
import { defineFuzz } from '../support/feature';
import type { Account, Tenant } from '../support/tenants';

let journals = 0;

/**
 * A draft journal of a new horse of the account, written through the owner's connection (the sharing routes only read
 * journals; a kind of its own, so it does not clash with the journals feature's).
 */
async function createJournal(owner: Account): Promise<string> {
  const animal = await createAnimal(owner);
  const [row] = await systemDb().execute<{ id: string }>(sql`
    insert into journals (ferrier_id, reference_number, animal_id, created_by_user_id, treatment_date, animal_name,
                          owner_name, owner_phone, findings)
    values (${owner.ferrierId}, ${`J-2026-9${String(++journals).padStart(3, '0')}-${process.pid}`}, ${animal.id},
            ${owner.userId}, '2026-03-02', ${animal.name}, 'Karin Sjöström', '+46707654321', 'Lätt hälta')
    returning id`);
  return row!.id;
}

/** A live code of the tenant's journal, made once per tenant (the page's views are counted on it). */
const codes = new WeakMap<Tenant, Promise<string>>();
function liveCode(t: Tenant): Promise<{ code: string }> {
  let code = codes.get(t);
  if (!code) {
    code = t.id('sharedJournal').then(async (id) => {
      const res = await call('POST', `journals/${id}/share`, { token: t.token, body: {} });
      if (res.status !== 200) throw new Error(`share: ${JSON.stringify(res.body)}`);
      return String(res.body.data.code);
    });
    codes.set(t, code);
  }
  return code.then((c) => ({ code: c }));
}

const options = () => ({ expiresInDays: 30, showKeeperContact: false });

export default defineFuzz({
  kinds: { sharedJournal: { table: 'journals', create: createJournal } },
  entries: {
    'POST /journals/{id}/share': { id: 'sharedJournal', body: options },
    'POST /journals/{id}/unshare': { id: 'sharedJournal', body: () => ({}) },
    'POST /share-codes/{id}/generate': { id: 'animal', body: options },
    'GET /share-codes/{id}/active': { id: 'sharedJournal' },
    'GET /share-codes/{id}/stats': { id: 'sharedJournal' },
    'GET /shared/{code}': { params: liveCode, baselineStatus: [200, 404] },
  },
});
