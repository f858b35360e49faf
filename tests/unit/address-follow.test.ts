// "Fill the address unless the user typed over it" (lib/address-follow.ts), the rule the horse and booking forms and
// the booking use case share.
import { describe, expect, it } from 'vitest';
import { firstPlace, mayFill, saysAnything } from '@/lib/address-follow';

const FIELDS = ['address', 'postalNumber', 'city'] as const;
const empty = { address: '', postalNumber: '', city: '' };
const stable = { address: 'Stallbacken 2', postalNumber: '741 93', city: 'Alsike' };
const home = { address: 'Hagvägen 4', postalNumber: '741 92', city: 'Knivsta' };

describe('address follow', () => {
  it('an address says something when any of its fields does', () => {
    expect(saysAnything(empty)).toBe(false);
    expect(saysAnything({ address: '  ', postalNumber: null, city: undefined })).toBe(false);
    expect(saysAnything({ ...empty, postalNumber: '741 93' })).toBe(true);
    expect(saysAnything(null)).toBe(false);
  });

  it('the first address that says anything wins: what was typed, the stable, the customer', () => {
    expect(firstPlace(empty, stable, home)).toBe(stable);
    expect(firstPlace(null, { ...empty }, home)).toBe(home);
    expect(firstPlace(empty, undefined)).toBeUndefined();
  });

  it('fills empty fields, and fields that still hold what was filled in, never what the user typed', () => {
    expect(mayFill(FIELDS, empty, null)).toBe(true);
    expect(mayFill(FIELDS, stable, stable)).toBe(true);
    expect(mayFill(FIELDS, { ...stable, city: 'Uppsala' }, stable)).toBe(false);
    expect(mayFill(FIELDS, { ...empty, city: 'Uppsala' }, null)).toBe(false);
  });
});
