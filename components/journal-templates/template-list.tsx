'use client';
// /template-management: the account's journal templates, favourites first — star, use (a new journal prefilled from
// it), edit and delete (asked first). Cards at every width, so a 375 px phone needs no sideways scrolling.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileTextIcon, PencilIcon, PlusIcon, SearchIcon, TrashIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import type { JournalTemplate } from '@/lib/client/journal-template-api';
import { journalTemplateQueries } from '@/lib/client/queries/journal-templates';
import { toast } from '@/lib/client/toast';
import { FavoriteButton } from './favorite-button';

export const templateUseHref = (id: string) => `/journal-add?template=${id}`;
export const templateEditHref = (id: string) => `/template-edit/${id}`;

function AddButton() {
  const t = useTranslations('journalTemplates.list');
  return (
    <Button asChild>
      <Link href="/template-add">
        <PlusIcon className="size-4" />
        {t('add')}
      </Link>
    </Button>
  );
}

function TemplateCard({ template, onDelete }: { template: JournalTemplate; onDelete: () => void }) {
  const t = useTranslations('journalTemplates.list');
  const { id, name, fields } = template;
  const summary = fields.diagnosis ?? fields.findings ?? fields.aftercare;
  return (
    <li
      data-testid="template-card"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <FavoriteButton id={id} name={name} favorite={template.isFavorite} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold break-words text-stone-900">{name}</h2>
          {summary && <p className="line-clamp-2 text-sm break-words text-stone-600">{summary}</p>}
          <p className="text-xs text-stone-500">
            {t('treatments', { count: fields.treatments?.length ?? 0 })} ·{' '}
            {t('used', { count: template.usageCount })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild>
          <Link href={templateUseHref(id)} aria-label={t('useLabel', { name })}>
            {t('use')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={templateEditHref(id)} aria-label={t('editLabel', { name })}>
            <PencilIcon className="size-4" />
            {t('edit')}
          </Link>
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={t('deleteLabel', { name })}>
          <TrashIcon className="size-4" />
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}

export function TemplateList() {
  const t = useTranslations('journalTemplates');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const list = useQuery({ ...journalTemplateQueries.list(term), placeholderData: keepPreviousData });
  const remove = journalTemplateQueries.useDelete();
  const [deleting, setDeleting] = useState<JournalTemplate | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('delete.done', { name }));
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setDeleting(null);
      },
    });
  };

  let body;
  if (list.isPending) body = <ListSkeleton label={t('list.loading')} />;
  else if (list.isError)
    body = <ErrorState error={list.error} title={t('list.error')} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    body = term ? (
      <EmptyState
        icon={<SearchIcon />}
        title={t('list.noMatchTitle')}
        text={t('list.noMatchText')}
        action={
          <Button variant="secondary" onClick={() => setSearch('')}>
            {t('list.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<FileTextIcon />}
        title={t('list.emptyTitle')}
        text={t('list.emptyText')}
        action={<AddButton />}
      />
    );
  else
    body = (
      <ul
        aria-label={t('list.title')}
        aria-busy={list.isPlaceholderData || undefined}
        className="grid gap-3 lg:grid-cols-2"
      >
        {list.data.map((template) => (
          <TemplateCard key={template.id} template={template} onDelete={() => setDeleting(template)} />
        ))}
      </ul>
    );

  return (
    <div>
      <PageHeader title={t('list.title')} description={t('list.description')} actions={<AddButton />} />
      <div className="relative mb-4 max-w-md">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          className="pl-10"
        />
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={confirmDelete}
        tone="danger"
        busy={remove.isPending}
      />
    </div>
  );
}
