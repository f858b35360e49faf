'use client';
// /journal-add, optionally from a completed visit (?bookingId=: its horse — ?animalId= picks one of several — keeper,
// date and time, and its services as treatments) or from a horse's page (?animalId=: the horse and its owner). The
// form mounts once those are known, so they are its starting values; without them it still opens, unfilled.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RecordAddScreen } from '@/components/record';
import { PageSpinner } from '@/components/ui/spinner';
import { customerName } from '@/components/bookings/booking-names';
import { isUuid } from '@/lib/is-uuid';
import { animalQueries } from '@/lib/client/queries/animals';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { formatPersonName } from '@/lib/format';
import { todayInStockholm } from '@/lib/time-zone';
import { applyJournalTemplate } from '@/lib/client/journal-template-api';
import { JournalForm } from './journal-form';
import { JOURNALS } from './journal-resource';
import { NEW_TREATMENT, emptyJournalValues, type JournalField } from './journal-form-values';

export interface JournalAddParams {
  bookingId?: string;
  animalId?: string;
  /** A template to start from (the templates screen's "Use"). */
  template?: string;
}

export function JournalAdd(params: JournalAddParams) {
  const t = useTranslations('journals.form');
  const bookingId = isUuid(params.bookingId) ? params.bookingId : undefined;
  const askedAnimal = isUuid(params.animalId) ? params.animalId : undefined;
  const booking = useQuery({ ...bookingQueries.details(bookingId ?? ''), enabled: bookingId !== undefined });
  const animal = useQuery({
    ...animalQueries.details(askedAnimal ?? ''),
    enabled: askedAnimal !== undefined && bookingId === undefined,
  });
  const templateId = isUuid(params.template) ? params.template : undefined;
  // Using a template counts its use (POST …/use) once per visit to the page; its fields start the form.
  const template = useQuery({
    queryKey: ['journal-template-use', templateId],
    queryFn: () => applyJournalTemplate(templateId!),
    enabled: templateId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const templateSettled = !templateId || template.data !== undefined || template.isError;
  const bookingSettled = !bookingId || booking.data !== undefined || booking.isError;
  const animalSettled =
    !askedAnimal || bookingId !== undefined || animal.data !== undefined || animal.isError;

  const initial = emptyJournalValues(todayInStockholm());
  const prefilled: JournalField[] = [];
  const known: { animal?: string; customer?: string } = {};
  let back = { href: '/journal-management', label: t('backToJournals') };
  const visit = booking.data;
  if (visit) {
    const horse = visit.animals.find((a) => a.id === askedAnimal) ?? visit.animals[0];
    initial.bookingId = visit.id;
    initial.treatmentDate = visit.startDate;
    initial.treatmentTime = visit.startTime;
    initial.customerId = visit.customer?.id ?? '';
    initial.animalId = horse?.id ?? '';
    initial.treatments = visit.services.map((service) => ({ ...NEW_TREATMENT, treatment: service.service }));
    known.animal = horse?.name;
    known.customer = customerName(visit) || undefined;
    // The visit's own fields; its treatments stay in the draft, as the user's edits to them are work to keep.
    prefilled.push('treatmentDate', 'treatmentTime', 'customerId', 'animalId');
    back = { href: `/booking-details/${visit.id}`, label: t('backToBooking') };
  } else if (animal.data) {
    initial.animalId = animal.data.id;
    initial.customerId = animal.data.customerId ?? '';
    known.animal = animal.data.name;
    if (animal.data.owner)
      known.customer = formatPersonName(animal.data.owner.firstName, animal.data.owner.lastName);
    prefilled.push('customerId', 'animalId');
    back = { href: `/animal-details/${animal.data.id}`, label: t('backToHorse') };
  }

  return (
    <RecordAddScreen resource={JOURNALS} back={back}>
      {bookingSettled && animalSettled && templateSettled ? (
        <JournalForm
          initial={initial}
          prefilled={prefilled}
          known={known}
          cancelHref={back.href}
          template={template.data?.fields}
        />
      ) : (
        <PageSpinner label={t('preparing')} />
      )}
    </RecordAddScreen>
  );
}
