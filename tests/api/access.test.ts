// Who may call what (README "Who may call what"): each route's access declaration, enforced by the route builders
// after the session check. Roles through the real routes (a staff member on the owner's routes), and the plan
// feature gate on a small route mounted with `feature` on the real builders (no route of the product declares a
// feature yet): a trial has every feature, a subscription its plan's, an account after its trial the Base plan's.
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { apiRoutes } from '@/server/api/api-routes';
import { dataOf } from '@/server/api/openapi';
import { resourceRoutes } from '@/server/api/resource-routes';
import { can } from '@/server/access/can';
import { ferriers, paymentMethods } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import { expectForbidden } from '../support/forbidden';
import { createCustomer, createFerrier, customerBody } from '../support/factories';
import { createStaff, endTrial, setRole, subscribe } from '../support/members';

// Mounted before the first request of this file (Hono builds its router then): a Pro feature on each builder.
const ok = z.object({ ok: z.literal(true) });
const proRoutes = apiRoutes({ tag: 'Access test' });
proRoutes.openapi(
  {
    access: { role: 'staff', feature: 'journalSignatures' },
    method: 'get',
    path: '/access-test/signatures',
    summary: 'A Pro feature (test only)',
    responses: { 200: dataOf(ok, 'Allowed') },
  },
  (c) => c.json({ data: { ok: true as const } }, 200),
);
proRoutes.openapi(
  {
    access: { role: 'owner', feature: 'horse3d' },
    method: 'post',
    path: '/access-test/owner-horse3d',
    summary: "The owner's Pro feature (test only)",
    responses: { 200: dataOf(ok, 'Allowed') },
  },
  (c) => c.json({ data: { ok: true as const } }, 200),
);
const proResource = resourceRoutes({ tag: 'Access test', noun: 'angle' });
proResource.suggestions('/access-test/hoof-angles', {
  access: { role: 'staff', feature: 'hoofAngles' },
  summary: 'A Pro feature on the register builder (test only)',
  query: z.object({}),
  row: ok,
  useCase: async () => [{ ok: true as const }],
});
apiApp().route('/', proRoutes.app);
apiApp().route('/', proResource.app);

type Caller = { token: string };
const signatures = (who: Caller, locale: 'en' | 'sv' = 'en') =>
  call('GET', 'access-test/signatures', { token: who.token, locale });
const hoofAngles = (who: Caller) => call('GET', 'access-test/hoof-angles', { token: who.token });

