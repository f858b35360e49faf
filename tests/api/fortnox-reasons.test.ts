// Why a sync failed, in the reader's language, against the local fake Fortnox: Fortnox's refusal quoted in its own
// words inside an English or a Swedish sentence, our own reasons (the credited invoice not in Fortnox yet, Fortnox not
// reached) in both languages; `error` keeps the untranslated record; a failure stored before codes gets one from
// migration 0026, or reads as "could not be sent".
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { invoices } from '@/server/db/schema';
import { call } from '../support/api-client';
import {
  draftInvoice,
  registerInvoice as register,
  sweepFreeAccount,
  fakeFortnoxForFile,
  type Owner,
} from '../support/fortnox';

const fake = await fakeFortnoxForFile();

const draft = async (owner: Owner, customerId: string) => (await draftInvoice(owner, customerId)).id;

const accountingIn = async (owner: Owner, id: string, locale: 'en' | 'sv') =>
  (await call('GET', `invoices/details/${id}`, { token: owner.token, locale })).body.data.accounting;

const isPostOfInvoice = (method: string, path: string) => method === 'POST' && path === '/invoices';

describe('a failed sync reads in the reader’s language', () => {
  let owner: Owner;
  let customerId: string;
  beforeAll(async () => {
    ({ owner, customerId } = await sweepFreeAccount(fake));
  });

  it('Fortnox’s refusal: its own words quoted as they are, in an English or a Swedish sentence', async () => {
    const id = await draft(owner, customerId);
    fake.failNext(1, 400, 'Ogiltigt datum.', isPostOfInvoice);
    expect((await register(owner, id)).status).toBe(200);
    const en = await accountingIn(owner, id, 'en');
    expect(en).toMatchObject({
      state: 'failed',
      error: 'Fortnox (HTTP 400): Ogiltigt datum.',
      reason: {
        code: 'refused',
        message: 'Fortnox did not accept the invoice. Fortnox’s answer: “Ogiltigt datum.”',
        fortnoxMessage: 'Ogiltigt datum.',
      },
    });
    const sv = await accountingIn(owner, id, 'sv');
    expect(sv).toMatchObject({
      state: 'failed',
      error: 'Fortnox (HTTP 400): Ogiltigt datum.',
      reason: {
        code: 'refused',
        message: 'Fortnox tog inte emot fakturan. Svar från Fortnox: ”Ogiltigt datum.”',
        fortnoxMessage: 'Ogiltigt datum.',
      },
    });
  });

  it('Fortnox not reached (its answer lost): our reason, in both languages', async () => {
    const id = await draft(owner, customerId);
    fake.loseNextAnswer(isPostOfInvoice);
    expect((await register(owner, id)).status).toBe(200);
    expect((await accountingIn(owner, id, 'en')).reason).toEqual({
      code: 'unreachable',
      message: 'Fortnox could not be reached. Hovbook tries again later.',
      fortnoxMessage: null,
    });
    expect((await accountingIn(owner, id, 'sv')).reason).toEqual({
      code: 'unreachable',
      message: 'Det gick inte att nå Fortnox. Hovbook försöker igen senare.',
      fortnoxMessage: null,
    });
  });

  it('a credit whose original Fortnox will not take yet: "not in Fortnox yet", in both languages', async () => {
    const id = await draft(owner, customerId);
    // The original's own sync, then its sending again from the credit's sync: both refused.
    fake.failNext(2, 400, 'Ogiltigt datum.', isPostOfInvoice);
    expect((await accountingIn(owner, id, 'en')).reason).toBeNull();
    expect((await register(owner, id)).body.data.accounting.state).toBe('failed');
    const credit = await call('POST', `invoices/credit/${id}`, { token: owner.token });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const creditId = credit.body.data.id as string;
    expect(await accountingIn(owner, creditId, 'en')).toMatchObject({
      state: 'failed',
      reason: {
        code: 'originalNotInFortnox',
        message: 'The credited invoice is not in Fortnox yet. Hovbook tries again later.',
        fortnoxMessage: null,
      },
    });
    expect((await accountingIn(owner, creditId, 'sv')).reason).toMatchObject({
      code: 'originalNotInFortnox',
      message: 'Den krediterade fakturan finns inte i Fortnox än. Hovbook försöker igen senare.',
    });
  });

  it('a failure stored before codes: migration 0026 gives it one; one it cannot read says "not sent"', async () => {
    const id = await draft(owner, customerId);
    fake.failNext(1, 400, 'Ogiltigt datum.', isPostOfInvoice);
    await register(owner, id);
    const backfill = readFileSync('db/migrations/0026_invoice_accounting_failure.sql', 'utf8')
      .split('--> statement-breakpoint')[1]!
      // This invoice only: the test database is shared with other files.
      .replace('WHERE "accounting_state"', `WHERE "id" = '${id}' AND "accounting_state"`);
    const legacy = async (error: string) => {
      await systemDb()
        .update(invoices)
        .set({ accountingError: error, accountingFailure: null })
        .where(eq(invoices.id, id));
      await systemDb().execute(sql.raw(backfill));
      return (await accountingIn(owner, id, 'sv')).reason;
    };
    expect(await legacy('Fortnox (HTTP 400): Kunden hittades inte.')).toEqual({
      code: 'refused',
      message: 'Fortnox tog inte emot fakturan. Svar från Fortnox: ”Kunden hittades inte.”',
      fortnoxMessage: 'Kunden hittades inte.',
    });
    expect((await legacy('The credited invoice is not in Fortnox yet; tried again later'))?.code).toBe(
      'originalNotInFortnox',
    );
    expect((await legacy('Fortnox (HTTP 0): Fortnox did not answer'))?.code).toBe('unreachable');
    expect(
      await legacy('Fortnox gave the number 17, which another invoice in Hovbook already has'),
    ).toMatchObject({
      code: 'numberTaken',
      message: 'Fortnox gav numret 17, som en annan faktura i Hovbook redan har.',
    });
    expect(await legacy('something else')).toMatchObject({
      code: 'unknown',
      message: 'Fakturan kunde inte skickas till Fortnox. Hovbook försöker igen senare.',
    });
  });
});
