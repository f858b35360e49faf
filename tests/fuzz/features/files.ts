// The fuzz's stored files (files/{id}): the account's logo, uploaded through the API, is the file of a tenant.
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import { defineFuzz } from '../support/feature';
import { png } from '../support/png';
import type { Account } from '../support/tenants';

/** A stored file of the account: its logo, uploaded through the API; the id is read back from the profile. */
async function createFile(owner: Account): Promise<string> {
  const form = new FormData();
  form.set('logo', await png(), 'logo.png');
  const res = await call('PUT', `ferriers/update/${owner.ferrierId}`, { token: owner.token, raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = /files\/([0-9a-f-]{36})/.exec(String(res.body.data.logoUrl))?.[1];
  if (!id) throw new Error(`no file id in logoUrl ${res.body.data.logoUrl}`);
  return id;
}

export default defineFuzz({
  kinds: { file: { table: 'stored_files', create: createFile } },
  entries: { 'GET /files/{id}': { id: 'file' } },
});
