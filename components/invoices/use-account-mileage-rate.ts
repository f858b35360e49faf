'use client';
// The account's mileage rate in öre per km (the profile's mileageRate, kronor), the default of an invoice's mileage
// line; undefined while unknown or not set (the form then shows Skatteverket's rate, which the server also falls
// back to).
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/lib/client/queries/account';
import { useStoredUser } from '@/lib/client/use-session';

export function useAccountMileageRate(): number | undefined {
  const ferrierId = useStoredUser()?.ferrierId ?? '';
  const profile = useQuery({ ...accountQueries.profile(ferrierId), enabled: ferrierId !== '' });
  const rate = profile.data?.mileageRate;
  return typeof rate === 'number' ? Math.round(rate * 100) : undefined;
}
