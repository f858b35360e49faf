// Staff (issue 25): the owner invites a member (staffs/create, the mail through a local SMTP host), the member accepts
// with the one-time link (staffs/accept-invite: single use, 7 days, only the hash stored) and signs in; what staff may
// not do answers 403 FORBIDDEN and keeps them signed in; the invoicing permission; deactivation ends a live session at
// once and reactivation lets them back; the owner stays; another account's member is a 404; messages in both languages.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, staffInvitations, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { activeStaffSeats } from '@/server/staff/seats';
import { createStaffMember } from '@/server/staff/write-staff';
import { staffCreateInput } from '@/lib/validation/staff';
import { call } from '../support/api-client';
import { expectForbidden } from '../support/forbidden';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';
import { ferrierOverSmtp } from '../support/smtp-signup';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

type Owner = Awaited<ReturnType<typeof ferrierOverSmtp>>;
const PASSWORD = 'Hovslagar-Lärling-2026!';
let n = 0;
const member = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Elsa',
  lastName: 'Lärling',
  email: `elsa-${Date.now()}-${++n}@example.se`,
  phone: '070-123 45 67',
  title: 'Hovslagarlärling',
  color: '#C0392B',
  ...overrides,
});

/** The text of a received mail, quoted-printable undone. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The newest invitation mailed to `email`: its subject and the token of its link. */
function invitationTo(email: string) {
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const text = decoded(mail.data);
  const link = /https?:\/\/\S+\/(en|sv)\/staff-invite\/([A-Za-z0-9_-]{43})/.exec(text);
  return { text, locale: link?.[1], token: link?.[2] ?? '' };
}

async function invite(owner: Owner, body = member(), locale: 'en' | 'sv' = 'en') {
  const res = await call('POST', 'staffs/create', { token: owner.token, body, locale });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...body, id: res.body.data.id as string, created: res.body.data, ...invitationTo(body.email) };
}

const accept = (token: string, password = PASSWORD, locale: 'en' | 'sv' = 'en') =>
  call('POST', 'staffs/accept-invite', { body: { token, password }, locale });

async function login(email: string, password = PASSWORD) {
  return call('POST', 'ferriers/login', { body: { email, password } });
}

/** An invited member who accepted and signed in. */
async function signedInMember(owner: Owner, overrides: Record<string, unknown> = {}) {
  const invited = await invite(owner, member(overrides));
  expect((await accept(invited.token)).status).toBe(200);
  const res = await login(invited.email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...invited, token: res.body.data.token as string };
}

describe('inviting and accepting', () => {
  it('creates an inactive member and mails a one-time link; only its hash is stored, valid 7 days', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const invited = await invite(owner);
    expect(invited.created).toMatchObject({
      id: invited.id,
      role: 'staff',
      firstName: 'Elsa',
      lastName: 'Lärling',
      email: invited.email,
      phone: '+46701234567',
      title: 'Hovslagarlärling',
      color: '#c0392b',
      mayInvoice: false,
      status: 'inactive',
      invitation: 'pending',
      acceptedAt: null,
    });
    expect(invited.text).toContain(`${owner.organizationName} has invited you to Hovbook`);
    expect(invited.locale).toBe('en');
    expect(invited.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await systemDb()
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.userId, invited.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(invited.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(invited.token);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Not yet a login: no password.
    expect((await login(invited.email)).status).toBe(401);
  });

  it('the mail goes out once the invitation has committed: one rolled back mails nothing', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const body = member();
    await expect(
      inTenant(
        {
          ferrierId: owner.ferrierId,
          userId: owner.userId,
          role: 'owner' as const,
          locale: 'en' as const,
          log: logger,
        },
        async (ctx) => {
          await createStaffMember(ctx, { input: staffCreateInput.parse(body) });
          throw new Error('rolled back after the invitation');
        },
      ),
    ).rejects.toThrow('rolled back after the invitation');
    expect(smtp.received.some((m) => m.to.includes(body.email))).toBe(false);
    expect(await systemDb().select().from(users).where(eq(users.email, body.email))).toEqual([]);
    // The same invitation committed is mailed.
    expect((await invite(owner, body)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the invitation is mailed in the owner’s language', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const invited = await invite(owner, member(), 'sv');
    expect(invited.locale).toBe('sv');
    expect(invited.text).toContain(`${owner.organizationName} har bjudit in dig till Hovbook`);
  });

  it('accepting sets the password once; a used, expired or unknown link answers alike', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const invited = await invite(owner);

    // A weak password is refused and leaves the link working.
    const weak = await accept(invited.token, 'kort');
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBeTruthy();

    const ok = await accept(invited.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toEqual({ accepted: true, email: invited.email });

    const again = await accept(invited.token, 'Ett-Annat-Lösen-2026!');
    const unknown = await accept('A'.repeat(43));
    const malformed = await accept('not-a-token');
    for (const res of [again, unknown, malformed]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'INVALID_TOKEN',
        message:
          'This invitation link is invalid, has already been used or has expired. Ask the account owner to send a new one.',
      });
    }
    expect((await accept('A'.repeat(43), PASSWORD, 'sv')).body.error.message).toBe(
      'Inbjudningslänken är ogiltig, redan använd eller har gått ut. Be kontoägaren att skicka en ny.',
    );
    // The second password did not take.
    expect((await login(invited.email, 'Ett-Annat-Lösen-2026!')).status).toBe(401);

    const late = await invite(owner);
    await systemDb()
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.userId, late.id));
    expect((await accept(late.token)).body.error.code).toBe('INVALID_TOKEN');
    const details = await call('GET', `staffs/details/${late.id}`, { token: owner.token });
    expect(details.body.data).toMatchObject({ status: 'inactive', invitation: 'expired' });
  });

  it('the member signs in as staff of the owner’s account and shows as active', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const staff = await signedInMember(owner);
    const me = await login(staff.email);
    expect(me.body.data.user).toMatchObject({
      id: staff.id,
      ferrierId: owner.ferrierId,
      role: 'staff',
      emailVerified: true,
      // The screens offer what the routes allow: no invoicing unless the owner ticks it.
      permissions: [],
    });
    const details = await call('GET', `staffs/details/${staff.id}`, { token: owner.token });
    expect(details.body.data).toMatchObject({ status: 'active', invitation: 'accepted' });
    expect(details.body.data.acceptedAt).toEqual(expect.any(String));
    // The work of the account is theirs too.
    expect((await call('GET', 'customers/list', { token: staff.token })).status).toBe(200);
    expect(
      await inTenant(
        { ferrierId: owner.ferrierId, userId: owner.userId, role: 'owner', locale: 'en', log: logger },
        (ctx) => activeStaffSeats(ctx),
      ),
    ).toBe(1);
  });

  it('an email that already has a login is refused, as is one invited twice', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const other = await ferrierOverSmtp(smtp.received);
    const invited = await invite(owner);
    for (const email of [other.email, invited.email.toUpperCase()]) {
      for (const locale of ['en', 'sv'] as const) {
        const res = await call('POST', 'staffs/create', {
          token: owner.token,
          body: member({ email }),
          locale,
        });
        expect(res.status).toBe(422);
        expect(res.body.error.fields.email).toBe(
          locale === 'en'
            ? 'This email address already has a Hovbook login.'
            : 'Den här e-postadressen har redan en inloggning till Hovbook.',
        );
      }
    }
  });
});

