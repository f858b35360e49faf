'use client';
// /animal-details/{id}: the animal's picture first, then its visits (booked or overdue marked), owner (link, call,
// text, change, unlink), its data formatted for reading, its bookings, journals; Edit and Activate/Deactivate.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BookButton } from '@/components/bookings/book-button';
import { BookingsOfSection } from '@/components/bookings/bookings-of';
import { DetailList, DetailSection, RecordDetailsHeader, ResourceView } from '@/components/record';
import { CameraIcon, ClockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { AnimalDetails } from '@/lib/client/animal-api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/client/use-format';
import { todayInStockholm } from '@/lib/time-zone';
import { useApiImage } from '@/lib/client/use-api-image';
import { formatMicrochip } from './animal-form-values';
import { AnimalJournals } from './animal-journals';
import { AnimalOwner } from './animal-owner';
import { ANIMALS } from './animal-resource';
import { BookedBadge, OverdueBadge, VisitBadge, bookedDay, isOverdue } from './visit-badge';

/** Whole years between a YYYY-MM-DD birth date and today in Sweden. */
function ageInYears(dateOfBirth: string): number {
  const today = todayInStockholm();
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

function Picture({ animal }: { animal: AnimalDetails }) {
  const t = useTranslations('animals');
  const image = useApiImage(animal.pictureUrl);
  if (!animal.pictureUrl) {
    return (
      <Link
        href={`/animal-edit/${animal.id}`}
        className="flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white py-4 text-stone-600 hover:border-brand-400 hover:text-brand-800 lg:aspect-[4/3]"
      >
        <CameraIcon className="size-8 text-stone-400" />
        <span className="font-medium">{t('details.addPicture')}</span>
      </Link>
    );
  }
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 shadow-sm">
      {image.status === 'ready' ? (
        // An object URL of the fetched picture: next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image.url}
          alt={t('picture.alt', { name: animal.name })}
          className="size-full object-cover"
        />
      ) : image.status === 'error' ? (
        <p className="px-4 text-center text-sm text-stone-600">{t('details.pictureError')}</p>
      ) : (
        <Spinner className="size-6 text-stone-400" label={t('details.pictureLoading')} />
      )}
    </div>
  );
}

export function AnimalDetailsView({ id }: { id: string }) {
  return (
    <ResourceView resource={ANIMALS} id={id}>
      {(animal) => <AnimalDetailsScreen animal={animal} />}
    </ResourceView>
  );
}

function AnimalDetailsScreen({ animal }: { animal: AnimalDetails }) {
  const t = useTranslations('animals');
  const format = useFormat();
  const overdue = isOverdue(animal);
  const booked = bookedDay(animal);
  const notGiven = t('details.notGiven');
  const kind = [animal.animalType?.name, animal.breed?.name].filter(Boolean).join(' · ');
  const place = [animal.address, format.postalAddress(animal.postalCode, animal.city)].filter(Boolean);

  return (
    <div>
      <RecordDetailsHeader
        resource={ANIMALS}
        record={animal}
        badges={<VisitBadge animal={animal} />}
        description={kind || undefined}
        actions={<BookButton animalId={animal.id} />}
      />

      <div className="grid gap-4 lg:grid-cols-5 lg:gap-6">
        <div className="space-y-4 lg:order-2 lg:col-span-2 lg:space-y-6">
          {/* The photo leads: it is how the farrier recognises the horse in the stable. */}
          <Picture animal={animal} />

          <DetailSection title={t('sections.visits')}>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-stone-50 p-3">
                <dt className="text-sm text-stone-600">{t('fields.latestVisit')}</dt>
                <dd className="mt-1 font-semibold text-stone-900">
                  {animal.latestVisit ? format.date(animal.latestVisit) : t('details.noVisit')}
                </dd>
              </div>
              <div
                className={cn(
                  'rounded-xl p-3',
                  overdue ? 'bg-danger-50 ring-1 ring-danger-200 ring-inset' : 'bg-brand-50',
                )}
              >
                <dt className={cn('text-sm', overdue ? 'text-danger-800' : 'text-brand-800')}>
                  {t('fields.nextVisit')}
                </dt>
                <dd className={cn('mt-1 font-semibold', overdue ? 'text-danger-800' : 'text-brand-900')}>
                  {animal.nextVisit ? format.date(animal.nextVisit) : t('details.noVisit')}
                </dd>
                {(booked || overdue) && (
                  <dd className="mt-1.5">{booked ? <BookedBadge date={booked} /> : <OverdueBadge />}</dd>
                )}
              </div>
            </dl>
            <p className="flex items-center gap-2 text-sm text-stone-600">
              <ClockIcon className="size-4 text-stone-400" />
              {animal.shoeingIntervalWeeks
                ? t('details.interval', { weeks: animal.shoeingIntervalWeeks })
                : t('details.noInterval')}
            </p>
          </DetailSection>

          <DetailSection title={t('sections.owner')}>
            <AnimalOwner animal={animal} />
          </DetailSection>

          <BookingsOfSection of={{ animalId: animal.id }} />
        </div>

        <div className="space-y-4 lg:order-1 lg:col-span-3 lg:space-y-6">
          <DetailSection title={t('sections.horse')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: t('fields.animalTypeId'), value: animal.animalType?.name },
                { label: t('fields.breedId'), value: animal.breed?.name },
                { label: t('fields.color'), value: animal.color },
                { label: t('fields.sex'), value: t(`sexes.${animal.sex}`) },
                {
                  label: t('fields.sizeCm'),
                  value:
                    animal.sizeCm === null ? null : t('details.cm', { size: format.number(animal.sizeCm) }),
                },
                {
                  label: t('fields.dateOfBirth'),
                  value: animal.dateOfBirth && (
                    <>
                      {format.date(animal.dateOfBirth)}{' '}
                      <span className="text-stone-600">
                        ({t('details.age', { years: ageInYears(animal.dateOfBirth) })})
                      </span>
                    </>
                  ),
                },
              ]}
            />
          </DetailSection>

          <DetailSection title={t('sections.shoeing')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: t('fields.shoeingType'), value: animal.shoeingType },
                {
                  label: t('fields.shoeingIntervalWeeks'),
                  value: animal.shoeingIntervalWeeks
                    ? t('details.weeks', { weeks: animal.shoeingIntervalWeeks })
                    : null,
                },
                {
                  label: t('fields.specialNeeds'),
                  value: animal.specialNeeds && (
                    <span className="whitespace-pre-line">{animal.specialNeeds}</span>
                  ),
                },
              ]}
            />
          </DetailSection>

          <DetailSection title={t('sections.stable')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: t('fields.stable'), value: animal.stable },
                {
                  label: t('details.address'),
                  value:
                    place.length === 0
                      ? null
                      : place.map((line) => (
                          <span key={line} className="block">
                            {line}
                          </span>
                        )),
                },
              ]}
            />
          </DetailSection>

          <DetailSection title={t('sections.identity')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('fields.microchipNumber'),
                  value: animal.microchipNumber && (
                    <span className="font-mono tabular-nums">{formatMicrochip(animal.microchipNumber)}</span>
                  ),
                },
                { label: t('fields.passportNumber'), value: animal.passportNumber },
                { label: t('fields.insuranceCompany'), value: animal.insuranceCompany },
              ]}
            />
          </DetailSection>
        </div>

        <div className="lg:order-3 lg:col-span-5">
          <DetailSection title={t('journals.title')}>
            <AnimalJournals animalId={animal.id} journals={animal.journals} />
          </DetailSection>
        </div>
      </div>
    </div>
  );
}
