// The journal template reads and writes of the template screens and the journal form's picker on the query cache:
// calls in lib/client/journal-template-api.ts. Every write refreshes every template read (lists are small).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyJournalTemplate,
  createJournalTemplate,
  deleteJournalTemplate,
  fetchJournalTemplate,
  fetchJournalTemplates,
  setJournalTemplateFavorite,
  updateJournalTemplate,
  type JournalTemplate,
} from '@/lib/client/journal-template-api';
import type { JournalTemplateInput } from '@/lib/validation/journal-template';

/** Under one first part, so a write can refresh them all. */
export const journalTemplateKeys = {
  all: ['journal-templates'] as const,
  list: (search: string) => ['journal-templates', 'list', search] as const,
  details: (id: string) => ['journal-templates', 'details', id] as const,
};

function useRefresh() {
  const client = useQueryClient();
  return (saved?: JournalTemplate) => {
    if (saved) client.setQueryData(journalTemplateKeys.details(saved.id), saved);
    void client.invalidateQueries({ queryKey: journalTemplateKeys.all });
  };
}

export const journalTemplateQueries = {
  list: (search = '') =>
    queryOptions({
      queryKey: journalTemplateKeys.list(search.trim()),
      queryFn: ({ signal }) => fetchJournalTemplates(search, signal),
    }),
  details: (id: string) =>
    queryOptions({
      queryKey: journalTemplateKeys.details(id),
      queryFn: ({ signal }) => fetchJournalTemplate(id, signal),
    }),

  /** Create (no id) or update (an id): the template as the form sends it. */
  useSave() {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: ({ id, body }: { id?: string; body: JournalTemplateInput }) =>
        id ? updateJournalTemplate(id, body) : createJournalTemplate(body),
      onSuccess: (saved) => refresh(saved),
    });
  },
  useDelete() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => deleteJournalTemplate(id),
      onSuccess: ({ id }) => {
        client.removeQueries({ queryKey: journalTemplateKeys.details(id) });
        void client.invalidateQueries({ queryKey: journalTemplateKeys.all });
      },
    });
  },
  useFavorite() {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
        setJournalTemplateFavorite(id, favorite),
      onSuccess: (saved) => refresh(saved),
    });
  },
  /**
   * Uses a template: counts the use and answers the fields a new journal starts with (the picker, and the journal
   * form opened with ?template=<id>).
   */
  useApply() {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: (id: string) => applyJournalTemplate(id),
      onSuccess: () => refresh(),
    });
  },
};