describe('what staff may do', () => {
  it('a forbidden call is 403 FORBIDDEN and the member stays signed in', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const staff = await signedInMember(owner);
    const id = owner.ferrierId;
    await expectForbidden(staff.token, [
      ['GET', 'staffs/list', undefined],
      ['POST', 'staffs/create', member()],
      ['GET', `staffs/details/${staff.id}`, undefined],
      ['PUT', `staffs/update/${staff.id}`, { mayInvoice: true }],
      ['GET', `paymentMethods/get/${id}`, undefined],
      ['GET', 'invoices/list', undefined],
      ['DELETE', `ferriers/delete/${id}`, undefined],
    ]);
    expect((await call('GET', 'customers/list', { token: staff.token })).status).toBe(200);
    expect(
      (await call('GET', `staffs/details/${staff.id}`, { token: owner.token })).body.data.mayInvoice,
    ).toBe(false);
  });

  it('invoices: only a member the owner ticked, from their next request on', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const staff = await signedInMember(owner);
    expect((await call('GET', 'invoices/list', { token: staff.token })).status).toBe(403);
    const ticked = await call('PUT', `staffs/update/${staff.id}`, {
      token: owner.token,
      body: { mayInvoice: true },
    });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect(ticked.body.data.mayInvoice).toBe(true);
    expect((await call('GET', 'invoices/list', { token: staff.token })).status).toBe(200);
    // The next login tells the screens, which offer Invoices from then on.
    expect((await login(staff.email)).body.data.user.permissions).toEqual(['invoicing']);
    await call('PUT', `staffs/update/${staff.id}`, { token: owner.token, body: { mayInvoice: false } });
    expect((await call('GET', 'invoices/list', { token: staff.token })).body.error.code).toBe('FORBIDDEN');
    // Payment methods and the accounting connection stay the owner's either way.
    await call('PUT', `staffs/update/${staff.id}`, { token: owner.token, body: { mayInvoice: true } });
    expect(
      (await call('GET', `paymentMethods/get/${owner.ferrierId}`, { token: staff.token })).body.error.code,
    ).toBe('FORBIDDEN');
  });
});

