// journal-templates/*: every route, the journal's rules on a template's fields in both languages, favourites first,
// use counts, a template made from a journal (as it reads after an amendment), the starter templates of a new account
// in its language, and another account's ids answered 404 everywhere with nothing changed.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { journalTemplates } from '@/server/db/schema';
import { STARTER_TEMPLATES } from '@/server/journal-templates/starter-templates';
import { call } from '../support/api-client';
import { createAnimal, createCustomer, createFerrier, signUpBody } from '../support/factories';
import { latestOtp } from '../support/mailbox';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

const templatesOf = async (owner: Owner) =>
  systemDb()
    .select({
      id: journalTemplates.id,
      name: journalTemplates.name,
      usageCount: journalTemplates.usageCount,
      isFavorite: journalTemplates.isFavorite,
      updatedAt: journalTemplates.updatedAt,
    })
    .from(journalTemplates)
    .where(eq(journalTemplates.ferrierId, owner.ferrierId));

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Skoning med sulor',
  fields: {
    findings: 'Tunna sulor, ömhet vid hovtångsprov.',
    diagnosis: 'Tunna sulor.',
    aftercare: 'Mjukt underlag en vecka.',
    treatments: [{ treatment: 'Skoning med sulor', materials: 'Stålskor, plastsulor', hoof: 'LF' }],
    pharmaceuticals: [{ name: 'Hovtjära', dosage: 'Tunt lager', withdrawalPeriod: '0 dagar' }],
    hoofFindings: [{ hoof: 'LF', findings: 'Tunn sula' }],
  },
  ...overrides,
});

async function create(owner: Owner, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', 'journal-templates', { token: owner.token, body: body(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string; fields: Record<string, unknown> };
}

