// A journal's documents: the PDF download (Swedish whatever the caller's language; its text holds the animal, the
// keeper, the fields, "Karenstid" with its value, the signature and the amendment with å/ä/ö intact) and the sending
// to the keeper through a real SMTP host (the mail with the PDF attached, the sending kept, the journal sent and
// locked); another account's journal is not found; a keeper without an email address is a clear 422 that changes
// nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalPhotos, storedFiles } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { storage } from '@/server/storage/storage';
import { call, callFile } from '../support/api-client';
import { createAnimal, createCustomer, type createFerrier, dayFromToday } from '../support/factories';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';
import { attachedPdf, flat, pdfTextOf } from '../support/pdf-text';
import { ferrierOverSmtp } from '../support/smtp-signup';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

// Before anything reads the environment (once per test file).
const smtp: FakeSmtp = await startFakeSmtp();
afterAll(() => smtp.close());

let me: Owner;
let other: Owner;
beforeAll(async () => {
  [me, other] = await Promise.all([ferrierOverSmtp(smtp.received), ferrierOverSmtp(smtp.received)]);
});

/** A keeper (with the given email, or none) and their horse. */
async function keeperAndHorse(owner: Owner, email: string | null) {
  const customer = await createCustomer(owner, {
    firstName: 'Märta',
    lastName: 'Ågren',
    email: email ?? undefined,
    language: 'sv',
  });
  const animal = await createAnimal(owner, { name: 'Kanel från Östergården', customerId: customer.id });
  return { customer, animal };
}

