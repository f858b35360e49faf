// Issue 12's profile: spec 5's Profile rules in both languages, removing the logo and picture, the VAT number and
// F-skatt, changing the sign-in email with a mailed code, and the sign-in that comes with verifying a sign-up.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { ferriers, storedFiles, users } from '@/server/db/schema';
import { call } from '../support/api-client';
import { PASSWORD, createFerrier, createUnverifiedFerrier } from '../support/factories';
import { lastMailTo, latestOtp, mailsTo } from '../support/mailbox';

async function png(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#7a4b2a' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

const update = (f: { token: string; ferrierId: string }, body: unknown, locale: 'en' | 'sv' = 'en') =>
  call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, body, locale });

const row = async (ferrierId: string) =>
  (await systemDb().select().from(ferriers).where(eq(ferriers.id, ferrierId)))[0]!;

describe('spec 5 Profile rules, in English and Swedish', () => {
  const cases: Array<[string, Record<string, unknown>, string, RegExp, RegExp]> = [
    ['first name required', { firstName: '' }, 'firstName', /required/, /obligatoriskt|krävs|fyll/i],
    ['first name letters only', { firstName: 'Åsa2' }, 'firstName', /letters only/, /bokstäver/],
    ['last name required', { lastName: '  ' }, 'lastName', /required/, /obligatoriskt|krävs|fyll/i],
    ['last name letters only', { lastName: 'Lind_Berg' }, 'lastName', /letters only/, /bokstäver/],
    ['email valid', { email: 'asa@' }, 'email', /valid email/, /giltig e-postadress/],
    [
      'organisation name ≤ 100',
      { organizationName: 'x'.repeat(101) },
      'organizationName',
      /too long/,
      /för lång/,
    ],
    ['title ≤ 50', { title: 'x'.repeat(51) }, 'title', /too long/, /för lång/],
    ['phone 7–15 digits', { phone: '070-12' }, 'phone', /7–15 digits/, /7–15 siffror/],
    ['postal code 5 digits', { postNumber: '7532' }, 'postNumber', /5 digits/, /5 siffror/],
    ['city required', { postPlace: '' }, 'postPlace', /required/, /obligatoriskt|krävs|fyll/i],
    [
      'VAT number format',
      { vatNumber: 'SE55601606800' },
      'vatNumber',
      /VAT registration/,
      /momsregistreringsnummer/,
    ],
    [
      'VAT number checksum',
      { vatNumber: 'SE556016068101' },
      'vatNumber',
      /VAT registration/,
      /momsregistreringsnummer/,
    ],
    ['F-skatt yes or no', { fTax: 'ja' }, 'fTax', /wrong type/, /fel typ/],
  ];
  it.each(cases)('%s: 422 with the field message, nothing changes', async (_name, body, field, en, sv) => {
    const f = await createFerrier();
    const before = await row(f.ferrierId);
    const english = await update(f, body, 'en');
    expect(english.status, JSON.stringify(english.body)).toBe(422);
    expect(english.body.error.fields[field]).toMatch(en);
    const swedish = await update(f, body, 'sv');
    expect(swedish.status).toBe(422);
    expect(swedish.body.error.fields[field]).toMatch(sv);
    expect(await row(f.ferrierId)).toEqual(before);
  });

  it('accepts the valid values and empties the optional fields with null or blank', async () => {
    const f = await createFerrier();
    const set = await update(f, {
      firstName: 'Märta',
      lastName: "D'Ahl",
      title: 'Hovslagare',
      phone: '+46 70 765 43 21',
      address: 'Stallbacken 3',
      postNumber: '741 93',
      postPlace: 'Knivsta',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const cleared = await update(f, { title: null, phone: '', address: null, postNumber: ' ' });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({
      firstName: 'Märta',
      title: null,
      phone: null,
      address: null,
      postNumber: null,
      postPlace: 'Knivsta',
    });
  });
});

describe('the VAT registration number and F-skatt', () => {
  it('stores a valid VAT number normalized and the F-skatt answer, and details returns them', async () => {
    const f = await createFerrier();
    const fresh = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    expect(fresh.body.data).toMatchObject({ vatNumber: null, fTax: false });
    const res = await update(f, { vatNumber: 'se 556016-0680 01', fTax: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ vatNumber: 'SE556016068001', fTax: true });
    const details = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    expect(details.body.data).toMatchObject({ vatNumber: 'SE556016068001', fTax: true });
    expect((await update(f, { fTax: false, vatNumber: null })).body.data).toMatchObject({
      vatNumber: null,
      fTax: false,
    });
  });

  it('refuses a VAT number of another organisation number, and a new organisation number that leaves it wrong', async () => {
    const f = await createFerrier();
    // 212000-0142 is a valid organisation number, but not this company's (556016-0680).
    const other = await update(f, { vatNumber: 'SE212000014201' }, 'sv');
    expect(other.status).toBe(422);
    expect(other.body.error.fields.vatNumber).toMatch(/organisationsnummer/);
    expect((await update(f, { vatNumber: 'SE556016068001' })).status).toBe(200);
    const moved = await update(f, { organizationNumber: '212000-0142' });
    expect(moved.status).toBe(422);
    expect(moved.body.error.fields.organizationNumber).toMatch(/organisation number/);
    const both = await update(f, { organizationNumber: '212000-0142', vatNumber: 'SE212000014201' });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
  });
});

describe('removing and replacing the logo and profile picture', () => {
  const storedPath = (key: string) => path.join(process.env.DATA_DIR!, 'uploads', key);

  it('logo: null and profilePicture: null remove them, their rows and their files', async () => {
    const f = await createFerrier();
    const form = new FormData();
    form.set('logo', await png(), 'logo.png');
    form.set('profilePicture', await png(), 'me.png');
    const up = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: form });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const files = await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId));
    expect(files).toHaveLength(2);
    for (const file of files) expect(existsSync(storedPath(file.storageKey))).toBe(true);

    const removed = await update(f, { logo: null });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.logoUrl).toBeNull();
    expect(removed.body.data.profilePictureUrl).toBe(up.body.data.profilePictureUrl);
    const logo = files.find((file) => file.purpose === 'logo')!;
    expect(existsSync(storedPath(logo.storageKey))).toBe(false);
    expect((await call('GET', up.body.data.logoUrl.replace('/api/v1/', ''), { token: f.token })).status).toBe(
      404,
    );

    const both = new FormData();
    both.set('data', JSON.stringify({ profilePicture: null }));
    const gone = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: both });
    expect(gone.status).toBe(200);
    expect(gone.body.data.profilePictureUrl).toBeNull();
    expect(await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId))).toEqual(
      [],
    );
  });

  it('a replaced logo leaves no old file behind; removing and uploading at once is refused', async () => {
    const f = await createFerrier();
    const first = new FormData();
    first.set('logo', await png(), 'a.png');
    await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: first });
    const [old] = await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId));
    const second = new FormData();
    second.set('logo', await png(), 'b.png');
    const replaced = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: second });
    expect(replaced.status).toBe(200);
    const now = await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId));
    expect(now.map((file) => file.id)).not.toContain(old!.id);
    expect(now).toHaveLength(1);
    expect(existsSync(storedPath(old!.storageKey))).toBe(false);

    const conflict = new FormData();
    conflict.set('data', JSON.stringify({ logo: null }));
    conflict.set('logo', await png(), 'c.png');
    const refused = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: conflict });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.logo).toBeTruthy();
    expect(await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId))).toEqual(
      now,
    );
  });

  it('refuses any other value than null for logo', async () => {
    const f = await createFerrier();
    const res = await update(f, { logo: 'remove' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.logo).toBeTruthy();
  });
});

