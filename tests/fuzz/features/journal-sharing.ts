// The fuzz's journal sharing (journals/{id}/share, /unshare, share-codes/{id}/…, shared/{code}): the tenant's journal
// (the journals feature's kind) and a live share code of it for the public page.
import { call } from '../../support/api-client';
import { defineFuzz } from '../support/feature';
import type { Tenant } from '../support/tenants';

/** A live code of the tenant's journal, made once per tenant (the page's views are counted on it). */
const codes = new WeakMap<Tenant, Promise<string>>();
function liveCode(t: Tenant): Promise<{ code: string }> {
  let code = codes.get(t);
  if (!code) {
    code = t.id('journal').then(async (id) => {
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
  entries: {
    'POST /journals/{id}/share': { id: 'journal', body: options },
    'POST /journals/{id}/unshare': { id: 'journal', body: () => ({}) },
    'POST /share-codes/{id}/generate': { id: 'animal', body: options },
    'GET /share-codes/{id}/active': { id: 'journal' },
    'GET /share-codes/{id}/stats': { id: 'journal' },
    'GET /shared/{code}': { params: liveCode, baselineStatus: [200, 404] },
  },
});
