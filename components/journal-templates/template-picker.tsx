'use client';
// The journal form's template picker: `<TemplatePicker onPick={(fields) => …} />` — a button that opens a sheet
// listing the account's templates, favourites first, with search; choosing one counts its use (journal-templates/
// {id}/use) and hands its fields to `onPick` (the journal's own fields: text, per-hoof findings, treatments,
// pharmaceuticals; never a date, horse or keeper).
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/components/list';
import { Button } from '@/components/ui/button';
import { CloseIcon, FileTextIcon, StarIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { journalTemplateQueries } from '@/lib/client/queries/journal-templates';
import { toast } from '@/lib/client/toast';
import type { JournalTemplateFieldValues } from '@/lib/validation/journal-template';

export interface TemplatePickerProps {
  /** The chosen template's fields, to fill the journal form with. */
  onPick: (fields: JournalTemplateFieldValues, template: { id: string; name: string }) => void;
  /** The trigger's look (the form's toolbar). */
  variant?: 'secondary' | 'ghost' | 'primary';
}

export function TemplatePicker({ onPick, variant = 'secondary' }: TemplatePickerProps) {
  const t = useTranslations('journalTemplates.picker');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const list = useQuery({ ...journalTemplateQueries.list(term), enabled: open });
  const apply = journalTemplateQueries.useApply();
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = (id: string) => {
    setChoosing(id);
    apply.mutate(id, {
      onSuccess: (used) => {
        onPick(used.fields, { id: used.id, name: used.name });
        setOpen(false);
        setSearch('');
      },
      onError: () => toast.error(t('failed')),
      onSettled: () => setChoosing(null),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !apply.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant={variant}>
          <FileTextIcon className="size-4" />
          {t('open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        {/* A sheet from the bottom on phones, a centred dialog on wider screens. */}
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-start justify-between gap-3 border-b border-stone-200 p-4">
            <div className="min-w-0 space-y-1">
              <Dialog.Title className="text-lg font-semibold text-stone-900">{t('title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">{t('description')}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('close')}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="p-4 pb-2">
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-label={t('searchLabel')}
              placeholder={t('searchLabel')}
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
            {list.isPending ? (
              <div role="status" className="flex justify-center py-8">
                <Spinner className="size-6" />
              </div>
            ) : list.isError ? (
              <div className="space-y-3 py-6 text-center">
                <p className="text-stone-700">{t('error')}</p>
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            ) : list.data.length === 0 ? (
              <p className="py-6 text-center text-stone-600">{term ? t('noMatch') : t('empty')}</p>
            ) : (
              <ul aria-label={t('title')} className="divide-y divide-stone-100">
                {list.data.map((template) => (
                  <li key={template.id}>
                    <button
                      type="button"
                      disabled={apply.isPending}
                      onClick={() => choose(template.id)}
                      className="flex min-h-12 w-full items-center gap-3 rounded-lg px-2 py-3 text-left hover:bg-stone-50 disabled:opacity-60"
                    >
                      {template.isFavorite ? (
                        <StarIcon className="fill-amber-400 text-amber-500" />
                      ) : (
                        <span aria-hidden="true" className="size-5 shrink-0" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium break-words text-stone-900">{template.name}</span>
                        {(template.fields.diagnosis ?? template.fields.findings) && (
                          <span className="line-clamp-1 text-sm text-stone-600">
                            {template.fields.diagnosis ?? template.fields.findings}
                          </span>
                        )}
                      </span>
                      {choosing === template.id && <Spinner className="size-5" />}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="pt-3">
              <Link
                href="/template-management"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                {t('manage')}
              </Link>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
