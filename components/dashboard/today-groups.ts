// The day's visits grouped by place: the visits at one address (and postal number) form one group, headed by that
// address, so a stable with several customers' horses is one stop. Groups come in the order of their first visit,
// visits within a group in time order (the list arrives in start order).
import type { BookingRow } from '@/lib/validation/booking';

export interface VisitGroup {
  /** '' for the visits with no address. */
  key: string;
  address: string | null;
  postalNumber: string | null;
  city: string | null;
  visits: BookingRow[];
}

/** "Stallvägen 2" and "stallvägen  2 " with 741 93 are one place; the city adds nothing the postal number lacks. */
function placeKey({ address, postalNumber }: Pick<BookingRow, 'address' | 'postalNumber'>): string {
  const street = (address ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const postal = (postalNumber ?? '').replace(/\s/g, '');
  return street || postal ? `${street}|${postal}` : '';
}

export function groupVisitsByPlace(visits: readonly BookingRow[]): VisitGroup[] {
  const groups = new Map<string, VisitGroup>();
  for (const visit of visits) {
    const key = placeKey(visit);
    const group = groups.get(key);
    if (group) group.visits.push(visit);
    else
      groups.set(key, {
        key,
        address: visit.address,
        postalNumber: visit.postalNumber,
        city: visit.city,
        visits: [visit],
      });
  }
  return [...groups.values()];
}