/** A journal with lines and an amended finding, written as the journals' use cases write them. */
async function journalOf(owner: Owner) {
  const customer = await createCustomer(owner);
  const animal = await createAnimal(owner, { customerId: customer.id });
  const f = owner.ferrierId;
  const [journal] = await systemDb().execute<{ id: string }>(sql`
    insert into journals (ferrier_id, reference_number, customer_id, animal_id, created_by_user_id, treatment_date,
                          findings, diagnosis, aftercare, animal_name)
    values (${f}, ${`J-2026-${randomUUID().slice(0, 4)}`}, ${customer.id}, ${animal.id}, ${owner.userId},
            current_date, 'Spricka i tån', 'Tåspricka', 'Håll hoven torr.', 'Blixten')
    returning id`);
  const id = journal!.id;
  await systemDb().execute(sql`
    insert into journal_treatments (ferrier_id, journal_id, treatment, materials, hoof, position)
    values (${f}, ${id}, 'Verkning', 'Rasp', 'LF', 0), (${f}, ${id}, 'Skoning med tåkappor', 'Stålskor', null, 1)`);
  await systemDb().execute(sql`
    insert into journal_pharmaceuticals (ferrier_id, journal_id, name, withdrawal_period)
    values (${f}, ${id}, 'Hovtjära', '0 dagar')`);
  await systemDb().execute(sql`
    insert into journal_hoof_findings (ferrier_id, journal_id, hoof, findings)
    values (${f}, ${id}, 'LF', 'Spricka i tån, 2 cm')`);
  await systemDb().execute(sql`
    insert into journal_amendments (ferrier_id, journal_id, version, author_user_id, field, previous_value,
                                    new_value, reason)
    values (${f}, ${id}, 2, ${owner.userId}, 'findings', '"Spricka i tån"'::jsonb,
            '"Spricka i tån, vänster fram"'::jsonb, 'Förtydligande')`);
  return id;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

describe('starter templates', () => {
  it('a new account has the five everyday templates in its language (English here)', async () => {
    const res = await call('GET', 'journal-templates', { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = (res.body.data as { name: string }[]).map((t) => t.name);
    for (const name of [
      'Routine trim',
      'Full shoeing',
      'Remedial shoeing',
      'Laminitis follow-up',
      'Hoof abscess',
    ])
      expect(names).toContain(name);
    const abscess = (res.body.data as { name: string; fields: Record<string, unknown> }[]).find(
      (t) => t.name === 'Hoof abscess',
    )!;
    expect(abscess.fields).toMatchObject({ diagnosis: 'Hoof abscess.' });
    expect((abscess.fields.treatments as unknown[]).length).toBeGreaterThan(0);
    expect(abscess.fields.aftercare).toBeTruthy();
  });

  it('an account signed up in Swedish gets the Swedish ones', async () => {
    const account = signUpBody();
    expect((await call('POST', 'ferriers/create', { body: account, locale: 'sv' })).status).toBe(202);
    const otp = await latestOtp(account.email);
    expect(
      (await call('POST', 'ferriers/verifyemail', { body: { email: account.email, otp }, locale: 'sv' }))
        .status,
    ).toBe(200);
    const login = await call('POST', 'ferriers/login', {
      body: { email: account.email, password: account.password },
    });
    const res = await call('GET', 'journal-templates', { token: login.body.data.token, locale: 'sv' });
    const names = (res.body.data as { name: string }[]).map((t) => t.name).sort();
    expect(names).toEqual(STARTER_TEMPLATES.sv.map((t) => t.name).sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'Verkning',
        'Skoning runt om',
        'Specialskoning',
        'Fång, uppföljning',
        'Hovböld',
      ]),
    );
  });
});

describe('create, details, list', () => {
  it('creates a template and details shows its fields (a treatment id and blank fields are not kept)', async () => {
    const created = await create(me, {
      fields: {
        ...body().fields,
        notes: '   ',
        treatments: [{ id: randomUUID(), treatment: 'Verkning', materials: '' }],
      },
    });
    expect(created).toMatchObject({ name: 'Skoning med sulor', isFavorite: false, usageCount: 0 });
    const details = await call('GET', `journal-templates/${created.id}`, { token: me.token });
    expect(details.status).toBe(200);
    expect(details.body.data.fields).toEqual({
      findings: 'Tunna sulor, ömhet vid hovtångsprov.',
      diagnosis: 'Tunna sulor.',
      aftercare: 'Mjukt underlag en vecka.',
      treatments: [{ treatment: 'Verkning' }],
      pharmaceuticals: [{ name: 'Hovtjära', dosage: 'Tunt lager', withdrawalPeriod: '0 dagar' }],
      hoofFindings: [{ hoof: 'LF', findings: 'Tunn sula' }],
    });
  });

  it('lists favourites first, then by name in Swedish order, and searches with å/ä/ö folded', async () => {
    const owner = await createFerrier();
    const ids = Object.fromEntries(
      await Promise.all(
        ['Ärende', 'Zeta', 'Öm hov', 'Alfa'].map(async (name) => [name, (await create(owner, { name })).id]),
      ),
    );
    await call('POST', `journal-templates/${ids['Öm hov']}/favorite`, {
      token: owner.token,
      body: { favorite: true },
    });
    const res = await call('GET', 'journal-templates?search=', { token: owner.token });
    const names = (res.body.data as { name: string }[]).map((t) => t.name);
    expect(names[0]).toBe('Öm hov');
    const mine = names.filter((n) => ['Ärende', 'Zeta', 'Alfa'].includes(n));
    expect(mine).toEqual(['Alfa', 'Zeta', 'Ärende']);

    const search = await call('GET', 'journal-templates?search=ABSCESS', { token: owner.token });
    expect((search.body.data as { name: string }[]).map((t) => t.name)).toEqual(['Hoof abscess']);
    const sv = await call('GET', `journal-templates?search=${encodeURIComponent('OM HÖV')}`, {
      token: owner.token,
    });
    expect((sv.body.data as { name: string }[]).map((t) => t.name)).toEqual(['Öm hov']);
  });

  it('pages with a cursor', async () => {
    const first = await call('GET', 'journal-templates?limit=2', { token: me.token });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await call('GET', `journal-templates?limit=2&cursor=${first.body.nextCursor}`, {
      token: me.token,
    });
    expect(second.status).toBe(200);
    const seen = new Set([...first.body.data, ...second.body.data].map((t: { id: string }) => t.id));
    expect(seen.size).toBe(4);
  });
});

describe('the rules, in both languages, write nothing', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['a missing name', { name: '' }, 'name', 'This field is required.', 'Fältet måste fyllas i.'],
    ['a name over 100', { name: 'x'.repeat(101) }, 'name', 'This is too long.', 'Texten är för lång.'],
    [
      'a pharmaceutical without withdrawal period',
      { fields: { pharmaceuticals: [{ name: 'Hovtjära' }] } },
      'fields.pharmaceuticals.0.withdrawalPeriod',
      'Enter the withdrawal period, even when it is 0 days.',
      'Ange karenstid, även när den är 0 dagar.',
    ],
    [
      'findings over 2000',
      { fields: { findings: 'å'.repeat(2001) } },
      'fields.findings',
      'This is too long for a journal field.',
      'Texten är för lång för ett journalfält.',
    ],
    [
      'one hoof twice',
      {
        fields: {
          hoofFindings: [
            { hoof: 'LF', findings: 'a' },
            { hoof: 'LF', findings: 'b' },
          ],
        },
      },
      'fields.hoofFindings.1.hoof',
      'Each hoof can have its findings only once.',
      'Varje hov kan bara ha sina fynd en gång.',
    ],
    [
      'a date (a template never names a visit)',
      { fields: { treatmentDate: '2026-03-01' } },
      'fields.treatmentDate',
      'Unknown field.',
      'Okänt fält.',
    ],
    ['a horse', { fields: { animalId: randomUUID() } }, 'fields.animalId', 'Unknown field.', 'Okänt fält.'],
  ];
  it.each(cases)('%s', async (_label, overrides, field, en, sv) => {
    const before = await templatesOf(me);
    for (const [locale, message] of [
      ['en', en],
      ['sv', sv],
    ] as const) {
      const res = await call('POST', 'journal-templates', { token: me.token, body: body(overrides), locale });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      // An unknown field's message may go on with a hint ("Did you mean …?").
      expect(res.body.error.fields[field], JSON.stringify(res.body)).toMatch(
        new RegExp(`^${escape(message)}`),
      );
      const target = before[0]!.id;
      const put = await call('PUT', `journal-templates/${target}`, {
        token: me.token,
        body: body(overrides),
        locale,
      });
      expect(put.status).toBe(422);
      expect(put.body.error.fields[field]).toMatch(new RegExp(`^${escape(message)}`));
    }
    expect(await templatesOf(me)).toEqual(before);
  });
});

