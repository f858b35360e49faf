// Sharing journals (issue 23): a link opens one journal, or a horse's journals, read-only and without a session; it
// stops at once after unshare and after its expiry (same 404 as an unknown code); each view is counted; the keeper's
// phone and address stay hidden unless chosen; the code is stored only hashed; another account's id is 404 on every
// {id} route; the page is rate limited per client address.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journals, shareCodes } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import { createAnimal, createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

let journalNumber = 0;

/** A journal of `owner`'s horse as the record rules have it: keeper and animal as recorded, a treatment, a medicine. */
async function writeJournal(
  owner: Owner,
  animalId: string,
  fields: { treatmentDate?: string; findings?: string; signed?: boolean } = {},
) {
  const signed = fields.signed ?? false;
  const [row] = await systemDb().execute<{ id: string }>(sql`
    insert into journals (ferrier_id, reference_number, status, animal_id, created_by_user_id, treatment_date,
                          treatment_time, animal_name, animal_species, animal_identity, owner_name, owner_address,
                          owner_phone, production_site_number, findings, diagnosis, aftercare)
    values (${owner.ferrierId}, ${`J-2026-${String(++journalNumber).padStart(4, '0')}`},
            'draft', ${animalId}, ${owner.userId}, ${fields.treatmentDate ?? '2026-03-02'},
            '09:30', 'Blixten', 'Häst', '752004004123456', 'Karin Sjöström', 'Ängsgatan 5, 753 20 Uppsala',
            '+46707654321', 'SE-12345', ${fields.findings ?? 'Lätt hälta vänster fram, värme i hoven'},
            'Hovböld', 'Håll hoven torr i fem dagar')
    returning id`);
  const id = row!.id;
  await systemDb().execute(sql`
    insert into journal_treatments (ferrier_id, journal_id, treatment, materials, hoof)
    values (${owner.ferrierId}, ${id}, 'Öppnade bölden', 'Hovbandage', 'LF')`);
  await systemDb().execute(sql`
    insert into journal_pharmaceuticals (ferrier_id, journal_id, name, dosage, withdrawal_period)
    values (${owner.ferrierId}, ${id}, 'Jodopax', 'Utvärtes', '0 dagar')`);
  // Signed last: the database refuses new lines on a locked journal.
  if (signed)
    await systemDb().execute(sql`
      update journals set status = 'signed', signed_at = now(), signed_by_user_id = ${owner.userId}, locked_at = now()
      where id = ${id}`);
  return id;
}

const share = (owner: Owner, journalId: string, body: unknown = {}) =>
  call('POST', `journals/${journalId}/share`, { token: owner.token, body });
const view = (code: string, ip?: string) => call('GET', `shared/${code}`, { ip });

describe('journals/{id}/share and shared/{code}', () => {
  it('opens the journal without a session: its content, the company, the keeper without phone or address', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id);
    const res = await share(me, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { code, url, expiresAt } = res.body.data;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toMatch(new RegExp(`/en/shared/${code}$`));
    // 30 days by default
    expect(Math.round((Date.parse(expiresAt) - Date.now()) / 86_400_000)).toBe(30);

    const shown = await view(code);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const data = shown.body.data;
    expect(data).toMatchObject({
      target: 'journal',
      company: { name: 'Lind-Bergs Hovslageri' },
      animalName: 'Blixten',
    });
    expect(data.journals).toHaveLength(1);
    expect(data.journals[0]).toMatchObject({
      id,
      findings: 'Lätt hälta vänster fram, värme i hoven',
      diagnosis: 'Hovböld',
      owner: { name: 'Karin Sjöström', phone: null, address: null, productionSiteNumber: 'SE-12345' },
      treatments: [{ treatment: 'Öppnade bölden', materials: 'Hovbandage', hoof: 'LF' }],
      pharmaceuticals: [{ name: 'Jodopax', withdrawalPeriod: '0 dagar' }],
    });
    // No keeper contact, no internal ids of the account.
    const text = JSON.stringify(shown.body);
    expect(text).not.toMatch(/707654321|Ängsgatan|karin@example/);
    expect(text).not.toContain(animal.id);
    expect(text).not.toContain(me.userId);
  });

  it('shows the keeper’s phone and address when the farrier chose so', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id);
    const res = await share(me, id, { showKeeperContact: true, expiresInDays: 7 });
    expect(res.status).toBe(200);
    expect(Math.round((Date.parse(res.body.data.expiresAt) - Date.now()) / 86_400_000)).toBe(7);
    const shown = await view(res.body.data.code);
    expect(shown.body.data.journals[0].owner).toMatchObject({
      phone: '+46707654321',
      address: 'Ängsgatan 5, 753 20 Uppsala',
    });
  });

  it('stores only the code’s SHA-256, and marks the journal shared without touching its last update', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id, { signed: true });
    const [before] = await systemDb().select().from(journals).where(eq(journals.id, id));
    const res = await share(me, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await systemDb().select().from(shareCodes).where(eq(shareCodes.id, res.body.data.id));
    expect(row!.codeHash).toBe(createHash('sha256').update(res.body.data.code).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(res.body.data.code);
    const [after] = await systemDb().select().from(journals).where(eq(journals.id, id));
    expect(after!.sharedAt).not.toBeNull();
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it('refuses bad options with a localized message and makes no link', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id);
    for (const expiresInDays of [0, 366, 2.5, '30']) {
      const res = await call('POST', `journals/${id}/share`, {
        token: me.token,
        body: { expiresInDays },
        locale: 'sv',
      });
      expect(res.status, String(expiresInDays)).toBe(422);
      expect(res.body.error.fields.expiresInDays).toMatch(/1 till 365/);
    }
    const unknown = await share(me, id, { showKeeperContact: 'yes', code: 'x' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.error.fields).sort()).toEqual(['code', 'showKeeperContact']);
    const active = await call('GET', `share-codes/${id}/active`, { token: me.token });
    expect(active.body.data).toEqual([]);
  });

  it('needs a session to share', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id);
    expect((await call('POST', `journals/${id}/share`, { body: {} })).status).toBe(401);
  });
});

