// The dashboard's Today groups the day's visits by place: one group per address and postal number, in the order of
// each place's first visit, the visits in time order within it.
import { describe, expect, it } from 'vitest';
import { groupVisitsByPlace } from '@/components/dashboard/today-groups';
import type { BookingRow } from '@/lib/validation/booking';

let n = 0;
function visit(startTime: string, place: Partial<Pick<BookingRow, 'address' | 'postalNumber' | 'city'>>) {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    startTime,
    address: null,
    postalNumber: null,
    city: null,
    ...place,
  } as BookingRow;
}

describe('groupVisitsByPlace', () => {
  it('puts the visits at one address and postal number together, in the order of their first visit', () => {
    const a1 = visit('08:00', { address: 'Stallvägen 2', postalNumber: '74193', city: 'Knivsta' });
    const b = visit('09:00', { address: 'Hagvägen 4', postalNumber: '74192', city: 'Knivsta' });
    const a2 = visit('10:00', { address: ' stallvägen  2', postalNumber: '741 93', city: 'Knivsta' });
    const elsewhere = visit('11:00', { address: 'Stallvägen 2', postalNumber: '75320', city: 'Uppsala' });
    const groups = groupVisitsByPlace([a1, b, a2, elsewhere]);
    expect(groups.map((g) => g.visits.map((v) => v.startTime))).toEqual([
      ['08:00', '10:00'],
      ['09:00'],
      ['11:00'],
    ]);
    expect(groups[0]).toMatchObject({ address: 'Stallvägen 2', postalNumber: '74193', city: 'Knivsta' });
  });

  it('gathers the visits without an address in one group', () => {
    const groups = groupVisitsByPlace([visit('08:00', {}), visit('12:00', { city: 'Knivsta' })]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.key).toBe('');
    expect(groupVisitsByPlace([])).toEqual([]);
  });
});
