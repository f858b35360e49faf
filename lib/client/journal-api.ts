// The journal calls of the journal screens (spec 7, "Journals"); the answers' types come from the shapes the API
// documents (lib/validation/journal.ts).
import type { z } from 'zod';
import type {
  Hoof,
  HoofHistoryEntry,
  JournalOutput,
  JournalRow,
  JournalStatus,
  journalVerificationSchema,
} from '@/lib/validation/journal';
import type { HistoryEvent } from '@/lib/validation/history';
import type { components } from './api-types';
import { api, listQuery, read, readBlob, readPage, type ListQuery, type Page } from './api-client';

export type { JournalRow, JournalStatus };
/** The journal as the API documents it (an amendment's previous and next values may be absent: null-like). */
export type Journal = components['schemas']['Journal'];
export type JournalCreated = Journal & { outcome: 0 | 1 | 2 };
export type JournalVerification = z.output<typeof journalVerificationSchema>;
/** What the form sends: the fields, and on create whether to sign (and send) at once. */
export type JournalBody = JournalOutput;

export const fetchJournalPage = (query: ListQuery, signal?: AbortSignal): Promise<Page<JournalRow>> =>
  readPage(api.GET('/journals/list', { params: { query: listQuery('/journals/list', query) }, signal }));

export const fetchJournal = (id: string, signal?: AbortSignal): Promise<Journal> =>
  read(api.GET('/journals/details/{id}', { params: { path: { id } }, signal }));

export const createJournal = (body: JournalBody): Promise<JournalCreated> =>
  read(api.POST('/journals/create', { body }));

/** Full replacement; a signed journal's needs `amendmentReason` and is kept as an amendment. */
export const updateJournal = (id: string, body: JournalBody): Promise<Journal> =>
  read(api.PUT('/journals/update/{id}', { params: { path: { id } }, body }));

/** Draft → signed: the only status change a journal has. */
export const signJournal = (id: string): Promise<Journal> =>
  read(api.POST('/journals/sign/{id}', { params: { path: { id } } }));

export const deleteJournal = (id: string): Promise<{ id: string; deleted: true }> =>
  read(api.DELETE('/journals/delete/{id}', { params: { path: { id } } }));

/** Who created, changed, signed, shared the journal, when: oldest first. */
export const fetchJournalHistory = (id: string, signal?: AbortSignal): Promise<HistoryEvent[]> =>
  read(api.GET('/journals/history/{id}', { params: { path: { id } }, signal }));

export const verifyJournal = (id: string, signal?: AbortSignal): Promise<JournalVerification> =>
  read(api.GET('/journals/verify/{id}', { params: { path: { id } }, signal }));

/** The horse's latest journal, for "copy from last time": the newest row, then its details. */
export async function fetchLatestJournal(animalId: string, signal?: AbortSignal): Promise<Journal | null> {
  const page = await fetchJournalPage({ animalId, limit: 1 }, signal);
  const row = page.data[0];
  return row ? fetchJournal(row.id, signal) : null;
}

/** The PDF (Swedish), as a file to save. */
export const downloadJournalPdf = (id: string): Promise<Blob> =>
  readBlob(api.GET('/journals/download/{id}', { params: { path: { id } }, parseAs: 'blob' }));

/** Mails the PDF to the keeper; the answer is the journal, now sent (and locked). */
export const sendJournal = (id: string): Promise<Journal> =>
  read(api.POST('/journals/send/{id}', { params: { path: { id } } }));

/** One hoof's findings across the horse's journals, newest first. */
export const fetchHoofHistory = (
  animalId: string,
  hoof: Hoof,
  signal?: AbortSignal,
): Promise<HoofHistoryEntry[]> =>
  read(api.GET('/journals/hoof-history', { params: { query: { animalId, hoof } }, signal }));