describe('deactivating and reactivating', () => {
  it('deactivation ends a live session at once; the member cannot sign in until reactivated', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const staff = await signedInMember(owner);
    expect((await call('GET', 'customers/list', { token: staff.token })).status).toBe(200);

    const off = await call('PUT', `staffs/update/${staff.id}`, {
      token: owner.token,
      body: { status: 'inactive' },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    expect((await call('GET', 'customers/list', { token: staff.token })).status).toBe(401);
    expect(await systemDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);

    const refused = await login(staff.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'STAFF_INACTIVE',
      message: 'Your access has been turned off by the account owner. Ask them to turn it on again.',
    });
    expect(await systemDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);

    const on = await call('PUT', `staffs/update/${staff.id}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    expect(on.body.data.status).toBe('active');
    const back = await login(staff.email);
    expect(back.status).toBe(200);
    expect((await call('GET', 'customers/list', { token: back.body.data.token })).status).toBe(200);
    // The owner was never affected.
    expect((await call('GET', 'staffs/list', { token: owner.token })).status).toBe(200);
  });

  it('a member who has not accepted: deactivation withdraws the link, activation mails a new one', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const invited = await invite(owner);
    await call('PUT', `staffs/update/${invited.id}`, { token: owner.token, body: { status: 'inactive' } });
    expect((await accept(invited.token)).body.error.code).toBe('INVALID_TOKEN');

    const again = await call('PUT', `staffs/update/${invited.id}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    // Active only once they accept.
    expect(again.body.data).toMatchObject({ status: 'inactive', invitation: 'pending' });
    const fresh = invitationTo(invited.email);
    expect(fresh.token).not.toBe(invited.token);
    expect((await accept(fresh.token)).status).toBe(200);
    expect((await login(invited.email)).status).toBe(200);
  });

  it('the owner cannot be deactivated or changed through staffs/update', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const list = await call('GET', 'staffs/list', { token: owner.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: owner.userId, role: 'owner', status: 'active', mayInvoice: true }),
    ]);
    expect(list.body.nextCursor).toBeNull();
    for (const locale of ['en', 'sv'] as const) {
      const res = await call('PUT', `staffs/update/${owner.userId}`, {
        token: owner.token,
        body: { status: 'inactive' },
        locale,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields.status).toBe(
        locale === 'en'
          ? 'The account owner cannot be deactivated or changed here. Change your own details under Profile.'
          : 'Kontoägaren kan inte inaktiveras eller ändras här. Ändra dina egna uppgifter under Profil.',
      );
    }
    const [me] = await systemDb().select({ role: users.role }).from(users).where(eq(users.id, owner.userId));
    expect(me!.role).toBe('owner');
    expect((await call('GET', 'staffs/list', { token: owner.token })).status).toBe(200);
    // A role is no field of the update.
    const demote = await call('PUT', `staffs/update/${owner.userId}`, {
      token: owner.token,
      body: { role: 'staff' },
    });
    expect(demote.status).toBe(422);
  });
});

describe('tenants and validation', () => {
  it('another account’s member is a 404 and never listed', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const other = await ferrierOverSmtp(smtp.received);
    const theirs = await invite(other);
    expect((await call('GET', `staffs/details/${theirs.id}`, { token: owner.token })).status).toBe(404);
    const update = await call('PUT', `staffs/update/${theirs.id}`, {
      token: owner.token,
      body: { status: 'inactive', title: 'Kapad' },
    });
    expect(update.status).toBe(404);
    const still = await call('GET', `staffs/details/${theirs.id}`, { token: other.token });
    expect(still.body.data).toMatchObject({ title: 'Hovslagarlärling', invitation: 'pending' });
    const listed = await call('GET', `staffs/list?staffId=${theirs.id}`, { token: owner.token });
    expect(listed.body.data).toEqual([]);
    const mine = await invite(owner);
    const one = await call('GET', `staffs/list?staffId=${mine.id}`, { token: owner.token });
    expect(one.body.data.map((m: { id: string }) => m.id)).toEqual([mine.id]);
    expect(
      (await call('GET', `staffs/list?ferrierId=${other.ferrierId}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it('bad input is a 422 naming each field, in English and Swedish, and creates nothing', async () => {
    const owner = await ferrierOverSmtp(smtp.received);
    const body = member({
      firstName: '',
      email: 'inte-en-adress',
      color: 'röd',
      phone: '12',
      mayInvoice: 'ja',
    });
    const en = await call('POST', 'staffs/create', { token: owner.token, body });
    expect(en.status).toBe(422);
    expect(en.body.error.fields).toEqual({
      firstName: 'This field is required.',
      email: expect.any(String),
      color: 'Choose a colour as #rrggbb, for example #2f6f8f.',
      phone: expect.any(String),
      mayInvoice: expect.any(String),
    });
    const sv = await call('POST', 'staffs/create', { token: owner.token, body, locale: 'sv' });
    expect(sv.body.error.fields.color).toBe('Ange en färg som #rrggbb, till exempel #2f6f8f.');
    expect(sv.body.error.fields.firstName).not.toBe(en.body.error.fields.firstName);
    const list = await call('GET', 'staffs/list', { token: owner.token });
    expect(list.body.data).toHaveLength(1);
    expect(smtp.received.some((m) => m.to.includes('inte-en-adress'))).toBe(false);

    const invited = await invite(owner);
    const bad = await call('PUT', `staffs/update/${invited.id}`, {
      token: owner.token,
      body: { status: 'gone', title: 'x'.repeat(51) },
      locale: 'sv',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['status', 'title']);
    expect(bad.body.error.fields.status).toBe('Välj aktiv eller inaktiv.');
  });
});
