'use client';
// The people of the account a booking can be assigned to, and the calendar filtered by. Staff accounts have no API
// yet (staffs/list comes with the staff area), so today this is the signed-in user alone: the person filter and the
// form's person field stay hidden while there is one person, and appear by themselves once this lists more.
import { useMemo } from 'react';
import { formatPersonName } from '@/lib/format';
import { useStoredUser } from '@/lib/client/use-session';

export interface Person {
  id: string;
  name: string;
}

export function usePeople(): Person[] {
  const user = useStoredUser();
  return useMemo(
    () => (user ? [{ id: user.id, name: formatPersonName(user.firstName, user.lastName) }] : []),
    [user],
  );
}
