// A journal's (or a horse's) share links on the query cache: the share panel lists the active ones with their views;
// making a link or stopping the sharing fetches them again, and the journal's history, which records both. Calls through the typed client (lib/client/api-types.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, read } from '@/lib/client/api-client';
import { queryKeys } from '@/lib/client/queries/keys';
import type { ShareCode, ShareCreated, ShareInput } from '@/lib/validation/journal-sharing';

/** What is shared: one journal, or every journal of a horse. */
export type ShareTarget = { kind: 'journal' | 'animal'; id: string };

const keys = {
  all: ['share-codes'] as const,
  active: (id: string) => ['share-codes', 'active', id] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export const journalSharingQueries = {
  active: (id: string) =>
    queryOptions({
      queryKey: keys.active(id),
      queryFn: (): Promise<ShareCode[]> => read(api.GET('/share-codes/{id}/active', path(id))),
    }),

  useCreate: (target: ShareTarget) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: ShareInput): Promise<ShareCreated> =>
        target.kind === 'journal'
          ? read(api.POST('/journals/{id}/share', { ...path(target.id), body }))
          : read(api.POST('/share-codes/{id}/generate', { ...path(target.id), body })),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.active(target.id) }),
          target.kind === 'journal' &&
            queryClient.invalidateQueries({ queryKey: queryKeys.journals.history(target.id) }),
        ]),
    });
  },

  /** Stops every link of a journal at once. */
  useUnshare: (journalId: string) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (): Promise<{ revoked: number }> =>
        read(api.POST('/journals/{id}/unshare', { ...path(journalId), body: {} })),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.active(journalId) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.journals.history(journalId) }),
        ]),
    });
  },
};
