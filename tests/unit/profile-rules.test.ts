// The profile's own rules: the VAT registration number (swedish-rules §2/§3: SE, a valid organisation number or a
// sole trader's personnummer, 01; spaces and hyphens accepted, stored compact) and the password form (spec 5).
import { describe, expect, it } from 'vitest';
import { changePasswordForm } from '@/lib/validation/account';
import { vatNumber, vatNumberOrganization } from '@/lib/validation/fields';

describe('vatNumber', () => {
  it.each([
    ['SE556016068001', 'SE556016068001'],
    ['se 556016-0680 01', 'SE556016068001'],
    ['SE212000014201', 'SE212000014201'],
    // A sole trader's VAT number is built on the personnummer.
    ['SE811228987401', 'SE811228987401'],
  ])('accepts %s as %s', (input, stored) => {
    expect(vatNumber().parse(input)).toBe(stored);
    expect(vatNumberOrganization(stored)).toBe(stored.slice(2, 12));
  });

  it.each([
    'SE556016068101', // organisation number fails Luhn
    'SE556016068002', // not 01 at the end
    'SE55601606800', // 11 digits
    'DK556016068001', // not Swedish
    '556016068001', // no SE
    '',
  ])('refuses %j', (input) => {
    const result = vatNumber().safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.vatNumber');
  });
});

describe('the profile’s password form (spec 5: both required, rule, new differs from old)', () => {
  const issues = (value: Record<string, string>) =>
    changePasswordForm.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('asks for both passwords, the rule, a new one and the same one twice', () => {
    expect(issues({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual(
      expect.arrayContaining([
        ['oldPassword', 'validation.required'],
        ['newPassword', 'validation.required'],
      ]),
    );
    expect(
      issues({ oldPassword: 'Old-pass-1!', newPassword: 'lowercase1!', confirmPassword: 'lowercase1!' }),
    ).toEqual([['newPassword', 'validation.passwordRule']]);
    expect(
      issues({ oldPassword: 'Same-pass-1!', newPassword: 'Same-pass-1!', confirmPassword: 'Same-pass-1!' }),
    ).toEqual([['newPassword', 'validation.passwordSameAsOld']]);
    expect(
      issues({ oldPassword: 'Old-pass-1!', newPassword: 'New-pass-2!', confirmPassword: 'New-pass-3!' }),
    ).toEqual([['confirmPassword', 'validation.passwordsDiffer']]);
    expect(
      issues({ oldPassword: 'Old-pass-1!', newPassword: 'New-pass-2!', confirmPassword: 'New-pass-2!' }),
    ).toEqual([]);
  });
});
