// A failed sync's reason in both languages: every code worded in English and Swedish (none falls back to the generic
// message), Fortnox's words quoted as they are, and each error of the Fortnox client given its code.
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_FAILURE_CODES, type AccountingFailure } from '@/lib/validation/invoice';
import { accountingReason } from '@/server/invoices/accounting-reason';
import {
  FortnoxError,
  FortnoxReconnectError,
  FortnoxRefusal,
  failureOf,
} from '@/server/integrations/fortnox/errors';
import { translateKey } from '@/server/i18n/translator';

const failure = (code: AccountingFailure['code']): AccountingFailure =>
  code === 'refused'
    ? { code, status: 400, fortnox: 'Ogiltigt datum.' }
    : code === 'numberTaken'
      ? { code, number: '17' }
      : { code };

describe('accountingReason', () => {
  it('words every code in English and Swedish, each its own sentence', () => {
    for (const locale of ['en', 'sv'] as const) {
      const generic = translateKey(locale, 'validation.invalid');
      const messages = ACCOUNTING_FAILURE_CODES.map(
        (code) => accountingReason(locale, 'failed', failure(code))!.message,
      );
      for (const message of messages) expect(message).not.toBe(generic);
      expect(new Set(messages).size).toBe(messages.length);
    }
  });

  it('quotes Fortnox’s words untranslated; without any, says Fortnox gave no reason', () => {
    expect(accountingReason('sv', 'failed', failure('refused'))).toEqual({
      code: 'refused',
      message: 'Fortnox tog inte emot fakturan. Svar från Fortnox: ”Ogiltigt datum.”',
      fortnoxMessage: 'Ogiltigt datum.',
    });
    expect(accountingReason('en', 'failed', { code: 'refused', status: 403 })).toEqual({
      code: 'refused',
      message: 'Fortnox did not accept the invoice and gave no reason (HTTP 403).',
      fortnoxMessage: null,
    });
    expect(accountingReason('en', 'failed', failure('numberTaken'))!.message).toBe(
      'Fortnox gave the number 17, which another invoice in Hovbook already has.',
    );
  });

  it('is null unless the sync failed; a failure without a code reads as not sent', () => {
    expect(accountingReason('en', 'synced', null)).toBeNull();
    expect(accountingReason('en', 'pending', failure('unreachable'))).toBeNull();
    expect(accountingReason('sv', 'failed', null)).toMatchObject({ code: 'unknown' });
  });
});

describe('failureOf', () => {
  it('gives each error of the Fortnox client its code', () => {
    expect(failureOf(new FortnoxRefusal(400, 'Kunden hittades inte.'))).toEqual({
      code: 'refused',
      status: 400,
      fortnox: 'Kunden hittades inte.',
    });
    expect(failureOf(new FortnoxError(500, 'request refused', 'refused'))).toEqual({
      code: 'refused',
      status: 500,
    });
    expect(failureOf(new FortnoxError(0, 'Fortnox did not answer'))).toEqual({ code: 'unreachable' });
    expect(failureOf(new FortnoxError(200, 'the credit answer names no credit invoice'))).toEqual({
      code: 'unexpectedAnswer',
    });
    expect(failureOf(new FortnoxReconnectError('Invalid refresh token'))).toEqual({ code: 'reconnect' });
    expect(failureOf(new FortnoxError(0, 'not connected', 'notConnected'))).toEqual({ code: 'notConnected' });
    expect(failureOf(new Error('socket hang up'))).toEqual({ code: 'unreachable' });
  });
});