async function journalFor(owner: Owner, email: string | null, { sign = false } = {}) {
  const { customer, animal } = await keeperAndHorse(owner, email);
  const res = await call('POST', 'journals/create', {
    token: owner.token,
    body: {
      treatmentDate: dayFromToday(0),
      treatmentTime: '09:30',
      animalId: animal.id,
      customerId: customer.id,
      anamnesis: 'Ägaren har sett att hästen går ömt på vänster fram.',
      findings: 'Värmeökning i höger framhov.',
      diagnosis: 'Misstänkt hovböld.',
      aftercare: 'Hovlapp med grönsåpa byts dagligen i tre dagar.',
      hoofFindings: [{ hoof: 'LF', findings: 'Böld i sulans främre del, dränerad.' }],
      treatments: [{ treatment: 'Dränering av hovböld', materials: 'Hovkniv, grönsåpa', hoof: 'LF' }],
      pharmaceuticals: [
        {
          name: 'Finadyne vet.',
          strength: '50 mg/ml',
          dosage: '1,1 mg/kg',
          length: '3 dagar',
          withdrawalPeriod: '28 dygn',
        },
      ],
      sign,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    journal: res.body.data as { id: string; referenceNumber: string; status: string },
    customer,
    animal,
  };
}

describe('journals/download/{id}', () => {
  it('is the journal as a Swedish PDF, whatever the caller’s language, with the amendment beside the original', async () => {
    const { journal } = await journalFor(me, 'marta@example.se', { sign: true });
    const amended = await call('PUT', `journals/update/${journal.id}`, {
      token: me.token,
      body: {
        treatmentDate: dayFromToday(0),
        treatmentTime: '09:30',
        animalId: (await call('GET', `journals/details/${journal.id}`, { token: me.token })).body.data.animal
          .id,
        anamnesis: 'Ägaren har sett att hästen går ömt på vänster fram.',
        findings: 'Värmeökning i vänster framhov, pulsation över kotan.',
        diagnosis: 'Misstänkt hovböld.',
        aftercare: 'Hovlapp med grönsåpa byts dagligen i tre dagar.',
        hoofFindings: [{ hoof: 'LF', findings: 'Böld i sulans främre del, dränerad.' }],
        treatments: [{ treatment: 'Dränering av hovböld', materials: 'Hovkniv, grönsåpa', hoof: 'LF' }],
        pharmaceuticals: [
          {
            name: 'Finadyne vet.',
            strength: '50 mg/ml',
            dosage: '1,1 mg/kg',
            length: '3 dagar',
            withdrawalPeriod: '28 dygn',
          },
        ],
        amendmentReason: 'Fel hov angiven; rättat efter återbesök.',
      },
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);

    const res = await call('GET', `journals/download/${journal.id}`, { token: me.token, locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${journal.referenceNumber}.pdf"`,
    );
    expect(journal.referenceNumber).toMatch(/^J-\d{4}-\d{4}$/);
    // call() keeps a body that is not JSON as text; the PDF is read again as bytes.
    const bytes = await pdfBytes(me, journal.id);
    const text = flat(await pdfTextOf(bytes));
    for (const expected of [
      'Behandlingsjournal',
      journal.referenceNumber,
      'Kanel från Östergården',
      'Märta Ågren',
      'Ägaren har sett att hästen går ömt på vänster fram.',
      'Misstänkt hovböld.',
      'Vänster fram Böld i sulans främre del, dränerad.',
      '1. Dränering av hovböld · Vänster fram',
      'Karenstid 28 dygn',
      'Signerad av',
      'SHA-256',
      'Ändringar efter signering',
      'Orsak Fel hov angiven; rättat efter återbesök.',
      'Värmeökning i höger framhov.',
      'Värmeökning i vänster framhov, pulsation över kotan.',
      'Sida 1 av',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Withdrawal period');
  });

  it('prints the company’s logo and the journal’s photos, as thumbnails', async () => {
    const logo = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#1d4a37' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const profile = await call('PUT', `ferriers/update/${me.ferrierId}`, { token: me.token, raw: form });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const { journal } = await journalFor(me, 'marta@example.se');
    const details = await call('GET', `journals/details/${journal.id}`, { token: me.token });
    const treatmentId = details.body.data.treatments[0].id as string;
    // Stored as an upload stores them (the bytes, their stored_files row, the journal's row): the photo routes are
    // another part of the journal.
    for (const [i, section] of (['general', 'general', 'treatment'] as const).entries()) {
      const bytes = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 40 * i, g: 90, b: 60 } },
      })
        .webp()
        .toBuffer();
      const storageKey = `${me.ferrierId}/${crypto.randomUUID()}.webp`;
      await storage().put(storageKey, bytes);
      const [file] = await systemDb()
        .insert(storedFiles)
        .values({
          ferrierId: me.ferrierId,
          storageKey,
          contentType: 'image/webp',
          sizeBytes: bytes.byteLength,
          width: 1200,
          height: 900,
          purpose: 'journal_photo',
        })
        .returning({ id: storedFiles.id });
      await systemDb()
        .insert(journalPhotos)
        .values({
          ferrierId: me.ferrierId,
          journalId: journal.id,
          treatmentId: section === 'treatment' ? treatmentId : null,
          fileId: file!.id,
          section,
          position: i,
        });
    }
    const pdf = Buffer.from(await pdfBytes(me, journal.id));
    // The logo and the three photos.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(4);
  });

  it('another account’s journal is not found, and neither is an id that names nothing', async () => {
    const { journal } = await journalFor(me, 'marta@example.se');
    expect((await call('GET', `journals/download/${journal.id}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `journals/download/${crypto.randomUUID()}`, { token: me.token })).status).toBe(
      404,
    );
    expect((await call('GET', `journals/download/${journal.id}`)).status).toBe(401);
  });
});

/** The download's bytes. */
async function pdfBytes(owner: Owner, id: string): Promise<Uint8Array> {
  const res = await callFile(`journals/download/${id}`, owner.token);
  expect(res.status).toBe(200);
  return res.pdf;
}

describe('journals/send/{id}', () => {
  it('mails the PDF to the keeper, signs a draft first, marks it sent and keeps the sending', async () => {
    const email = `marta-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const { journal } = await journalFor(me, email);
    expect(journal.status).toBe('draft');
    const res = await call('POST', `journals/send/${journal.id}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'signed',
      sentAt: expect.any(String),
      lockedAt: expect.any(String),
    });
    expect(res.body.data.sendings).toHaveLength(1);
    expect(res.body.data.sendings[0]).toMatchObject({ at: expect.any(String) });
    // The address is masked in the answer; the full one is only in the kept row and the mail.
    expect(res.body.data.sendings[0].to).not.toBe(email);

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail, 'the keeper got a mail').toBeDefined();
    expect(mail!.data).toMatch(/^Content-Type: application\/pdf; name=.*J-\d{4}-\d{4}\.pdf/m);
    expect(mail!.data).toMatch(/^Content-Disposition: attachment; filename=.*J-\d{4}-\d{4}\.pdf/m);
    // The keeper's language (Swedish) in the subject, which names the journal.
    expect(mail!.data).toContain(journal.referenceNumber);
    const pdf = attachedPdf(mail!);
    const text = flat(await pdfTextOf(pdf));
    expect(text).toContain('Kanel från Östergården');
    expect(text).toContain('Karenstid 28 dygn');
    expect(text).toContain('Skickad till djurhållaren');

    const details = await call('GET', `journals/details/${journal.id}`, { token: me.token });
    expect(details.body.data.sendings).toHaveLength(1);
    const history = await call('GET', `journals/history/${journal.id}`, { token: me.token });
    expect(history.body.data.some((e: { fields: string[] }) => e.fields.includes('sentAt'))).toBe(true);

    // Sent again: a second sending is kept beside the first.
    expect((await call('POST', `journals/send/${journal.id}`, { token: me.token })).status).toBe(200);
    const again = await call('GET', `journals/details/${journal.id}`, { token: me.token });
    expect(again.body.data.sendings).toHaveLength(2);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(2);
  });

  it('create with send: true is outcome 2: signed, sent and mailed', async () => {
    const email = `create-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const { customer, animal } = await keeperAndHorse(me, email);
    const res = await call('POST', 'journals/create', {
      token: me.token,
      body: { treatmentDate: dayFromToday(0), animalId: animal.id, customerId: customer.id, send: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ outcome: 2, status: 'signed', sentAt: expect.any(String) });
    expect(res.body.data.sendings).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('a keeper without an email address: 422 in the caller’s language, and the draft stays a draft', async () => {
    const { journal } = await journalFor(me, null);
    const sv = await call('POST', `journals/send/${journal.id}`, { token: me.token, locale: 'sv' });
    expect(sv.status).toBe(422);
    expect(sv.body.error.code).toBe('KEEPER_WITHOUT_EMAIL');
    expect(sv.body.error.message).toContain('e-postadress');
    const en = await call('POST', `journals/send/${journal.id}`, { token: me.token, locale: 'en' });
    expect(en.body.error.message).toContain('email address');
    const details = await call('GET', `journals/details/${journal.id}`, { token: me.token });
    expect(details.body.data).toMatchObject({ status: 'draft', sentAt: null, lockedAt: null, sendings: [] });
    // Created with send: true, the same answer, and no journal is left behind.
    const { customer, animal } = await keeperAndHorse(me, null);
    const before = await call('GET', `journals/list?animalId=${animal.id}`, { token: me.token });
    const create = await call('POST', 'journals/create', {
      token: me.token,
      body: { treatmentDate: dayFromToday(0), animalId: animal.id, customerId: customer.id, send: true },
    });
    expect(create.status).toBe(422);
    expect(create.body.error.code).toBe('KEEPER_WITHOUT_EMAIL');
    const after = await call('GET', `journals/list?animalId=${animal.id}`, { token: me.token });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('another account’s journal is not found, and nothing is sent', async () => {
    const email = `other-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const { journal } = await journalFor(me, email);
    expect((await call('POST', `journals/send/${journal.id}`, { token: other.token })).status).toBe(404);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
    const details = await call('GET', `journals/details/${journal.id}`, { token: me.token });
    expect(details.body.data).toMatchObject({ status: 'draft', sentAt: null });
  });
});