describe('changing the sign-in email', () => {
  const freshAddress = () =>
    `new-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.se`;
  const request = (f: { token: string; ferrierId: string }, newEmail: string, locale: 'en' | 'sv' = 'en') =>
    call('POST', `ferriers/change-email/${f.ferrierId}`, { token: f.token, body: { newEmail }, locale });
  const confirm = (f: { token: string; ferrierId: string }, newEmail: string, otp: string) =>
    call('POST', `ferriers/confirm-email-change/${f.ferrierId}`, { token: f.token, body: { newEmail, otp } });
  const login = (email: string, password = PASSWORD) =>
    call('POST', 'ferriers/login', { body: { email, password } });

  it('mails a code to the new address; the code switches the sign-in email and tells the old address', async () => {
    const f = await createFerrier();
    const newEmail = freshAddress();
    const asked = await request(f, newEmail.toUpperCase(), 'sv');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toEqual({ sent: true, newEmail });
    const mail = await lastMailTo(newEmail);
    expect(mail.subject).toMatch(/byta inloggningsadress/);
    const otp = await latestOtp(newEmail);
    // Nothing changes before the code.
    expect((await login(f.email)).status).toBe(200);

    const wrong = await confirm(f, newEmail, otp === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_OTP');

    const done = await confirm(f, newEmail, otp);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ changed: true, user: { id: f.userId, email: newEmail } });
    const [user] = await systemDb().select().from(users).where(eq(users.id, f.userId));
    expect(user).toMatchObject({ email: newEmail, emailVerified: true });

    // The session in use stays; the old address no longer signs in, the new one does.
    expect((await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token })).status).toBe(200);
    const old = await login(f.email);
    expect(old.status).toBe(401);
    expect(old.body.error.code).toBe('INVALID_CREDENTIALS');
    expect((await login(newEmail)).status).toBe(200);

    const notice = await lastMailTo(f.email);
    expect(notice.subject).toBe('Your Hovbook sign-in email has been changed');
    expect(notice.text).toContain(newEmail);
    // The code is single use.
    expect((await confirm(f, newEmail, otp)).status).toBe(422); // now the caller's own address
  });

  it('the old address is told in the user’s own language', async () => {
    const f = await createFerrier();
    await update(f, { language: 'sv' });
    const newEmail = freshAddress();
    await request(f, newEmail);
    expect((await confirm(f, newEmail, await latestOtp(newEmail))).status).toBe(200);
    expect((await lastMailTo(f.email)).subject).toBe('Din inloggningsadress i Hovbook har ändrats');
  });

  it('refuses an address another user signs in with, clearly and in both languages, and mails nothing', async () => {
    const f = await createFerrier();
    const other = await createFerrier();
    const before = (await mailsTo(other.email)).length;
    const en = await request(f, other.email);
    expect(en.status).toBe(409);
    expect(en.body.error.fields.newEmail).toBe(
      'Another account already uses this email address. Choose a different one.',
    );
    const sv = await request(f, other.email, 'sv');
    expect(sv.body.error.fields.newEmail).toMatch(/används redan av ett annat konto/);
    expect((await mailsTo(other.email)).length).toBe(before);
  });

  it('an address taken after the code was sent is refused at the code, and nothing changes', async () => {
    const f = await createFerrier();
    const newEmail = freshAddress();
    await request(f, newEmail);
    const otp = await latestOtp(newEmail);
    await createFerrier({ email: newEmail });
    const res = await confirm(f, newEmail, otp);
    expect(res.status).toBe(409);
    expect(res.body.error.fields.newEmail).toBeTruthy();
    expect((await login(f.email)).status).toBe(200);
  });

  it('refuses the current address, a bad address and a bad code format with 422', async () => {
    const f = await createFerrier();
    const same = await request(f, f.email);
    expect(same.status).toBe(422);
    expect(same.body.error.fields.newEmail).toBe('This is already your sign-in email.');
    expect((await request(f, 'not-an-email')).body.error.fields.newEmail).toBe(
      'Enter a valid email address.',
    );
    const code = await confirm(f, freshAddress(), '12ab');
    expect(code.status).toBe(422);
    expect(code.body.error.fields.otp).toBeTruthy();
  });

  it('after 5 wrong codes even the right one is refused until a new code is asked for', async () => {
    const f = await createFerrier();
    const newEmail = freshAddress();
    await request(f, newEmail);
    const otp = await latestOtp(newEmail);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await confirm(f, newEmail, wrong)).status).toBe(400);
    const locked = await confirm(f, newEmail, otp);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(f.email)).status).toBe(200);
  });

  it('mails one new address a few codes at most: then 429 and no more mail', async () => {
    const f = await createFerrier();
    const newEmail = freshAddress();
    for (let i = 0; i < 3; i++) expect((await request(f, newEmail)).status).toBe(200);
    const limited = await request(f, newEmail);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(await mailsTo(newEmail)).toHaveLength(3);
  });

  it('another account’s id → 404, nothing mailed or changed', async () => {
    const f = await createFerrier();
    const other = await createFerrier();
    const newEmail = freshAddress();
    const asked = await call('POST', `ferriers/change-email/${other.ferrierId}`, {
      token: f.token,
      body: { newEmail },
    });
    expect(asked.status).toBe(404);
    expect(await mailsTo(newEmail)).toEqual([]);
    const confirmed = await call('POST', `ferriers/confirm-email-change/${other.ferrierId}`, {
      token: f.token,
      body: { newEmail, otp: '123456' },
    });
    expect(confirmed.status).toBe(404);
    expect((await login(other.email)).status).toBe(200);
  });
});

describe('verifying the sign-up signs in', () => {
  it('answers with a working token and the user, as login does', async () => {
    const account = await createUnverifiedFerrier();
    const otp = await latestOtp(account.email);
    const res = await call('POST', 'ferriers/verifyemail', { body: { email: account.email, otp } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      verified: true,
      token: expect.any(String),
      user: { email: account.email, role: 'owner', emailVerified: true, firstName: 'Åsa' },
    });
    const { token, user } = res.body.data;
    const details = await call('GET', `ferriers/details/${user.ferrierId}`, { token });
    expect(details.status).toBe(200);
    expect(details.body.data.status).toBe('active');
  });
});
