// The shared field rules: the same schemas run in the forms and in the API.
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import {
  email,
  optional,
  optionalText,
  organizationNumber,
  password,
  personName,
  postalCode,
  requiredText,
  swedishPhone,
} from '@/lib/validation/fields';
import { changePasswordInput, resetPasswordForm } from '@/lib/validation/account';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value);
const message = (schema: z.ZodType, value: unknown) => ok(schema, value).error?.issues[0]?.message;

describe('personName', () => {
  it.each(['Åsa', 'Lind-Berg', "D'Ahl", 'Anna Maria', 'Zoë', 'Øystein', 'Łukasz'])('accepts %s', (v) => {
    expect(ok(personName(), v).success).toBe(true);
  });
  it.each(['Anna2', 'R2D2', '-Anna', 'Anna--Berg', 'Anna!', '  '])('refuses %j', (v) => {
    expect(ok(personName(), v).success).toBe(false);
  });
  it('says "required" for empty and "wrong type" for a number', () => {
    expect(message(personName(), '')).toBe('validation.required');
    expect(message(personName(), undefined)).toBe('validation.required');
    expect(message(personName(), 5)).toBe('validation.invalidType');
  });
});

describe('email', () => {
  it('lower-cases and trims', () => {
    expect(email().parse('  Anna.Berg@Example.SE ')).toBe('anna.berg@example.se');
  });
  it('refuses more than 254 characters', () => {
    expect(message(email(), `${'a'.repeat(245)}@example.se`)).toBe('validation.emailTooLong');
  });
});

describe('password rule (spec 5)', () => {
  it.each(['Hovslag-2026!', 'Aa1!aaaa', 'Ärlig#Häst9'])('accepts %s', (v) =>
    expect(ok(password(), v).success).toBe(true),
  );
  it.each(['Aa1!aaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa'])('refuses %s', (v) =>
    expect(message(password(), v)).toBe('validation.passwordRule'),
  );
  it('new must differ from old; both required', () => {
    const same = changePasswordInput.safeParse({
      oldPassword: 'Hovslag-2026!',
      newPassword: 'Hovslag-2026!',
    });
    expect(same.error?.issues[0]).toMatchObject({
      path: ['newPassword'],
      message: 'validation.passwordSameAsOld',
    });
    expect(changePasswordInput.safeParse({ newPassword: 'Hovslag-2026!' }).success).toBe(false);
  });
  it('the reset form needs the same password twice', () => {
    const r = resetPasswordForm.safeParse({ newPassword: 'Hovslag-2026!', confirmPassword: 'Hovslag-2027!' });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.passwordsDiffer',
    });
  });
});

describe('swedishPhone', () => {
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['08-123 456 78', '+46812345678'],
    ['0046701234567', '+46701234567'], // the international prefix dialled from Sweden
  ])('%s → %s', (input, e164) => {
    const r = ok(swedishPhone(), input);
    if (e164) expect(r.data).toBe(e164);
    else expect(r.success).toBe(false);
  });
  it.each(['+4420 7946 0958', '12345', '070-12', 'sju', '+46 70 123 45 67 89 01 23'])('refuses %s', (v) =>
    expect(message(swedishPhone(), v)).toBe('validation.phone'),
  );
});

describe('organizationNumber', () => {
  it.each([
    ['556016-0680', '5560160680'],
    ['5560160680', '5560160680'],
    ['16556016-0680', '5560160680'],
    ['811228-9874', '8112289874'], // a sole trader's personnummer
  ])('%s → %s', (input, stored) => expect(organizationNumber().parse(input)).toBe(stored));
  it.each(['556016-0681', '123456789', 'abcdefghij', '556016 0680x'])('refuses %s', (v) =>
    expect(message(organizationNumber(), v)).toBe('validation.organizationNumber'),
  );
});

describe('postalCode', () => {
  it('accepts "NNN NN" and stores NNNNN', () => expect(postalCode().parse('741 93')).toBe('74193'));
  it.each(['7419', '741933', 'abcde', '74 193'])('refuses %s', (v) =>
    expect(message(postalCode(), v)).toBe('validation.postalCode'),
  );
});

describe('requiredText and optionalText', () => {
  it('trims, and says "required" for blank and "too long" past the limit', () => {
    expect(requiredText(5).parse(' Åsa ')).toBe('Åsa');
    expect(message(requiredText(5), '  ')).toBe('validation.required');
    expect(message(requiredText(5), 'a'.repeat(6))).toBe('validation.tooLong');
    expect(message(requiredText(5, { tooLong: 'validation.descriptionTooLong' }), 'a'.repeat(6))).toBe(
      'validation.descriptionTooLong',
    );
  });
  it('takes blank optional text as "not given", and names a number the wrong type', () => {
    expect(optionalText(5).parse('  ')).toBeUndefined();
    expect(optionalText(5).parse(undefined)).toBeUndefined();
    expect(optionalText(5).parse(' Åsa ')).toBe('Åsa');
    expect(message(optionalText(5), 42)).toBe('validation.invalidType');
  });
});

describe('optional: the one rule for null', () => {
  it('refuses null as the wrong type unless null is accepted as "not given"', () => {
    expect(message(optional(postalCode()), null)).toBe('validation.invalidType');
    expect(optional(postalCode(), { acceptNull: true }).parse(null)).toBeUndefined();
    expect(message(optionalText(5), null)).toBe('validation.invalidType');
    expect(optionalText(5, { acceptNull: true }).parse(null)).toBeUndefined();
  });
});
