// The journal reads and writes of the journal screens on the query cache: the record factory (record-queries.ts)
// with cursor pages for the list, keys in keys.ts, calls in lib/client/journal-api.ts. Signing is the journal's one
// status change; a save or a signature refreshes the lists and the horse's page, which lists the horse's journals.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createJournal,
  deleteJournal,
  fetchHoofHistory,
  fetchJournal,
  fetchJournalHistory,
  fetchJournalPage,
  fetchLatestJournal,
  sendJournal,
  signJournal,
  updateJournal,
  verifyJournal,
  type Journal,
  type JournalBody,
  type JournalRow,
  type JournalStatus,
} from '@/lib/client/journal-api';
import type { Hoof } from '@/lib/validation/journal';
import { queryKeys } from './keys';
import { cursorList, recordQueries } from './record-queries';

const keys = queryKeys.journals;

/** The horses' pages list their journals; the bookings' pages may offer "Write journal". */
const RELATED = [queryKeys.animals.allDetails];

const records = recordQueries({
  keys,
  reads: cursorList<JournalRow>(fetchJournalPage),
  fetchDetails: fetchJournal,
  create: createJournal,
  update: updateJournal,
  setStatus: async (id: string, _status: JournalStatus) => signJournal(id),
  // The create answer is the details with what happened (outcome): the details without it.
  toDetails: (saved) => {
    const { outcome: _outcome, ...journal } = saved as Journal & { outcome?: number };
    return journal;
  },
  related: RELATED,
});

export const journalQueries = {
  ...records,
  /** Who created, changed, signed, shared the journal, when (a save refreshes it through the factory's keys). */
  events: (id: string) =>
    queryOptions({
      queryKey: keys.history(id),
      queryFn: ({ signal }) => fetchJournalHistory(id, signal),
    }),
  /** Whether the journal still matches every signature's digest. */
  verify: (id: string) =>
    queryOptions({
      queryKey: keys.verify(id),
      queryFn: ({ signal }) => verifyJournal(id, signal),
      enabled: false,
      staleTime: 0,
    }),
  /** The horse's newest journal ("copy from last time"); null when it has none. */
  latestOf: (animalId: string) =>
    queryOptions({
      queryKey: keys.latestOf(animalId),
      queryFn: ({ signal }) => fetchLatestJournal(animalId, signal),
      staleTime: 0,
    }),
  hoofHistory: (animalId: string, hoof: Hoof) =>
    queryOptions({
      queryKey: keys.hoofHistory(animalId, hoof),
      queryFn: ({ signal }) => fetchHoofHistory(animalId, hoof, signal),
    }),
  /** Deletes a draft (a signed journal is kept: 409). */
  useDelete(id: string) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: () => deleteJournal(id),
      onSuccess: () => {
        client.removeQueries({ queryKey: keys.details(id) });
        for (const key of [keys.lists, ...RELATED]) void client.invalidateQueries({ queryKey: key });
      },
    });
  },
  /** Mails the PDF to the keeper: marks it sent and locks it. */
  useSend(id: string) {
    const changed = records.useChanged();
    return useMutation({
      mutationFn: () => sendJournal(id),
      onSuccess: (journal) => changed(id, journal),
    });
  },
};

export type { JournalBody };
