// Each person's calendar feed (issue 25): every member has their own address, and their feed holds only the bookings
// given to them — the owner's too holds the owner's own visits. Giving a visit to someone else moves it from one feed
// to the other at the next fetch (the kept renderings are per person: feed-cache.ts). A deactivated member's address
// opens nothing, and works again once they are reactivated.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { eventsOf, fetchFeed, tokenOf } from '../support/feed';
import { bookingBody, createBooking, createFerrier } from '../support/factories';
import { createStaff } from '../support/members';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let owner: Owner;
let anna: Awaited<ReturnType<typeof createStaff>>;

const uids = async (path: string) => {
  const res = await fetchFeed(path);
  expect(res.status).toBe(200);
  return [...eventsOf(res.body as string).events.keys()].sort();
};
const uid = (id: string) => `${id}@hovbook`;

beforeAll(async () => {
  owner = await createFerrier();
  anna = await createStaff(owner, { firstName: 'Anna', lastName: 'Svensson' });
});

describe('a feed per person', () => {
  it('gives each person an address of their own, holding only the visits given to them', async () => {
    const [ownerFeed, annaFeed] = [await tokenOf(owner), await tokenOf(anna)];
    expect(annaFeed.url).not.toBe(ownerFeed.url);
    const own = await createBooking(owner, { allowClash: true });
    const hers = await createBooking(owner, { allowClash: true, staffId: anna.userId });
    const byHer = await createBooking(anna, { allowClash: true });
    expect(await uids(ownerFeed.path)).toEqual([uid(own.id)]);
    expect(await uids(annaFeed.path)).toEqual([uid(hers.id), uid(byHer.id)].sort());

    // Given to the owner: it leaves Anna's feed and joins the owner's, though both feeds were kept since.
    const moved = await call('PUT', `bookings/update/${hers.id}`, {
      token: owner.token,
      body: bookingBody({
        allowClash: true,
        startDate: hers.startDate,
        endDate: hers.endDate,
        startTime: hers.startTime,
        endTime: hers.endTime,
        staffId: owner.userId,
      }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await uids(ownerFeed.path)).toEqual([uid(own.id), uid(hers.id)].sort());
    expect(await uids(annaFeed.path)).toEqual([uid(byHer.id)]);
  });

  it('closes a deactivated member’s address, and opens it again when they are reactivated', async () => {
    const lisa = await createStaff(owner, { firstName: 'Lisa', lastName: 'Lärling' });
    const feed = await tokenOf(lisa);
    expect((await fetchFeed(feed.path)).status).toBe(200);
    const off = await call('PUT', `staffs/update/${lisa.userId}`, {
      token: owner.token,
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);
    expect((await fetchFeed(feed.path)).status).toBe(404);
    const on = await call('PUT', `staffs/update/${lisa.userId}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    expect(on.status).toBe(200);
    expect((await fetchFeed(feed.path)).status).toBe(200);
  });
});
