// icalendar/token, icalendar/token/regenerate and the feed icalendar/feed/{token}.ics (issue 13): one token per user,
// made once and shown again, stored only hashed and sealed; a regenerated token's old URL 404s at once; the feed,
// read by a real iCalendar parser (ical.js), holds the user's bookings with stable UIDs, raised SEQUENCEs, cancelled
// ones as STATUS:CANCELLED, deleted and old ones left out, Swedish times right in winter and in summer, nothing of
// other users or tenants, and no personnummer or email.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockholmInstant, stockholmParts } from '@/lib/time-zone';
import { icalendarTokens, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import { eventsOf, fetchFeed, insertBooking, nextYear, tokenOf } from '../support/feed';
import {
  bookingBody,
  createAnimal,
  createBooking,
  createCustomer,
  createFerrier,
  createService,
  dayFromToday,
} from '../support/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('icalendar/token', () => {
  it('is made once and returned again: the same address, an absolute URL on APP_URL', async () => {
    const owner = await createFerrier();
    const first = await tokenOf(owner);
    const again = await tokenOf(owner);
    expect(again.url).toBe(first.url);
    expect(again.createdAt).toBe(first.createdAt);
    expect(first.token).toHaveLength(43);
    expect(first.lastUsedAt).toBeNull();
    const rows = await systemDb()
      .select()
      .from(icalendarTokens)
      .where(eq(icalendarTokens.userId, owner.userId));
    expect(rows).toHaveLength(1);
  });

  it('two first visits at once make one address', async () => {
    const owner = await createFerrier();
    const [a, b] = await Promise.all([tokenOf(owner), tokenOf(owner)]);
    expect(a.url).toBe(b.url);
  });

  it('is stored as its SHA-256 and a sealed copy: no column holds the token', async () => {
    const owner = await createFerrier();
    const { token } = await tokenOf(owner);
    const [row] = await systemDb()
      .select()
      .from(icalendarTokens)
      .where(eq(icalendarTokens.userId, owner.userId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = await systemDb().execute<{ text: string }>(
      sql`select t::text as text from icalendar_tokens t where t.user_id = ${owner.userId}`,
    );
    expect(everything[0]!.text).not.toContain(token);
    expect(row!.tokenSealed).toMatch(/^v1\./);
  });

  it('needs a session', async () => {
    expect((await call('GET', 'icalendar/token')).status).toBe(401);
    expect((await call('POST', 'icalendar/token/regenerate')).status).toBe(401);
  });

  it('regenerate: a new address; the old feed answers 404 at once, the new one works', async () => {
    const owner = await createFerrier();
    const old = await tokenOf(owner);
    expect((await fetchFeed(old.path)).status).toBe(200);
    const renewed = await tokenOf(owner, 'regenerate');
    expect(renewed.url).not.toBe(old.url);
    const gone = await fetchFeed(old.path);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('NOT_FOUND');
    expect((await fetchFeed(renewed.path)).status).toBe(200);
    // The page shows the new one from now on.
    expect((await tokenOf(owner)).url).toBe(renewed.url);
    const active = await systemDb().execute(
      sql`select 1 from icalendar_tokens where user_id = ${owner.userId} and revoked_at is null`,
    );
    expect(active).toHaveLength(1);
  });
});

describe('icalendar/feed/{token}.ics', () => {
  it('answers text/calendar, privately cacheable, named for the company, in Europe/Stockholm, with a refresh hint', async () => {
    const owner = await createFerrier({ organizationName: 'Sjöbergs Hovslageri, Uppsala' });
    const { path } = await tokenOf(owner);
    const res = await fetchFeed(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const text = res.body as string;
    const { calendar } = eventsOf(text);
    // A TEXT value, so its comma is escaped (ical.js leaves X- and NAME values as written).
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hovbook – Sjöbergs Hovslageri\\, Uppsala');
    expect(calendar.getFirstPropertyValue('name')).toBe('Hovbook – Sjöbergs Hovslageri\\, Uppsala');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Stockholm');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Stockholm',
    );
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    // The first fetch is remembered for the page ("last fetched by a calendar").
    expect((await tokenOf(owner)).lastUsedAt).not.toBeNull();
  });

  it('ends every content line with CRLF, END:VCALENDAR too (RFC 5545 §3.1), made anew or kept', async () => {
    const owner = await createFerrier();
    await insertBooking(owner, { notes: 'Första raden\nandra raden' });
    const { path } = await tokenOf(owner);
    const made = (await fetchFeed(path)).body as string;
    // The second fetch is the kept rendering, whose text is made of its events again.
    const kept = (await fetchFeed(path)).body as string;
    for (const text of [made, kept]) {
      expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, ''), 'a CR or LF outside a line ending').not.toMatch(/[\r\n]/);
    }
    expect(kept).toBe(made);
  });

  it('holds the user’s bookings with the customer, animals, services, address, map link, notes and answer', async () => {
    const owner = await createFerrier();
    const customer = await createCustomer(owner, {
      firstName: 'Karin',
      lastName: 'Sjöström',
      email: 'karin.sjostrom@example.se',
      personalId: '19811228-9874',
      phone: '070-765 43 21',
    });
    const blixten = await createAnimal(owner, { name: 'Blixten', customerId: customer.id });
    const storm = await createAnimal(owner, {
      name: 'Storm',
      customerId: customer.id,
      microchipNumber: undefined,
      passportNumber: undefined,
    });
    const shoeing = await createService(owner, { service: 'Skoning runt om' });
    const trimming = await createService(owner, { service: 'Verkning' });
    const notes = 'Ring 30 min innan. Blixten tappar gärna skon vänster fram; ta med extra söm 🐴';
    const id = await insertBooking(owner, {
      customerId: customer.id,
      animalIds: [blixten.id, storm.id],
      serviceIds: [shoeing.id, trimming.id],
      notes,
      address: 'Stallvägen 2',
      postalNumber: '74193',
      city: 'Knivsta',
      referenceNumber: 'B-2026-0042',
      response: 'confirmed',
      respondedAt: new Date(),
    });
    const { path } = await tokenOf(owner);
    const text = (await fetchFeed(path)).body as string;
    const found = eventsOf(text).events.get(`${id}@hovbook`);
    expect(found).toBeDefined();
    const { event, status } = found!;
    expect(status).toBe('CONFIRMED');
    expect(event.summary).toBe('Karin Sjöström – Blixten, Storm');
    expect(event.location).toBe('Stallvägen 2, 741 93 Knivsta');
    const description = event.description;
    expect(description).toContain('Horses: Blixten, Storm');
    // The second planned service has quantity 2.
    expect(description).toContain('Services: Skoning runt om, Verkning ×2');
    expect(description).toContain('Phone: 070-765 43 21');
    expect(description).toContain('Reference: B-2026-0042');
    expect(description).toContain("Customer's answer: Confirmed");
    expect(description).toContain(`Notes: ${notes}`);
    expect(description).toContain(
      `Map: https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Stallvägen 2, 741 93 Knivsta')}`,
    );
    // Nothing that identifies the customer beyond what a visit needs.
    for (const secret of ['198112289874', '19811228-9874', '811228', 'karin.sjostrom@example.se'])
      expect(text).not.toContain(secret);
    // Folded to 75 octets a line (RFC 5545 §3.1), never inside a character.
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('writes the event texts in the user’s language', async () => {
    const owner = await createFerrier();
    const updated = await call('PUT', `ferriers/update/${owner.ferrierId}`, {
      token: owner.token,
      body: { language: 'sv' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const id = await insertBooking(owner, { status: 'cancelled', referenceNumber: 'B-2026-0007' });
    const { path } = await tokenOf(owner);
    const { event } = eventsOf((await fetchFeed(path)).body as string).events.get(`${id}@hovbook`)!;
    expect(event.summary).toBe('Avbokad: B-2026-0007');
    expect(event.description).toContain('Referens: B-2026-0007');
  });

  it('Swedish times: a 09:00 booking in winter and one in summer', async () => {
    const owner = await createFerrier();
    const winter = await insertBooking(owner, { startAt: stockholmInstant(nextYear('01-15'), '09:00') });
    const summer = await insertBooking(owner, { startAt: stockholmInstant(nextYear('07-15'), '09:00') });
    const { path } = await tokenOf(owner);
    const text = (await fetchFeed(path)).body as string;
    const { events } = eventsOf(text);
    for (const [id, utcHour] of [
      [winter, 8],
      [summer, 7],
    ] as const) {
      const start = events.get(`${id}@hovbook`)!.event.startDate.toJSDate();
      expect(stockholmParts(start).time).toBe('09:00');
      expect(start.getUTCHours()).toBe(utcHour);
      expect(stockholmParts(events.get(`${id}@hovbook`)!.event.endDate.toJSDate()).time).toBe('10:30');
    }
    expect(text).toContain(`DTSTART:${nextYear('01-15').replaceAll('-', '')}T080000Z`);
    expect(text).toContain(`DTSTART:${nextYear('07-15').replaceAll('-', '')}T070000Z`);
  });

  it('through the bookings API: the UID stays across a move, SEQUENCE rises, cancelled is STATUS:CANCELLED, completed stays confirmed, deleted leaves', async () => {
    const owner = await createFerrier();
    const customer = await createCustomer(owner);
    const animal = await createAnimal(owner, { customerId: customer.id });
    const made = (day: number, startTime: string, endTime: string) =>
      createBooking(owner, {
        customerId: customer.id,
        animalId: animal.id,
        startDate: dayFromToday(day),
        startTime,
        endDate: dayFromToday(day),
        endTime,
      }) as Promise<{ id: string; sequence: number }>;
    const moved = await made(3, '09:00', '10:00');
    const cancelled = await made(4, '09:00', '10:00');
    const completed = await made(5, '09:00', '10:00');
    const deleted = await made(6, '09:00', '10:00');
    const { path } = await tokenOf(owner);
    const feed = async () => eventsOf((await fetchFeed(path)).body as string).events;
    const before = await feed();
    expect(before.get(`${moved.id}@hovbook`)?.sequence).toBe(moved.sequence);

    const update = await call('PUT', `bookings/update/${moved.id}`, {
      token: owner.token,
      body: bookingBody({
        customerId: customer.id,
        animalId: animal.id,
        startDate: dayFromToday(3),
        startTime: '13:00',
        endDate: dayFromToday(3),
        endTime: '14:30',
        allowClash: true,
      }),
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const status = async (id: string, to: string) => {
      const res = await call('PATCH', `bookings/update-status/${id}`, {
        token: owner.token,
        body: { status: to },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await status(cancelled.id, 'cancelled');
    await status(completed.id, 'completed');
    await status(deleted.id, 'deleted');

    const after = await feed();
    const movedNow = after.get(`${moved.id}@hovbook`)!;
    expect(movedNow.sequence).toBeGreaterThan(before.get(`${moved.id}@hovbook`)!.sequence);
    expect(stockholmParts(movedNow.event.startDate.toJSDate())).toEqual({
      date: dayFromToday(3),
      time: '13:00',
    });
    expect(stockholmParts(movedNow.event.endDate.toJSDate()).time).toBe('14:30');
    expect(after.get(`${cancelled.id}@hovbook`)?.status).toBe('CANCELLED');
    expect(after.get(`${cancelled.id}@hovbook`)!.sequence).toBeGreaterThan(
      before.get(`${cancelled.id}@hovbook`)!.sequence,
    );
    expect(after.get(`${completed.id}@hovbook`)?.status).toBe('CONFIRMED');
    expect(before.has(`${deleted.id}@hovbook`)).toBe(true);
    expect(after.has(`${deleted.id}@hovbook`)).toBe(false);
  });

  it('leaves out deleted bookings, those older than 180 days, other users’ and other tenants’', async () => {
    const owner = await createFerrier();
    const other = await createFerrier();
    const kept = await insertBooking(owner, { startAt: daysAgo(170) });
    const deleted = await insertBooking(owner, { status: 'deleted' });
    const old = await insertBooking(owner, { startAt: daysAgo(190) });
    const unassigned = await insertBooking(owner, { assignedUserId: null });
    // A colleague in the same account (staff accounts have no API yet): their bookings are in their own feed.
    const [colleague] = await systemDb()
      .insert(users)
      .values({
        ferrierId: owner.ferrierId,
        role: 'staff',
        name: 'Nils Ek',
        firstName: 'Nils',
        lastName: 'Ek',
        email: `nils-${owner.userId}@example.se`,
      })
      .returning({ id: users.id });
    const colleagues = await insertBooking(owner, { assignedUserId: colleague!.id });
    const theirs = await insertBooking(other);
    const { path } = await tokenOf(owner);
    const uids = [...eventsOf((await fetchFeed(path)).body as string).events.keys()];
    expect(uids).toEqual([`${kept}@hovbook`]);
    for (const id of [deleted, old, unassigned, colleagues, theirs])
      expect(uids).not.toContain(`${id}@hovbook`);
    // And the other tenant's own feed holds only theirs.
    const otherUids = [
      ...eventsOf((await fetchFeed((await tokenOf(other)).path)).body as string).events.keys(),
    ];
    expect(otherUids).toEqual([`${theirs}@hovbook`]);
  });

  it('answers 404 with the error envelope for anything that is not a live feed address', async () => {
    const owner = await createFerrier();
    const { token, path } = await tokenOf(owner);
    const unknown = 'A'.repeat(43);
    for (const target of [
      `icalendar/feed/${token}`,
      `icalendar/feed/${token}.ICS`,
      `icalendar/feed/${token}.ics.ics`,
      `icalendar/feed/${token.slice(1)}.ics`,
      `icalendar/feed/${unknown}.ics`,
      `icalendar/feed/${token.slice(0, 42)}%00.ics`,
      `icalendar/feed/..%2F${token}.ics`,
      'icalendar/feed/.ics',
      'icalendar/feed/',
    ]) {
      const res = await fetchFeed(target);
      expect(res.status, target).toBe(404);
      expect(res.body.error.code, target).toBe('NOT_FOUND');
    }
    expect((await fetchFeed(path)).status).toBe(200);
  });

  it('stops with the account: a cancelled account’s feed answers 404', async () => {
    const owner = await createFerrier();
    const { path } = await tokenOf(owner);
    const cancelled = await call('DELETE', `ferriers/delete/${owner.ferrierId}`, { token: owner.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await fetchFeed(path)).status).toBe(404);
  });

  it('is rate limited per client address', async () => {
    // Outside the 10.x addresses the test client hands out (TEST-NET-1).
    const ip = '192.0.2.13';
    const unknown = `icalendar/feed/${'B'.repeat(43)}.ics`;
    let last = await fetchFeed(unknown, ip);
    for (let i = 1; i < 120 && last.status === 404; i++) last = await fetchFeed(unknown, ip);
    expect(last.status).toBe(404);
    const limited = await fetchFeed(unknown, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await fetchFeed(unknown, '192.0.2.14')).status).toBe(404);
  });
});
