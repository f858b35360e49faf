// The user's calendar-feed address on the query cache: /calendar-sync reads it, a regeneration puts the new one in
// its place.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getFeedToken, regenerateFeedToken } from '@/lib/client/icalendar-api';
import { queryKeys } from './keys';

export const icalendarQueries = {
  token: () => queryOptions({ queryKey: queryKeys.feedToken, queryFn: getFeedToken }),

  useRegenerate: () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: regenerateFeedToken,
      onSuccess: (token) => queryClient.setQueryData(queryKeys.feedToken, token),
    });
  },
};
