'use client';
// "Book" on a horse's or a customer's page: a new booking for that horse (its owner and stable filled in) or that
// customer (their address).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';

export function BookButton({ animalId, customerId }: { animalId?: string; customerId?: string }) {
  const t = useTranslations('bookings');
  const query = animalId ? `animalId=${animalId}` : customerId ? `customerId=${customerId}` : '';
  return (
    <Button asChild variant="secondary">
      <Link href={`/booking-add${query ? `?${query}` : ''}`}>
        <CalendarIcon className="size-4" />
        {t('book')}
      </Link>
    </Button>
  );
}