describe('plan features', () => {
  it('a trial has every feature; after it, the Base plan lacks Pro’s: PLAN_REQUIRED', async () => {
    const owner = await createFerrier();
    expect((await signatures(owner)).status).toBe(200);
    expect((await hoofAngles(owner)).status).toBe(200);

    await endTrial(owner);
    await subscribe(owner, 'base');
    // Read with the session on the next request: no new login needed.
    for (const res of [await signatures(owner), await hoofAngles(owner)]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'PLAN_REQUIRED',
        message: 'Your plan does not include this feature.',
      });
    }
    expect((await signatures(owner, 'sv')).body.error.message).toBe(
      'Den här funktionen ingår inte i din plan.',
    );
    // A refused call is no session failure: the session works on.
    expect((await call('GET', `ferriers/details/${owner.ferrierId}`, { token: owner.token })).status).toBe(
      200,
    );
  });

  it('a subscription gives its plan’s features while it is paid for (active, trialing, past due)', async () => {
    const owner = await createFerrier();
    await endTrial(owner);
    await subscribe(owner, 'base');
    expect((await signatures(owner)).status).toBe(403);
    for (const status of ['active', 'trialing', 'past_due'] as const) {
      await subscribe(owner, 'pro', status);
      expect((await signatures(owner)).status, status).toBe(200);
    }
    // Not paid for: no plan, so the account is read-only — its Pro things may be read, nothing done.
    for (const status of ['canceled', 'unpaid', 'incomplete', 'paused'] as const) {
      await subscribe(owner, 'pro', status);
      expect((await signatures(owner)).status, status).toBe(200);
      const act = await call('POST', 'access-test/owner-horse3d', { token: owner.token });
      expect(act.body.error?.code, status).toBe('READ_ONLY');
    }
  });

  it('after the trial with no plan the account is read-only: reads answer, writes are refused, the session stays', async () => {
    const owner = await createFerrier();
    const made = await call('POST', 'customers/create', { token: owner.token, body: customerBody() });
    expect(made.status).toBe(201);
    await endTrial(owner);
    const read = await call('GET', `customers/details/${made.body.data.id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect((await signatures(owner)).status).toBe(200);
    for (const [locale, message] of [
      ['en', /^Your trial has ended, so the account is read-only/],
      ['sv', /^Din provperiod har slutat, så kontot är skrivskyddat/],
    ] as const) {
      const refused = await call('POST', 'customers/create', {
        token: owner.token,
        body: customerBody(),
        locale,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('READ_ONLY');
      expect(refused.body.error.message).toMatch(message);
    }
    const edit = await call('PUT', `customers/update/${made.body.data.id}`, {
      token: owner.token,
      body: { firstName: 'Ändrad' },
    });
    expect(edit.body.error.code).toBe('READ_ONLY');
    expect(
      (await call('GET', `customers/details/${made.body.data.id}`, { token: owner.token })).body.data,
    ).toMatchObject({ firstName: read.body.data.firstName });
    // What stays open: choosing a plan (billing is off here: 503, not READ_ONLY), notifications, logging out.
    expect((await call('POST', 'subscriptions/portal', { token: owner.token })).status).toBe(503);
    expect((await call('POST', 'notifications/read-all', { token: owner.token })).status).toBe(200);
    expect((await call('GET', `ferriers/details/${owner.ferrierId}`, { token: owner.token })).status).toBe(
      200,
    );
    // A plan ends it, on the next request.
    await subscribe(owner, 'base');
    expect(
      (await call('POST', 'customers/create', { token: owner.token, body: customerBody() })).status,
    ).toBe(201);
  });

  it('the plan is the account’s: its staff have the features too, and lose them with it', async () => {
    const owner = await createFerrier();
    const staff = await createStaff(owner);
    expect((await signatures(staff)).status).toBe(200);
    await endTrial(owner);
    await subscribe(owner, 'base');
    expect((await signatures(staff)).body.error.code).toBe('PLAN_REQUIRED');
  });

  it('the role is checked first: a staff member on the owner’s feature route is FORBIDDEN', async () => {
    const owner = await createFerrier();
    const staff = await createStaff(owner);
    expect((await call('POST', 'access-test/owner-horse3d', { token: owner.token })).status).toBe(200);
    const res = await call('POST', 'access-test/owner-horse3d', { token: staff.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    // And without a session it is a 401, as on every signed-in route.
    expect((await call('GET', 'access-test/signatures')).status).toBe(401);
  });

  it('documents the refusal and the declaration', async () => {
    const doc = (await call('GET', 'openapi.json')).body;
    // The API reference tells a refused call from a lost session.
    expect(doc.info.description).toMatch(/A 401 \(`UNAUTHORIZED`\) means the session is gone/);
    expect(doc.info.description).toMatch(/`FORBIDDEN`.*`PLAN_REQUIRED`.*refuses the call only/s);
    const op = doc.paths['/api/v1/access-test/signatures'].get;
    expect(op['x-access']).toEqual({ role: 'staff', feature: 'journalSignatures' });
    expect(op.responses['403'].description).toMatch(/^PLAN_REQUIRED: .*journalSignatures/);
    const both = doc.paths['/api/v1/access-test/owner-horse3d'].post;
    expect(both.responses['403'].description).toMatch(/FORBIDDEN: .*; PLAN_REQUIRED: .*horse3d/);
    expect(doc.paths['/api/v1/access-test/hoof-angles'].get['x-access']).toEqual({
      role: 'staff',
      feature: 'hoofAngles',
    });
  });
});

describe('roles', () => {
  it('staff work in the registers and bookings, and keep their own password; the company’s matters are the owner’s', async () => {
    const owner = await createFerrier();
    const staff = await createStaff(owner);
    const id = owner.ferrierId;
    // What staff do today.
    const customer = await createCustomer(staff);
    expect((await call('GET', `customers/details/${customer.id}`, { token: owner.token })).status).toBe(200);
    for (const path of [`ferriers/details/${id}`, 'icalendar/token', 'bookings/list'])
      expect((await call('GET', path, { token: staff.token })).status, path).toBe(200);

    // What they may not: the company's profile (its reminder settings too), payment methods (not even to read them:
    // issue 25), cancelling.
    const before = await systemDb().select().from(ferriers).where(eq(ferriers.id, id));
    await expectForbidden(staff.token, [
      ['PUT', `ferriers/update/${id}`, { reminderLeadHours: 2, organizationName: 'Stallets AB' }],
      ['GET', `paymentMethods/get/${id}`, undefined],
      ['PUT', `paymentMethods/update/${id}`, { bankgiro: '5050-1055' }],
      ['DELETE', `ferriers/delete/${id}`, undefined],
    ]);
    expect(await systemDb().select().from(ferriers).where(eq(ferriers.id, id))).toEqual(before);
    expect(await systemDb().select().from(paymentMethods).where(eq(paymentMethods.ferrierId, id))).toEqual(
      [],
    );
    // Still signed in, and so is the owner.
    expect((await call('GET', `ferriers/details/${id}`, { token: staff.token })).status).toBe(200);

    const changed = await call('PUT', `ferriers/change-password/${id}`, {
      token: staff.token,
      body: { oldPassword: staff.password, newPassword: 'Ny-Stallnyckel-2026!' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const login = await call('POST', 'ferriers/login', {
      body: { email: staff.email, password: 'Ny-Stallnyckel-2026!' },
    });
    expect(login.body.data.user.role).toBe('staff');
  });

  it('a role change holds from the next request: an owner made staff is refused at once', async () => {
    const owner = await createFerrier();
    const body = { reminderLeadHours: 48 };
    const path = `ferriers/update/${owner.ferrierId}`;
    expect((await call('PUT', path, { token: owner.token, body })).status).toBe(200);
    await setRole(owner, 'staff');
    expect((await call('PUT', path, { token: owner.token, body })).body.error.code).toBe('FORBIDDEN');
    await setRole(owner, 'owner');
    expect((await call('PUT', path, { token: owner.token, body })).status).toBe(200);
  });

  it('can(): the rules inside the use cases are the owner’s alone', () => {
    for (const action of ['profile.update', 'paymentMethods.update', 'account.cancel'] as const) {
      expect(can({ role: 'owner' }, action), action).toBe(true);
      expect(can({ role: 'staff' }, action), action).toBe(false);
    }
  });
});

describe('every operation declares who may call it', () => {
  it('has x-access, and its security agrees: a session for a role, none for public and token routes', async () => {
    const doc = (await call('GET', 'openapi.json')).body as {
      paths: Record<string, Record<string, { 'x-access'?: unknown; security?: unknown[] }>>;
    };
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const access = op['x-access'];
        const signedIn = (op.security ?? []).length > 0;
        const ok =
          access === 'public' || access === 'token'
            ? !signedIn
            : typeof access === 'object' &&
              access !== null &&
              ['owner', 'staff'].includes((access as { role: string }).role) &&
              signedIn;
        if (!ok) problems.push(`${method.toUpperCase()} ${path}: x-access ${JSON.stringify(access)}`);
      }
    expect(problems).toEqual([]);
  });
});
