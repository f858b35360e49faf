'use client';
// /booking-add, optionally with a calendar slot's times (?startDate&startTime&endDate&endTime), a horse (?animalId=,
// from the horse's page or the dashboard: its owner becomes the customer and its stable the address) or a customer
// (?customerId=, from the customer's page: their address). The form mounts once those are known, so they are its
// starting values; without them (offline, a removed horse) it still opens, just without that prefill.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RecordAddScreen } from '@/components/record';
import { PageSpinner } from '@/components/ui/spinner';
import { firstPlace } from '@/lib/address-follow';
import { parseClockTime, parsePlainDate } from '@/lib/calendar-dates';
import { isUuid } from '@/lib/is-uuid';
import { animalQueries } from '@/lib/client/queries/animals';
import { customerQueries } from '@/lib/client/queries/customers';
import { BookingForm } from './booking-form';
import {
  ADDRESS_FIELDS,
  TIME_FIELDS,
  formAddress,
  type BookingField,
  type NewBookingPrefill,
} from './booking-form-values';
import { BOOKINGS } from './booking-resource';

export interface BookingAddParams {
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  animalId?: string;
  customerId?: string;
}

export function BookingAdd(params: BookingAddParams) {
  const t = useTranslations('bookings.form');
  const animalId = isUuid(params.animalId) ? params.animalId : undefined;
  const animal = useQuery({ ...animalQueries.details(animalId ?? ''), enabled: animalId !== undefined });
  const ownerId = animal.data?.customerId ?? (isUuid(params.customerId) ? params.customerId : undefined);
  const owner = useQuery({ ...customerQueries.details(ownerId ?? ''), enabled: ownerId !== undefined });
  const animalSettled = !animalId || animal.data !== undefined || animal.isError;
  const ownerSettled = !ownerId || owner.data !== undefined || owner.isError;

  const times = {
    startDate: parsePlainDate(params.startDate),
    startTime: parseClockTime(params.startTime),
    endDate: parsePlainDate(params.endDate),
    endTime: parseClockTime(params.endTime),
  };
  // The same rule as the form follows when the customer or horse changes (use-booking-address.ts): the horse's
  // stable, else the customer's address (as it is, even empty, once there is a customer).
  const home = owner.data ? formAddress(owner.data) : undefined;
  const address = firstPlace(animal.data && formAddress(animal.data)) ?? home;
  const prefill: NewBookingPrefill = {
    ...Object.fromEntries(Object.entries(times).filter(([, value]) => value)),
    ...(ownerId ? { customerId: ownerId } : {}),
    ...(animal.data ? { animalIds: [animal.data.id] } : {}),
    ...address,
  };
  const prefilled: BookingField[] = [
    ...(times.startDate ? TIME_FIELDS : []),
    ...(ownerId ? (['customerId'] as const) : []),
    ...(animal.data ? (['animalIds'] as const) : []),
    ...(address ? ADDRESS_FIELDS : []),
  ];

  const back = animalId
    ? { href: `/animal-details/${animalId}`, label: t('backToHorse') }
    : ownerId
      ? { href: `/customer-details/${ownerId}`, label: t('backToCustomer') }
      : { href: '/booking-management', label: t('backToCalendar') };

  return (
    <RecordAddScreen resource={BOOKINGS} back={back}>
      {animalSettled && ownerSettled ? (
        <BookingForm
          prefill={prefill}
          prefilled={prefilled}
          knownAnimals={animal.data ? { [animal.data.id]: animal.data.name } : {}}
          cancelHref={back.href}
        />
      ) : (
        <PageSpinner label={t('preparing')} />
      )}
    </RecordAddScreen>
  );
}
