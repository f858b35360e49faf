// The signed-in area's unpaid-invoice check runs in the owner's browser only: a staff member's sends nothing (the
// stored user does not carry the invoicing permission, and the route refuses a member without it: 403).
import { describe, expect, it } from 'vitest';
import { runsUnpaidCheck } from '@/lib/client/unpaid-check';

describe('runsUnpaidCheck', () => {
  it('is the owner’s alone', () => {
    expect(runsUnpaidCheck({ role: 'owner' })).toBe(true);
    expect(runsUnpaidCheck({ role: 'staff' })).toBe(false);
    expect(runsUnpaidCheck(null)).toBe(false);
  });
});
