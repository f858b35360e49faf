'use client';
// "Write journal" for a completed visit (its page, Today's Done): opens the journal form prefilled from the visit
// (/journal-add?bookingId=…): its first horse, which the form lets the farrier change for a visit of several.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { JournalIcon } from '@/components/ui/icons';

export const writeJournalHref = (bookingId: string, animalId?: string) =>
  `/journal-add?bookingId=${bookingId}${animalId ? `&animalId=${animalId}` : ''}`;

export function WriteJournalButton({
  bookingId,
  className,
  variant = 'primary',
}: {
  bookingId: string;
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  const t = useTranslations('journals.entry');
  return (
    <Button asChild variant={variant} className={className}>
      <Link href={writeJournalHref(bookingId)}>
        <JournalIcon className="size-4 shrink-0" />
        {t('write')}
      </Link>
    </Button>
  );
}
