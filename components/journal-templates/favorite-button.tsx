'use client';
// The star of a template: pressed is a favourite (favourites come first in the list and the picker).
import { useTranslations } from 'next-intl';
import { StarIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/client/toast';
import { journalTemplateQueries } from '@/lib/client/queries/journal-templates';
import { cn } from '@/lib/cn';

export function FavoriteButton({ id, name, favorite }: { id: string; name: string; favorite: boolean }) {
  const t = useTranslations('journalTemplates.list');
  const mark = journalTemplateQueries.useFavorite();
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={favorite ? t('unfavorite', { name }) : t('favorite', { name })}
      disabled={mark.isPending}
      onClick={() =>
        mark.mutate({ id, favorite: !favorite }, { onError: () => toast.error(t('favoriteFailed')) })
      }
      className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-stone-100"
    >
      {mark.isPending ? (
        <Spinner className="size-5" />
      ) : (
        <StarIcon className={cn('size-6', favorite ? 'fill-amber-400 text-amber-500' : 'text-stone-400')} />
      )}
    </button>
  );
}
