// The journal template calls (spec 7, "Journal templates"); the answers' types come from the shapes the API documents
// (lib/validation/journal-template.ts).
import type {
  JournalTemplate,
  JournalTemplateInput,
  JournalTemplateUse,
} from '@/lib/validation/journal-template';
import { api, read, readPage } from './api-client';

export type { JournalTemplate, JournalTemplateUse };

/** Enough for any template library in one request (the list pages at 200). */
const LIST_LIMIT = 200;

/** The account's templates, favourites first, then by name; `search` narrows by name (å/ä/ö folded). */
export async function fetchJournalTemplates(
  search: string,
  signal?: AbortSignal,
): Promise<JournalTemplate[]> {
  const page = await readPage(
    api.GET('/journal-templates', {
      params: { query: { limit: LIST_LIMIT, search: search.trim() || undefined } },
      signal,
    }),
  );
  return page.data;
}

export const fetchJournalTemplate = (id: string, signal?: AbortSignal): Promise<JournalTemplate> =>
  read(api.GET('/journal-templates/{id}', { params: { path: { id } }, signal }));

export const createJournalTemplate = (body: JournalTemplateInput): Promise<JournalTemplate> =>
  read(api.POST('/journal-templates', { body }));

export const updateJournalTemplate = (id: string, body: JournalTemplateInput): Promise<JournalTemplate> =>
  read(api.PUT('/journal-templates/{id}', { params: { path: { id } }, body }));

export const deleteJournalTemplate = (id: string): Promise<{ id: string; deleted: true }> =>
  read(api.DELETE('/journal-templates/{id}', { params: { path: { id } } }));

export const setJournalTemplateFavorite = (id: string, favorite: boolean): Promise<JournalTemplate> =>
  read(api.POST('/journal-templates/{id}/favorite', { params: { path: { id } }, body: { favorite } }));

/** Counts a use and answers the fields a new journal starts with. */
export const applyJournalTemplate = (id: string): Promise<JournalTemplateUse> =>
  read(api.POST('/journal-templates/{id}/use', { params: { path: { id } } }));
