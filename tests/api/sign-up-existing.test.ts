// Sign-up with an address that already has an account (issue 9, points 16 and 13): the answer is the one a new
// address gets, the account stays as it was, and its owner is told by email in their own language.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { accounts, ferriers, users } from '@/server/db/schema';
import { call } from '../support/api-client';
import { PASSWORD, createFerrier, createUnverifiedFerrier, signUpBody } from '../support/factories';
import { latestOtp, mailsTo } from '../support/mailbox';

/** The account's rows as they are stored: tenant, user and credential (password hash). */
async function snapshot(email: string) {
  const [user] = await systemDb().select().from(users).where(eq(users.email, email));
  const [tenant] = await systemDb().select().from(ferriers).where(eq(ferriers.id, user!.ferrierId));
  const credentials = await systemDb().select().from(accounts).where(eq(accounts.userId, user!.id));
  return { user, tenant, credentials };
}

/** A sign-up's answer with the echoed address taken out, to compare answers for different addresses. */
const answer = (res: { status: number; body: { data?: { email?: string } } }) => ({
  status: res.status,
  body: { ...res.body, data: { ...res.body.data, email: '…' } },
});

describe('ferriers/create with a registered address', () => {
  it('answers as for a new address, changes nothing, and mails the owner in their language', async () => {
    const owner = await createFerrier();
    // The owner uses Swedish; the attempt comes in English.
    expect(
      (
        await call('PUT', `ferriers/update/${owner.ferrierId}`, {
          token: owner.token,
          body: { language: 'sv' },
        })
      ).status,
    ).toBe(200);
    const before = await snapshot(owner.email);
    const mailsBefore = (await mailsTo(owner.email)).length;

    const fresh = await call('POST', 'ferriers/create', { body: signUpBody() });
    const taken = await call('POST', 'ferriers/create', {
      body: signUpBody({ email: owner.email.toUpperCase(), password: 'Annat-Losen-77!' }),
    });
    expect(taken.status).toBe(202);
    expect(answer(taken)).toEqual(answer(fresh));
    expect(taken.body.data).toEqual({ email: owner.email, sent: true });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    expect(await snapshot(owner.email)).toEqual(before);
    expect(
      (await call('POST', 'ferriers/login', { body: { email: owner.email, password: PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await call('POST', 'ferriers/login', { body: { email: owner.email, password: 'Annat-Losen-77!' } }))
        .status,
    ).toBe(401);
    expect((await call('GET', `ferriers/details/${owner.ferrierId}`, { token: owner.token })).status).toBe(
      200,
    );

    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const notice = mails.at(-1)!;
    expect(notice.subject).toBe('Någon försökte registrera sig med din e-postadress');
    expect(notice.text).toContain(`Någon försökte just skapa ett nytt Hovbook-konto med ${owner.email}`);
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(notice.text).toContain('http://localhost:3000/forgot-password');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a weak password alike for a new and a registered address', async () => {
    const owner = await createFerrier();
    const fresh = await call('POST', 'ferriers/create', { body: signUpBody({ password: 'Password1!' }) });
    const taken = await call('POST', 'ferriers/create', {
      body: signUpBody({ email: owner.email, password: 'Password1!' }),
    });
    expect(fresh.status).toBe(422);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body.error.fields.password).toMatch(/too common or too easy to guess/);
  });

  it('mails the owner a few times an hour at most, answering the same throughout', async () => {
    const owner = await createFerrier();
    const mailsBefore = (await mailsTo(owner.email)).length;
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', 'ferriers/create', { body: signUpBody({ email: owner.email }) });
      expect(res.status).toBe(202);
      expect(res.body.data).toEqual({ email: owner.email, sent: true });
    }
    expect(await mailsTo(owner.email)).toHaveLength(mailsBefore + 3);
  });
});

describe('ferriers/create with an address whose sign-up was never verified', () => {
  it('replaces the pending sign-up: its code stops working, the new one opens the new account', async () => {
    const squatter = await createUnverifiedFerrier({
      organizationName: 'Kapade Hovar AB',
      password: 'Squat-Pass-91!',
    });
    const squatterCode = await latestOtp(squatter.email);
    const [squatterUser] = await systemDb().select().from(users).where(eq(users.email, squatter.email));

    const res = await call('POST', 'ferriers/create', {
      body: signUpBody({ email: squatter.email, organizationName: 'Rätta Ägarens Hovslageri' }),
      locale: 'sv',
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ email: squatter.email, sent: true });

    const [owner] = await systemDb().select().from(users).where(eq(users.email, squatter.email));
    expect(owner!.ferrierId).not.toBe(squatterUser!.ferrierId);
    expect(owner!.language).toBe('sv');
    expect(
      await systemDb().select().from(ferriers).where(eq(ferriers.id, squatterUser!.ferrierId)),
    ).toHaveLength(0);

    const ownerCode = await latestOtp(squatter.email);
    if (ownerCode !== squatterCode) {
      const stale = await call('POST', 'ferriers/verifyemail', {
        body: { email: squatter.email, otp: squatterCode },
      });
      expect(stale.body.error.code).toBe('INVALID_OTP');
    }
    const verified = await call('POST', 'ferriers/verifyemail', {
      body: { email: squatter.email, otp: ownerCode },
    });
    expect(verified.status).toBe(200);

    const login = await call('POST', 'ferriers/login', {
      body: { email: squatter.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const [tenant] = await systemDb().select().from(ferriers).where(eq(ferriers.id, owner!.ferrierId));
    expect(tenant!.organizationName).toBe('Rätta Ägarens Hovslageri');
    expect(
      (await call('POST', 'ferriers/login', { body: { email: squatter.email, password: 'Squat-Pass-91!' } }))
        .status,
    ).toBe(401);
  });
});

describe('ferriers/create with the address of a cancelled account (before the purge)', () => {
  it('answers as for a new address, keeps the account cancelled, and mails the dates and how to restore', async () => {
    const owner = await createFerrier();
    const cancel = await call('DELETE', `ferriers/delete/${owner.ferrierId}`, { token: owner.token });
    expect(cancel.status).toBe(200);
    await systemDb()
      .update(ferriers)
      .set({ cancelledAt: new Date('2026-03-02T10:00:00Z'), purgeAfter: '2026-04-01' })
      .where(eq(ferriers.id, owner.ferrierId));
    const before = await snapshot(owner.email);

    const fresh = await call('POST', 'ferriers/create', { body: signUpBody(), locale: 'sv' });
    const res = await call('POST', 'ferriers/create', {
      body: signUpBody({ email: owner.email }),
      locale: 'sv',
    });
    expect(answer(res)).toEqual(answer(fresh));
    expect(await snapshot(owner.email)).toEqual(before);

    // The owner's language (English) rather than the request's.
    const mail = (await mailsTo(owner.email)).at(-1)!;
    expect(mail.subject).toBe('Your cancelled Hovbook account can still be restored');
    expect(mail.text).toContain('cancelled on 2 March 2026');
    expect(mail.text).toContain('Its data is kept until 1 April 2026');
    expect(mail.text).toContain('choose “Restore account”');
    expect(mail.text).toContain('http://localhost:3000/login');
  });
});
