// The feed is made again only when something it shows has changed (server/icalendar/feed-cache.ts): a change through
// the API and one by a statement that leaves updated_at alone both show at the next fetch; an unchanged feed keeps
// its ETag and answers If-None-Match with 304; the answer is gzipped for clients that take it and plain otherwise;
// one user's cached feed never answers another's address.
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { customers } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call, newIp } from '../support/api-client';
import { animalBody, createAnimal, createCustomer, createFerrier, createService } from '../support/factories';
import { eventsOf, fetchFeed, insertBooking, tokenOf, type Owner } from '../support/feed';

/** A customer with a horse, a planned service and a booking of them. */
async function bookedCustomer(owner: Owner) {
  const customer = await createCustomer(owner, { firstName: 'Karin', lastName: 'Sjöström' });
  const horse = await createAnimal(owner, { name: 'Blixten', customerId: customer.id });
  const service = await createService(owner, { service: 'Verkning' });
  const bookingId = await insertBooking(owner, {
    customerId: customer.id,
    animalIds: [horse.id],
    serviceIds: [service.id],
  });
  return { customer, horse, service, bookingId };
}

const summaryOf = (text: string, bookingId: string) =>
  String(eventsOf(text).events.get(`${bookingId}@hovbook`)?.event.summary);
const descriptionOf = (text: string, bookingId: string) =>
  String(eventsOf(text).events.get(`${bookingId}@hovbook`)?.event.description);

describe('the feed, made again only when it has changed', () => {
  it('shows a renamed customer, horse and service at the next fetch (through the API)', async () => {
    const owner = await createFerrier();
    const { path } = await tokenOf(owner);
    const { customer, horse, service, bookingId } = await bookedCustomer(owner);
    expect(summaryOf((await fetchFeed(path)).body, bookingId)).toBe('Karin Sjöström – Blixten');

    const renamed = await call('PUT', `animals/update/${horse.id}`, {
      token: owner.token,
      body: animalBody({ name: 'Storm', customerId: customer.id }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(summaryOf((await fetchFeed(path)).body, bookingId)).toBe('Karin Sjöström – Storm');

    await systemDb().update(customers).set({ firstName: 'Greta' }).where(eq(customers.id, customer.id));
    expect(summaryOf((await fetchFeed(path)).body, bookingId)).toBe('Greta Sjöström – Storm');

    await systemDb().execute(sql`update services set name = 'Skoning' where id = ${service.id}`);
    expect(descriptionOf((await fetchFeed(path)).body, bookingId)).toContain('Skoning');
  });

  it('shows a change by a statement that leaves updated_at alone', async () => {
    const owner = await createFerrier();
    const { path } = await tokenOf(owner);
    const { customer, bookingId } = await bookedCustomer(owner);
    expect(summaryOf((await fetchFeed(path)).body, bookingId)).toContain('Karin');
    const [before] = await systemDb().execute<{ updated_at: string }>(
      sql`select updated_at::text from customers where id = ${customer.id}`,
    );
    await systemDb().execute(
      sql`update customers set first_name = 'Astrid', updated_at = updated_at where id = ${customer.id}`,
    );
    const [after] = await systemDb().execute<{ updated_at: string }>(
      sql`select updated_at::text from customers where id = ${customer.id}`,
    );
    expect(after!.updated_at).toBe(before!.updated_at);
    expect(summaryOf((await fetchFeed(path)).body, bookingId)).toBe('Astrid Sjöström – Blixten');
    // A booking written straight into the table, and one taken out of it.
    const added = await insertBooking(owner, { customerId: customer.id, notes: 'Ny' });
    expect(eventsOf((await fetchFeed(path)).body).events.has(`${added}@hovbook`)).toBe(true);
    await systemDb().execute(sql`delete from booking_animals where booking_id = ${bookingId}`);
    await systemDb().execute(sql`delete from booking_services where booking_id = ${bookingId}`);
    await systemDb().execute(sql`delete from bookings where id = ${added}`);
    const text = (await fetchFeed(path)).body;
    expect(eventsOf(text).events.has(`${added}@hovbook`)).toBe(false);
    expect(summaryOf(text, bookingId)).toBe('Astrid Sjöström');
  });

  it('keeps its ETag while unchanged: If-None-Match answers 304 without a body, a change answers 200 anew', async () => {
    const owner = await createFerrier();
    const { path } = await tokenOf(owner);
    const { bookingId } = await bookedCustomer(owner);
    const first = await fetchFeed(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect((await fetchFeed(path)).headers.get('etag')).toBe(etag);

    const unchanged = await fetchFeed(path, newIp(), { 'if-none-match': `W/"other", ${etag}` });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeUndefined();
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('private, max-age=300');

    await systemDb().execute(sql`update bookings set notes = 'Ändrad' where id = ${bookingId}`);
    const changed = await fetchFeed(path, newIp(), { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(descriptionOf(changed.body, bookingId)).toContain('Ändrad');
    expect((await fetchFeed(path, newIp(), { 'if-none-match': '"nothing-like-it"' })).status).toBe(200);
  });

  it('is gzipped for a client that takes gzip, and the same text plain for one that does not', async () => {
    const owner = await createFerrier();
    const { path } = await tokenOf(owner);
    await bookedCustomer(owner);
    const plain = await fetchFeed(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const res = await apiApp().request(
      `/api/v1/${path}`,
      { headers: { 'accept-encoding': 'gzip, deflate, br' } },
      { remoteAddress: newIp() },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(text).toBe(plain.body);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('answers each address with its own user’s feed, also when both were fetched before', async () => {
    const [a, b] = [await createFerrier(), await createFerrier()];
    const [feedA, feedB] = [await tokenOf(a), await tokenOf(b)];
    const bookingA = (await bookedCustomer(a)).bookingId;
    const bookingB = (await bookedCustomer(b)).bookingId;
    for (let round = 0; round < 2; round++) {
      const textA = (await fetchFeed(feedA.path)).body;
      const textB = (await fetchFeed(feedB.path)).body;
      expect([...eventsOf(textA).events.keys()]).toEqual([`${bookingA}@hovbook`]);
      expect([...eventsOf(textB).events.keys()]).toEqual([`${bookingB}@hovbook`]);
    }
  });
});