describe('a link that no longer works', () => {
  it('stops at once after unshare: every link of the journal, the same 404 as an unknown code', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id);
    const first = (await share(me, id)).body.data.code;
    const second = (await share(me, id)).body.data.code;
    expect((await view(first)).status).toBe(200);
    const unshared = await call('POST', `journals/${id}/unshare`, { token: me.token, body: {} });
    expect(unshared.status, JSON.stringify(unshared.body)).toBe(200);
    expect(unshared.body.data).toEqual({ revoked: 2 });
    const unknown = await view('C'.repeat(43));
    for (const code of [first, second]) {
      const gone = await view(code);
      expect(gone.status).toBe(404);
      expect(gone.body.error).toEqual({ ...unknown.body.error });
    }
    expect((await call('GET', `share-codes/${id}/active`, { token: me.token })).body.data).toEqual([]);
    // A new link after unsharing works again.
    expect((await view((await share(me, id)).body.data.code)).status).toBe(200);
  });

  it('stops after its expiry', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id);
    const { id: codeId, code } = (await share(me, id)).body.data;
    expect((await view(code)).status).toBe(200);
    await systemDb()
      .update(shareCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shareCodes.id, codeId));
    expect((await view(code)).status).toBe(404);
    expect((await call('GET', `share-codes/${id}/active`, { token: me.token })).body.data).toEqual([]);
    const stats = await call('GET', `share-codes/${id}/stats`, { token: me.token });
    expect(stats.body.data.codes).toEqual([expect.objectContaining({ id: codeId, active: false })]);
  });

  it('answers 404 for malformed codes', async () => {
    for (const code of ['abc', `${'A'.repeat(43)}x`, '%00'])
      expect((await view(code)).status, code).toBe(404);
  });

  it('stops with the account: a cancelled account’s link answers 404', async () => {
    const owner = await createFerrier();
    const animal = await createAnimal(owner);
    const id = await writeJournal(owner, animal.id);
    const { code } = (await share(owner, id)).body.data;
    expect((await view(code)).status).toBe(200);
    const cancelled = await call('DELETE', `ferriers/delete/${owner.ferrierId}`, { token: owner.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await view(code)).status).toBe(404);
  });
});

describe('views, active links and stats', () => {
  it('counts every view, per link, with the last one', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id);
    const a = (await share(me, id)).body.data;
    const b = (await share(me, id, { showKeeperContact: true })).body.data;
    for (let i = 0; i < 3; i++) expect((await view(a.code)).status).toBe(200);
    expect((await view(b.code)).status).toBe(200);

    const active = await call('GET', `share-codes/${id}/active`, { token: me.token });
    expect(active.status).toBe(200);
    expect(active.body.data).toEqual([
      expect.objectContaining({
        id: b.id,
        url: b.url,
        viewCount: 1,
        showKeeperContact: true,
        target: 'journal',
      }),
      expect.objectContaining({ id: a.id, url: a.url, viewCount: 3, showKeeperContact: false }),
    ]);
    const stats = await call('GET', `share-codes/${id}/stats`, { token: me.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ viewCount: 4, lastViewedAt: expect.any(String) });
    expect(stats.body.data.codes).toHaveLength(2);
  });
});

