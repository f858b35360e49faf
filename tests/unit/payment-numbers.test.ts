// Payment numbers as people type them → digits, the Luhn check, and the written forms shown back (bankgiro NNNN-NNNN,
// plusgiro in pairs with a dash before the check digit, the bank's own form of an account, Swish).
import { describe, expect, it } from 'vitest';
import {
  digitsOf,
  formatAccountNumber,
  formatBankAccount,
  formatBankgiro,
  formatClearing,
  formatPlusgiro,
  formatSwish,
  luhnValid,
  splitBankAccount,
  swishDigitsOf,
} from '@/lib/swedish/payment-numbers';
import { paymentMethodsInput } from '@/lib/validation/payment-methods';

describe('digitsOf', () => {
  it.each([
    ['5050-1055', '50501055'],
    ['90 20 03-3', '9020033'],
    ['8327-9', '83279'],
    ['123 456 789-0', '1234567890'],
    [' 5050 – 1055 ', '50501055'], // en dash, spaces around
    ['5050\u00a01055', '50501055'], // no-break space (pasted from a PDF)
    ['5050\u20111055', '50501055'], // non-breaking hyphen
    ['5050−1055', '50501055'], // minus sign
    ['0433867116', '0433867116'], // leading zeros are digits too
  ])('%j → %s', (typed, digits) => {
    expect(digitsOf(typed)).toBe(digits);
  });

  it.each(['5050-1O55', '5050.1055', '5050/1055', '+5050', 'abc', '', ' - '])(
    '%j is not a number',
    (typed) => {
      expect(digitsOf(typed)).toBeNull();
    },
  );
});

describe('splitBankAccount', () => {
  it('splits a whole account as banks print it', () => {
    expect(splitBankAccount('8327-9, 123 456 789-0')).toEqual({
      clearing: '8327-9',
      account: '123 456 789-0',
    });
    expect(splitBankAccount(' 6789,123456789 ')).toEqual({ clearing: '6789', account: '123456789' });
  });
  it.each(['8327-9', '8327-9,', ', 123', 'abc, 123', '8327-9, 123, 4'])(
    '%j is not a whole account',
    (text) => {
      expect(splitBankAccount(text)).toBeNull();
    },
  );
});

describe('swishDigitsOf', () => {
  it.each([
    ['123 456 78 90', '1234567890'],
    ['070-123 45 67', '0701234567'],
    ['+46 70 123 45 67', '0701234567'],
    ['+46701234567', '0701234567'],
    ['0046 70 123 45 67', '0701234567'],
  ])('%j → %s', (typed, digits) => {
    expect(swishDigitsOf(typed)).toBe(digits);
  });

  it.each(['+47 70 123 45 67', '070-123 45 6x', '+'])('%j is not a Swish number', (typed) => {
    expect(swishDigitsOf(typed)).toBeNull();
  });
});

describe('luhnValid', () => {
  it.each(['50501055', '9912346', '9020033', '18', '8112289874', '83279'])('%s passes', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });
  it.each(['50501056', '9912345', '9020034', '10', '83271', '', '12a4'])('%j fails', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });
});

describe('written forms', () => {
  it('bankgiro: a dash before the last four digits', () => {
    expect(formatBankgiro('50501055')).toBe('5050-1055');
    expect(formatBankgiro('9912346')).toBe('991-2346');
  });

  it('plusgiro: pairs from the right and a dash before the check digit', () => {
    expect(formatPlusgiro('9020033')).toBe('90 20 03-3');
    expect(formatPlusgiro('123455')).toBe('1 23 45-5');
    expect(formatPlusgiro('18')).toBe('1-8');
  });

  it('bank account: the bank’s own form', () => {
    expect(formatBankAccount('83279', '1234567897')).toBe('8327-9, 123 456 789-7');
    expect(formatBankAccount('6789', '123456789')).toBe('6789, 123 456 789');
    expect(formatBankAccount('3300', '8112289874')).toBe('3300, 811228-9874');
  });

  it('Swish: company numbers and mobile numbers as they are written', () => {
    expect(formatSwish('1234567890')).toBe('123 456 78 90');
    expect(formatSwish('0701234567')).toBe('070-123 45 67');
    expect(formatSwish('1234567')).toBe('1234567');
  });
});

describe('paymentMethodsInput', () => {
  it('gives digits for what was typed, null for a blank or null field, nothing for one left out', () => {
    const parsed = paymentMethodsInput.parse({
      bankgiro: ' 5050-1055 ',
      plusgiro: '   ',
      bankClearing: '8327-9',
      bankAccount: '123 456 789-7',
      swishNumber: null,
    });
    expect(parsed).toEqual({
      bankgiro: '50501055',
      plusgiro: null,
      bankClearing: '83279',
      bankAccount: '1234567897',
      swishNumber: null,
    });
    expect(paymentMethodsInput.parse({})).toEqual({});
  });

  it('names the field and the rule it breaks', () => {
    const result = paymentMethodsInput.safeParse({ bankgiro: '5050-1056', swishNumber: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bankgiro', 'paymentMethods.errors.bankgiroCheckDigit'],
      ['swishNumber', 'paymentMethods.errors.swishFormat'],
    ]);
  });
});

describe('the bank account form fields', () => {
  it('clearing: Swedbank’s check digit after a dash', () => {
    expect(formatClearing('83279')).toBe('8327-9');
    expect(formatClearing('6789')).toBe('6789');
  });
  it('account: the bank’s form without the clearing number', () => {
    expect(formatAccountNumber('83279', '1234567897')).toBe('123 456 789-7');
    expect(formatAccountNumber('6789', '123456789')).toBe('123 456 789');
    expect(formatAccountNumber('9789', '1111113')).toBe('11 111 13');
    expect(formatAccountNumber('3300', '8112289874')).toBe('811228-9874');
  });
});