describe('update, favourite, use, delete', () => {
  it('update replaces name and fields, keeping the mark and the count', async () => {
    const created = await create(me);
    await call('POST', `journal-templates/${created.id}/favorite`, {
      token: me.token,
      body: { favorite: true },
    });
    await call('POST', `journal-templates/${created.id}/use`, { token: me.token });
    const res = await call('PUT', `journal-templates/${created.id}`, {
      token: me.token,
      body: { name: 'Hovböld bak', fields: { diagnosis: 'Hovböld.' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Hovböld bak',
      fields: { diagnosis: 'Hovböld.' },
      isFavorite: true,
      usageCount: 1,
    });
    expect(res.body.data.fields.treatments).toBeUndefined();
  });

  it('favourite sets and clears the mark, and a repeated request changes nothing', async () => {
    const created = await create(me);
    for (const favorite of [true, true, false, false]) {
      const res = await call('POST', `journal-templates/${created.id}/favorite`, {
        token: me.token,
        body: { favorite },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.isFavorite).toBe(favorite);
    }
    const wrong = await call('POST', `journal-templates/${created.id}/favorite`, {
      token: me.token,
      body: { favorite: 'yes' },
      locale: 'sv',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.favorite).toBeTruthy();
  });

  it('use counts every use and answers the fields to prefill', async () => {
    const created = await create(me);
    const first = await call('POST', `journal-templates/${created.id}/use`, { token: me.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ id: created.id, name: 'Skoning med sulor', usageCount: 1 });
    expect(first.body.data.fields).toEqual(created.fields);
    expect(first.body.data.lastUsedAt).toBeTruthy();
    await Promise.all(
      [1, 2].map(() => call('POST', `journal-templates/${created.id}/use`, { token: me.token })),
    );
    const details = await call('GET', `journal-templates/${created.id}`, { token: me.token });
    expect(details.body.data.usageCount).toBe(3);
  });

  it('delete removes it; then it is 404', async () => {
    const created = await create(me);
    const res = await call('DELETE', `journal-templates/${created.id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: created.id, deleted: true });
    expect((await call('GET', `journal-templates/${created.id}`, { token: me.token })).status).toBe(404);
    expect((await call('DELETE', `journal-templates/${created.id}`, { token: me.token })).status).toBe(404);
  });
});

describe('from a journal', () => {
  it('takes the journal’s fields as it reads now, never its date, horse or keeper', async () => {
    const journalId = await journalOf(me);
    const res = await call('POST', `journal-templates/from-journal/${journalId}`, {
      token: me.token,
      body: { name: 'Tåspricka' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Tåspricka', sourceJournalId: journalId, usageCount: 0 });
    expect(res.body.data.fields).toEqual({
      findings: 'Spricka i tån, vänster fram',
      diagnosis: 'Tåspricka',
      aftercare: 'Håll hoven torr.',
      treatments: [
        { treatment: 'Verkning', materials: 'Rasp', hoof: 'LF' },
        { treatment: 'Skoning med tåkappor', materials: 'Stålskor' },
      ],
      pharmaceuticals: [{ name: 'Hovtjära', withdrawalPeriod: '0 dagar' }],
      hoofFindings: [{ hoof: 'LF', findings: 'Spricka i tån, 2 cm' }],
    });
  });

  it('needs a name (both languages) and writes nothing without one', async () => {
    const journalId = await journalOf(me);
    const before = (await templatesOf(me)).length;
    for (const [locale, message] of [
      ['en', 'This field is required.'],
      ['sv', 'Fältet måste fyllas i.'],
    ] as const) {
      const res = await call('POST', `journal-templates/from-journal/${journalId}`, {
        token: me.token,
        body: { name: ' ' },
        locale,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields.name).toBe(message);
    }
    expect((await templatesOf(me)).length).toBe(before);
  });
});

describe('another account', () => {
  it('gets 404 for every route with my ids, sees none of mine, and changes nothing', async () => {
    const mine = await create(me);
    const journalId = await journalOf(me);
    const before = await templatesOf(me);
    const theirsBefore = (await templatesOf(other)).length;
    const calls: [string, string, unknown?][] = [
      ['GET', `journal-templates/${mine.id}`],
      ['PUT', `journal-templates/${mine.id}`, body()],
      ['DELETE', `journal-templates/${mine.id}`],
      ['POST', `journal-templates/${mine.id}/favorite`, { favorite: true }],
      ['POST', `journal-templates/${mine.id}/use`],
      ['POST', `journal-templates/from-journal/${journalId}`, { name: 'Stulen' }],
    ];
    for (const [method, path, payload] of calls) {
      const res = await call(method, path, { token: other.token, body: payload });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = await call('GET', 'journal-templates?limit=200', { token: other.token });
    expect((list.body.data as { id: string }[]).map((t) => t.id)).not.toContain(mine.id);
    const wrongTenant = await call('GET', `journal-templates?ferrierId=${me.ferrierId}`, {
      token: other.token,
    });
    expect(wrongTenant.status).not.toBe(200);
    expect(await templatesOf(me)).toEqual(before);
    expect((await templatesOf(other)).length).toBe(theirsBefore);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', 'journal-templates')).status).toBe(401);
  });
});
