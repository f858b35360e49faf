'use client';
// The people of the account a booking can be given to and the calendar is filtered and coloured by (bookings/people:
// the active members, the owner first). Until it has answered, the signed-in user alone: the person filter and the
// form's person field show only when the account has more than one person.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { formatPersonName } from '@/lib/format';
import { useStoredUser } from '@/lib/client/use-session';

export interface Person {
  id: string;
  name: string;
  title: string | null;
  /** Calendar colour, #rrggbb. */
  color: string;
}

export function usePeople(): Person[] {
  const user = useStoredUser();
  const people = useQuery({ ...bookingQueries.people(), enabled: Boolean(user) });
  return useMemo(() => {
    if (people.data) return people.data;
    return user
      ? [{ id: user.id, name: formatPersonName(user.firstName, user.lastName), title: null, color: '' }]
      : [];
  }, [people.data, user]);
}
