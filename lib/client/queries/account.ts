// The account reads of the app shell on the query cache.
import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '@/lib/client/account-api';
import { queryKeys } from './keys';

export const accountQueries = {
  /**
   * The company and its trial (ferriers/details/{id}). Asked again whenever the dashboard opens (the cached copy
   * shows meanwhile): an authenticated call there keeps the session timer running and finds an ended session at once.
   */
  profile: (ferrierId: string) =>
    queryOptions({
      queryKey: queryKeys.profile(ferrierId),
      queryFn: () => getProfile(ferrierId),
      refetchOnMount: 'always',
    }),
};
