'use client';
// "Write journal" for a completed visit (its page, Today's Done): one button per horse, each opening the journal
// form prefilled from the visit (/journal-add?bookingId=…&animalId=…).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { JournalIcon } from '@/components/ui/icons';

export const writeJournalHref = (bookingId: string, animalId?: string) =>
  `/journal-add?bookingId=${bookingId}${animalId ? `&animalId=${animalId}` : ''}`;

export function WriteJournalButtons({
  bookingId,
  animals,
  className,
  variant = 'primary',
}: {
  bookingId: string;
  animals: readonly { id: string; name: string }[];
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  const t = useTranslations('journals.entry');
  if (animals.length <= 1)
    return (
      <Button asChild variant={variant} className={className}>
        <Link href={writeJournalHref(bookingId, animals[0]?.id)}>
          <JournalIcon className="size-4 shrink-0" />
          {t('write')}
        </Link>
      </Button>
    );
  return (
    <>
      {animals.map((animal) => (
        <Button key={animal.id} asChild variant={variant} className={className}>
          <Link href={writeJournalHref(bookingId, animal.id)}>
            <JournalIcon className="size-4 shrink-0" />
            {t('writeFor', { horse: animal.name })}
          </Link>
        </Button>
      ))}
    </>
  );
}