describe('share-codes/{id}/generate: all journals of a horse', () => {
  it('lists the horse’s journals newest first, and none of another horse', async () => {
    const animal = await createAnimal(me, { name: 'Stjärna' });
    const old = await writeJournal(me, animal.id, {
      treatmentDate: '2025-11-03',
      findings: 'Första besöket',
    });
    const recent = await writeJournal(me, animal.id, {
      treatmentDate: '2026-02-10',
      findings: 'Andra besöket',
    });
    const otherHorse = await createAnimal(me);
    await writeJournal(me, otherHorse.id, { findings: 'En annan häst' });

    const res = await call('POST', `share-codes/${animal.id}/generate`, { token: me.token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = await view(res.body.data.code);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ target: 'animal', animalName: 'Stjärna' });
    expect(shown.body.data.journals.map((j: { id: string }) => j.id)).toEqual([recent, old]);
    expect(JSON.stringify(shown.body)).not.toContain('En annan häst');

    const active = await call('GET', `share-codes/${animal.id}/active`, { token: me.token });
    expect(active.body.data).toEqual([
      expect.objectContaining({ target: 'animal', animalId: animal.id, viewCount: 1 }),
    ]);
  });
});

describe('sharing in the history', () => {
  it('records who shared a journal and who ended its sharing, when — never the code', async () => {
    const animal = await createAnimal(me);
    const id = await writeJournal(me, animal.id, { signed: true });
    const { code } = (await share(me, id)).body.data;
    await share(me, id, { expiresInDays: 7 });
    const ended = await call('POST', `journals/${id}/unshare`, { token: me.token, body: {} });
    expect(ended.body.data).toEqual({ revoked: 2 });
    // Nothing left to end: no second event.
    await call('POST', `journals/${id}/unshare`, { token: me.token, body: {} });

    const history = await call('GET', `journals/history/${id}`, { token: me.token });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const events = history.body.data as Array<{ action: string; user: { id: string } | null; at: string }>;
    expect(events.map((e) => e.action)).toEqual(['shared', 'shared', 'share_ended']);
    for (const e of events) {
      expect(e.user?.id).toBe(me.userId);
      expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
    const rows = await systemDb().execute(sql`select * from audit_events where record_id = ${id}`);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(createHash('sha256').update(code).digest('hex'));
  });

  it('records a horse’s link in the horse’s audit trail', async () => {
    const animal = await createAnimal(me);
    const res = await call('POST', `share-codes/${animal.id}/generate`, { token: me.token, body: {} });
    expect(res.status).toBe(200);
    const rows = await systemDb().execute<{ action: string; user_id: string; facts: unknown }>(
      sql`select action, user_id, facts from audit_events where record_type = 'animal' and record_id = ${animal.id}`,
    );
    expect(rows.map((r) => ({ action: r.action, userId: r.user_id, facts: r.facts }))).toEqual([
      { action: 'shared', userId: me.userId, facts: { shareCodeId: res.body.data.id } },
    ]);
    expect(JSON.stringify(rows)).not.toContain(res.body.data.code);
  });

  it('writes nothing in another account’s history', async () => {
    const animal = await createAnimal(other);
    const id = await writeJournal(other, animal.id);
    await call('POST', `journals/${id}/share`, { token: me.token, body: {} });
    await call('POST', `share-codes/${animal.id}/generate`, { token: me.token, body: {} });
    const rows = await systemDb().execute(
      sql`select 1 from audit_events where record_id in (${id}, ${animal.id})`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe('another account’s ids', () => {
  it('is 404 on every {id} route, and changes nothing', async () => {
    const animal = await createAnimal(other);
    const id = await writeJournal(other, animal.id);
    const { code } = (await share(other, id)).body.data;
    const calls = [
      call('POST', `journals/${id}/share`, { token: me.token, body: {} }),
      call('POST', `journals/${id}/unshare`, { token: me.token, body: {} }),
      call('POST', `share-codes/${animal.id}/generate`, { token: me.token, body: {} }),
      call('GET', `share-codes/${id}/active`, { token: me.token }),
      call('GET', `share-codes/${animal.id}/active`, { token: me.token }),
      call('GET', `share-codes/${id}/stats`, { token: me.token }),
      call('GET', `share-codes/${animal.id}/stats`, { token: me.token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // The owner's link still works, and no code was added for the other account's horse.
    expect((await view(code)).status).toBe(200);
    const rows = await systemDb().select().from(shareCodes).where(eq(shareCodes.animalId, animal.id));
    expect(rows).toEqual([]);
  });
});

describe('rate limit', () => {
  it('limits views per client address', async () => {
    // Outside the 10.x addresses the test client hands out (TEST-NET-1).
    const ip = '192.0.2.41';
    const unknown = 'D'.repeat(43);
    let last = await view(unknown, ip);
    for (let i = 1; i < 120 && last.status === 404; i++) last = await view(unknown, ip);
    expect(last.status).toBe(404);
    const limited = await view(unknown, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect((await view(unknown, '192.0.2.42')).status).toBe(404);
  });
});
