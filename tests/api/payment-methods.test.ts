// paymentMethods/get/{id} and paymentMethods/update/{id} (spec 5, 7): bankgiro and plusgiro with Bankgirot's and
// Plusgirot's Luhn check digit, bank accounts with the clearing ranges and check digits of Bankgirot's "Bankernas
// kontonummeruppbyggnad" (mod 11 for type 1, mod 10 / mod 11 for type 2), Swish; every rule's message in English and
// Swedish; typed spaces and dashes stored as digits; upsert, keep and remove; another tenant's id → 404; a refused
// request changes nothing; only the owner writes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMethodsInput } from '@/lib/validation/payment-methods';
import { en, sv } from '@/messages';
import { paymentMethods } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { getPaymentMethods, updatePaymentMethods } from '@/server/payment-methods/payment-methods';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
type ErrorName = keyof typeof en.paymentMethods.errors;

const get = (f: Owner, locale: 'en' | 'sv' = 'en') =>
  call('GET', `paymentMethods/get/${f.ferrierId}`, { token: f.token, locale });
const update = (f: Owner, body: unknown, locale: 'en' | 'sv' = 'en') =>
  call('PUT', `paymentMethods/update/${f.ferrierId}`, { token: f.token, body, locale });

const storedRow = async (f: Owner) =>
  (await systemDb().select().from(paymentMethods).where(eq(paymentMethods.ferrierId, f.ferrierId)))[0];

const EMPTY = {
  bankgiro: null,
  plusgiro: null,
  bankClearing: null,
  bankAccount: null,
  bankName: null,
  swishNumber: null,
  updatedAt: null,
};

/** A full set as a farrier types it off their papers. */
const TYPED = {
  bankgiro: '5050-1055',
  plusgiro: '90 20 03-3',
  bankClearing: '8327-9',
  bankAccount: '123 456 789-7',
  swishNumber: '123 456 78 90',
};
const STORED = {
  bankgiro: '50501055',
  plusgiro: '9020033',
  bankClearing: '83279',
  bankAccount: '1234567897',
  swishNumber: '1234567890',
};

describe('paymentMethods/get/{id}', () => {
  it('answers every method empty while none is saved, and writes nothing', async () => {
    const f = await createFerrier();
    const res = await get(f);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ferrierId: f.ferrierId, ...EMPTY });
    expect(await storedRow(f)).toBeUndefined();
  });
});

describe('paymentMethods/update/{id}', () => {
  it('stores what people type as digits, answers it, and get reads it back', async () => {
    const f = await createFerrier();
    const res = await update(f, TYPED);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ ferrierId: f.ferrierId, ...STORED, bankName: 'Swedbank' });
    expect(res.body.data.updatedAt).toEqual(expect.any(String));
    expect(await storedRow(f)).toMatchObject(STORED);
    expect((await get(f)).body.data).toEqual(res.body.data);
  });

  it('upserts: a second save changes the one row; a method left out stays, null and "" remove it', async () => {
    const f = await createFerrier();
    expect((await update(f, TYPED)).status).toBe(200);
    const first = await storedRow(f);

    const res = await update(f, { bankgiro: '991-2346', plusgiro: null, swishNumber: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      bankgiro: '9912346',
      plusgiro: null,
      swishNumber: null,
      bankClearing: '83279',
      bankAccount: '1234567897',
    });
    const rows = await systemDb()
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.ferrierId, f.ferrierId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first!.id);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());

    // The bank account is removed as one: both numbers null.
    const removed = await update(f, { bankClearing: null, bankAccount: '' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data).toMatchObject({ bankClearing: null, bankAccount: null, bankName: null });
    expect(await storedRow(f)).toMatchObject({ bankgiro: '9912346', bankClearing: null, bankAccount: null });
  });

  it('changes nothing, updatedAt included, for {} or the values already saved', async () => {
    const f = await createFerrier();
    await update(f, TYPED);
    const before = await storedRow(f);
    for (const body of [{}, TYPED, STORED]) {
      const res = await update(f, body);
      expect(res.status).toBe(200);
      expect(res.body.data.updatedAt).toBe(before!.updatedAt.toISOString());
    }
    expect(await storedRow(f)).toEqual(before);
  });

  it('makes no row for a form sent with every field empty', async () => {
    const f = await createFerrier();
    const blank = { bankgiro: '', plusgiro: '', bankClearing: '', bankAccount: '', swishNumber: '' };
    const res = await update(f, blank);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ferrierId: f.ferrierId, ...EMPTY });
    expect(await storedRow(f)).toBeUndefined();
  });
});

describe('check digits, from the banks’ published rules', () => {
  // Bankgirot: 7 or 8 digits, the last a Luhn (modulus 10) check digit over the others.
  const bankgiros: Array<[string, string | ErrorName]> = [
    ['5050-1055', '50501055'],
    ['991-2346', '9912346'],
    ['345 6787', '3456787'],
    ['5050-1056', 'bankgiroCheckDigit'],
    ['991-2345', 'bankgiroCheckDigit'],
    ['5678-9016', 'bankgiroCheckDigit'],
    ['123456', 'bankgiroFormat'],
    ['505010550', 'bankgiroFormat'],
    ['5050-1O55', 'bankgiroFormat'],
  ];
  // Plusgirot: 2–10 digits, Luhn as for bankgiro; written in pairs with a dash before the check digit.
  const plusgiros: Array<[string, string | ErrorName]> = [
    ['90 20 03-3', '9020033'],
    ['1-8', '18'],
    ['1 23 45-5', '123455'],
    ['99 12 34-6', '9912346'],
    ['90 20 03-4', 'plusgiroCheckDigit'],
    ['4 32-1', 'plusgiroCheckDigit'],
    ['1-0', 'plusgiroCheckDigit'],
    ['8', 'plusgiroFormat'],
    ['12 34 56 78 90-3', 'plusgiroFormat'],
  ];
  // Swish has no check digit: 7–15 digits; a mobile number may come as +46.
  const swishes: Array<[string, string | ErrorName]> = [
    ['123 456 78 90', '1234567890'],
    ['070-123 45 67', '0701234567'],
    ['+46 70 123 45 67', '0701234567'],
    ['1234567', '1234567'],
    ['123456', 'swishFormat'],
    ['1234567890123456', 'swishFormat'],
    ['123-ABC 78 90', 'swishFormat'],
  ];

  const cases: Array<[string, Array<[string, string | ErrorName]>]> = [
    ['bankgiro', bankgiros],
    ['plusgiro', plusgiros],
    ['swishNumber', swishes],
  ];
  for (const [field, examples] of cases) {
    it(`${field}: valid ones are stored as digits, others refused with the rule's message`, async () => {
      const f = await createFerrier();
      for (const [typed, outcome] of examples) {
        const res = await update(f, { [field]: typed });
        if (/^\d+$/.test(outcome)) {
          expect(res.status, `${typed}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.data[field], typed).toBe(outcome);
        } else {
          expect(res.status, typed).toBe(422);
          expect(res.body.error.fields, typed).toEqual({
            [field]: en.paymentMethods.errors[outcome as ErrorName],
          });
        }
      }
    });
  }

  // [clearing, account, stored account or the error and its field]. Type 1 accounts: 4 + 7 digits, modulus 11 over
  // the clearing number's last 3 digits (comment 1) or all 4 (comment 2) and the account. Type 2: Handelsbanken's 9
  // digits modulus 11; Nordea personkonto, Danske Bank, Sparbanken Syd and Swedbank (5-digit clearing 8xxx-x) 10
  // digits modulus 10. Examples beside the computed ones are those of the kontonummer project's tests.
  const accounts: Array<[string, string, string | [ErrorName, 'bankClearing' | 'bankAccount']]> = [
    ['5050', '105 512-6', '1055126'], // SEB, type 1 comment 1
    ['1200', '012 345-7', '0123457'], // Danske Bank, type 1 comment 1
    ['3000', '123 456-0', '1234560'], // Nordea, type 1 comment 1
    ['7000', '123 456-0', '1234560'], // Swedbank 7xxx, type 1 comment 1
    ['9071', '417 23 83', '4172383'], // Multitude Bank, type 1 comment 1
    ['4000', '123 456-7', '1234567'], // Nordea 4xxx, type 1 comment 2
    ['9550', '123 456-6', '1234566'], // Avanza, type 1 comment 2
    ['9789', '111 11 13', '1111113'], // Klarna, type 1 comment 2
    ['3300', '000620-5124', '0006205124'], // Nordea personkonto, type 2 comment 1
    ['3300', '811228-9874', '8112289874'],
    ['9180', '123 456 789-7', '1234567897'], // Danske Bank 918x, type 2 comment 1
    ['9570', '123 456 789-7', '1234567897'], // Sparbanken Syd, type 2 comment 1
    ['6789', '123 456 789', '123456789'], // Handelsbanken, type 2 comment 2
    ['8424-4', '983 189 224-6', '9831892246'], // Swedbank 8xxx-x, type 2 comment 3
    ['8327-9', '123 456 789-7', '1234567897'],
    ['8129-9', '043 386 711-6', '0433867116'],
    // Refused:
    ['5050', '105 512-7', ['accountCheckDigit', 'bankAccount']],
    ['4000', '123 456-8', ['accountCheckDigit', 'bankAccount']],
    ['3300', '811228-9875', ['accountCheckDigit', 'bankAccount']],
    ['6789', '123 456 788', ['accountCheckDigit', 'bankAccount']],
    ['8327-9', '123 456 789-0', ['accountCheckDigit', 'bankAccount']],
    ['8424-1', '983 189 224-6', ['clearingCheckDigit', 'bankClearing']],
    ['8327', '123 456 789-7', ['clearingFormat', 'bankClearing']],
    ['0100', '123 456-7', ['clearingFormat', 'bankClearing']],
    ['505', '1055126', ['clearingFormat', 'bankClearing']],
    ['9000', '123 456-7', ['clearingUnknown', 'bankClearing']],
    ['6000', '123 456 7', ['accountLength', 'bankAccount']],
    ['5050', '1055 1260', ['accountLength', 'bankAccount']],
    ['3300', '123', ['accountFormat', 'bankAccount']],
    ['5050', '105 51a-6', ['accountFormat', 'bankAccount']],
  ];
  it('bank accounts per bank type: valid ones stored as digits, others refused on the right field', async () => {
    const f = await createFerrier();
    for (const [clearing, account, outcome] of accounts) {
      const res = await update(f, { bankClearing: clearing, bankAccount: account });
      const label = `${clearing}, ${account}`;
      if (typeof outcome === 'string') {
        expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data, label).toMatchObject({
          bankClearing: clearing.replace(/\D/g, ''),
          bankAccount: outcome,
        });
      } else {
        const [error, field] = outcome;
        expect(res.status, label).toBe(422);
        expect(res.body.error.fields, label).toEqual({ [field]: en.paymentMethods.errors[error] });
      }
    }
  });
});

describe('every rule’s message in English and Swedish', () => {
  const rules: Array<[ErrorName, Record<string, unknown>, string]> = [
    ['bankgiroFormat', { bankgiro: '12345' }, 'bankgiro'],
    ['bankgiroCheckDigit', { bankgiro: '5050-1056' }, 'bankgiro'],
    ['plusgiroFormat', { plusgiro: '12345678901' }, 'plusgiro'],
    ['plusgiroCheckDigit', { plusgiro: '90 20 03-4' }, 'plusgiro'],
    ['clearingFormat', { bankClearing: '12', bankAccount: '1234567' }, 'bankClearing'],
    ['clearingCheckDigit', { bankClearing: '8327-1', bankAccount: '1234567897' }, 'bankClearing'],
    ['clearingUnknown', { bankClearing: '9000', bankAccount: '1234567' }, 'bankClearing'],
    ['clearingMissing', { bankClearing: null, bankAccount: '1234567' }, 'bankClearing'],
    ['accountFormat', { bankClearing: '5050', bankAccount: '12' }, 'bankAccount'],
    ['accountLength', { bankClearing: '6000', bankAccount: '1234567' }, 'bankAccount'],
    ['accountCheckDigit', { bankClearing: '5050', bankAccount: '1055127' }, 'bankAccount'],
    ['accountMissing', { bankClearing: '5050', bankAccount: '' }, 'bankAccount'],
    ['swishFormat', { swishNumber: '12 34' }, 'swishNumber'],
  ];
  it('covers every message of the namespace', () => {
    expect(rules.map(([name]) => name).sort()).toEqual(Object.keys(en.paymentMethods.errors).sort());
  });
  it.each(rules)('%s', async (name, body, field) => {
    const f = await createFerrier();
    for (const [locale, messages] of [
      ['en', en],
      ['sv', sv],
    ] as const) {
      const res = await update(f, body, locale);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields).toEqual({ [field]: messages.paymentMethods.errors[name] });
    }
    expect(en.paymentMethods.errors[name]).not.toBe(sv.paymentMethods.errors[name]);
  });

  it('one half of a bank account left out is asked for, in either direction', async () => {
    const f = await createFerrier();
    const noAccount = await update(f, { bankClearing: '5050' }, 'sv');
    expect(noAccount.body.error.fields).toEqual({ bankAccount: sv.paymentMethods.errors.accountMissing });
    const noClearing = await update(f, { bankAccount: null });
    expect(noClearing.body.error.fields).toEqual({ bankClearing: en.paymentMethods.errors.clearingMissing });
  });

  it('a number that is not text is the wrong type', async () => {
    const f = await createFerrier();
    const res = await update(f, { bankgiro: 50501055 }, 'sv');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ bankgiro: sv.validation.invalidType });
  });
});

describe('a refused request changes nothing', () => {
  it('keeps every method when one of several is wrong', async () => {
    const f = await createFerrier();
    await update(f, TYPED);
    const before = await storedRow(f);
    const res = await update(f, {
      bankgiro: '991-2346',
      plusgiro: null,
      bankClearing: '6789',
      bankAccount: '123 456 788',
      swishNumber: '070-123 45 67',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(['bankAccount']);
    expect(await storedRow(f)).toEqual(before);
  });

  it('shows every wrong field at once', async () => {
    const f = await createFerrier();
    const res = await update(f, { ...TYPED, bankgiro: '5050-1056', plusgiro: '1-0', swishNumber: '1' });
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['bankgiro', 'plusgiro', 'swishNumber']);
    expect(await storedRow(f)).toBeUndefined();
  });
});

describe('another account’s id, or no such id', () => {
  it.each([
    ['GET', 'paymentMethods/get/{id}', undefined],
    ['PUT', 'paymentMethods/update/{id}', { bankgiro: '991-2346' }],
  ] as const)('%s %s → 404 and nothing changes', async (method, path, body) => {
    const me = await createFerrier();
    const other = await createFerrier({ organizationName: 'Annan Firma AB' });
    await update(other, TYPED);
    const before = await storedRow(other);
    for (const id of [other.ferrierId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(method, path.replace('{id}', id), { token: me.token, body });
      expect(res.status, `${method} ${id}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain(STORED.bankgiro);
    }
    expect(await storedRow(other)).toEqual(before);
    expect(await storedRow(me)).toBeUndefined();
  });

  it('needs a session', async () => {
    const f = await createFerrier();
    expect((await call('GET', `paymentMethods/get/${f.ferrierId}`)).status).toBe(401);
    expect((await call('PUT', `paymentMethods/update/${f.ferrierId}`, { body: TYPED })).status).toBe(401);
    expect(await storedRow(f)).toBeUndefined();
  });
});

describe('roles', () => {
  it('staff read the payment methods (invoices carry them) but only the owner changes them', async () => {
    const f = await createFerrier();
    await update(f, TYPED);
    const staff = {
      ferrierId: f.ferrierId,
      userId: f.userId,
      role: 'staff' as const,
      locale: 'en' as const,
      log: logger,
    };
    const read = await inTenant(staff, (ctx) => getPaymentMethods(ctx, { id: f.ferrierId }));
    expect(read).toMatchObject(STORED);
    await expect(
      inTenant(staff, (ctx) =>
        updatePaymentMethods(ctx, { id: f.ferrierId, input: paymentMethodsInput.parse({ bankgiro: null }) }),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await storedRow(f)).toMatchObject(STORED);
  });
});
