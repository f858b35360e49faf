'use client';
// /booking-details/{id}: the visit as the farrier needs it at the stable — when, the reference number, its status and
// the customer's answer to the reminder; the customer with one tap to call or text; the horses (links, with their
// latest and next visit, which completing the visit updates); the address with a maps link; the planned services
// and notes; its history. Done, Reopen, Cancel, Reactivate, Delete as the booking's status allows (Done on a visit
// that has not started yet says so first), and Edit.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import {
  DetailList,
  DetailSection,
  RecordHistory,
  RecordStatusActions,
  ResourceView,
  editHref,
} from '@/components/record';
import { Button } from '@/components/ui/button';
import {
  ChevronRightIcon,
  HorseshoeIcon,
  MapPinIcon,
  MessageIcon,
  PencilIcon,
  PhoneIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { InvoiceFromButton } from '@/components/invoices/invoice-from-button';
import { WriteJournalButton } from '@/components/journals/write-journal-button';
import type { Booking } from '@/lib/client/booking-api';
import { formatVisitDate } from '@/lib/client/calendar-localizer';
import { formatPhone, phoneHref, smsHref } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import { mapLink } from '@/lib/format-text';
import { BookingResponseBadge, BookingStatusBadge } from './booking-badges';
import { bookingAddress, customerName } from './booking-names';
import { BOOKINGS } from './booking-resource';
import { useDescribeTimes } from './use-booking-move';
import { usePeople, type Person } from './use-people';

/** "Anna Svensson, Hovslagare": the person who comes, with the title the account gives them. */
function personWithTitle(booking: { staffId: string | null; staffName: string | null }, people: Person[]) {
  const title = people.find((person) => person.id === booking.staffId)?.title;
  return [booking.staffName, title].filter(Boolean).join(', ');
}

export function BookingDetailsView({ id }: { id: string }) {
  return (
    <ResourceView resource={BOOKINGS} id={id}>
      {(booking) => <BookingDetailsScreen booking={booking} />}
    </ResourceView>
  );
}

/** "09:00–10:00", or with the end's day when the visit runs past midnight. */
function useTimeRange(booking: Booking) {
  const format = useFormat();
  return booking.startDate === booking.endDate
    ? `${booking.startTime}–${booking.endTime}`
    : `${booking.startTime} – ${format.date(booking.endDate)} ${booking.endTime}`;
}

function BookingDetailsScreen({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings');
  const format = useFormat();
  const people = usePeople();
  const router = useRouter();
  const describe = useDescribeTimes();
  const day = formatVisitDate(booking.startDate, format.locale);
  const times = useTimeRange(booking);
  const calendar = `${BOOKINGS.listHref}?date=${booking.startDate}`;

  return (
    <div>
      <PageHeader
        back={{ href: calendar, label: t('backToList') }}
        title={<span className="first-letter:uppercase">{day}</span>}
        badge={
          <span className="flex flex-wrap gap-2">
            <BookingStatusBadge status={booking.status} />
            <BookingResponseBadge response={booking.response} />
          </span>
        }
        description={
          <span className="tabular-nums">
            {times} · {booking.referenceNumber}
          </span>
        }
        actions={
          <>
            {/* A completed visit is written up in a journal (the record rules ask for one per visit). */}
            {booking.status === 'completed' && <WriteJournalButton bookingId={booking.id} />}
            {/* A completed visit is invoiced from here (its customer and services fill the invoice). */}
            {booking.status === 'completed' && <InvoiceFromButton from={{ bookingId: booking.id }} />}
            <RecordStatusActions
              resource={BOOKINGS}
              record={booking}
              // Done on a visit still to come (tomorrow's, by mistake) would date its horses wrongly: say so first.
              warning={(to) =>
                to === 'completed' && Date.parse(booking.startAt) > Date.now()
                  ? t('actions.complete.notStarted', { when: describe(booking) })
                  : undefined
              }
              onChanged={(to) => to === 'deleted' && router.replace(calendar)}
            />
            <Button asChild variant="secondary">
              <Link href={editHref(BOOKINGS, booking.id)}>
                <PencilIcon className="size-4" />
                {t('details.edit')}
              </Link>
            </Button>
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-5 lg:gap-6">
        <div className="space-y-4 lg:order-2 lg:col-span-2 lg:space-y-6">
          <DetailSection title={t('details.customer')}>
            <BookingCustomer booking={booking} />
          </DetailSection>
          <DetailSection title={t('details.where')}>
            <BookingPlace booking={booking} />
          </DetailSection>
        </div>

        <div className="space-y-4 lg:order-1 lg:col-span-3 lg:space-y-6">
          <DetailSection title={t('details.visit')}>
            <DetailList
              empty={t('details.notGiven')}
              items={[
                { label: t('details.when'), value: `${day}, ${times}` },
                {
                  label: t('details.reference'),
                  value: <span className="font-mono tabular-nums">{booking.referenceNumber}</span>,
                },
                { label: t('details.status'), value: <BookingStatusBadge status={booking.status} /> },
                { label: t('details.answer'), value: <Answer booking={booking} /> },
                ...(people.length > 1
                  ? [{ label: t('details.person'), value: personWithTitle(booking, people) }]
                  : []),
              ]}
            />
          </DetailSection>

          <DetailSection title={t('details.horses', { count: booking.animals.length })}>
            <BookingHorses booking={booking} />
          </DetailSection>

          <DetailSection title={t('details.services')}>
            {booking.services.length === 0 ? (
              <p className="text-stone-600">{t('details.noServices')}</p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {booking.services.map((service) => (
                  <li key={service.serviceId} className="flex items-baseline gap-3 py-2 first:pt-0 last:pb-0">
                    <span className="w-10 shrink-0 text-right text-stone-600 tabular-nums">
                      {service.quantity} ×
                    </span>
                    <span className="min-w-0 flex-1 font-medium text-stone-900">{service.service}</span>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>

          <DetailSection title={t('details.notes')}>
            {booking.notes ? (
              <p className="whitespace-pre-line text-stone-900">{booking.notes}</p>
            ) : (
              <p className="text-stone-600">{t('details.noNotes')}</p>
            )}
          </DetailSection>

          <RecordHistory resource={BOOKINGS} id={booking.id} />
        </div>
      </div>
    </div>
  );
}

/** The customer's answer to the reminder, with when it came; or that none has come yet. */
function Answer({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.details');
  const format = useFormat();
  if (booking.response) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <BookingResponseBadge response={booking.response} />
        {booking.respondedAt && (
          <span className="text-sm text-stone-600">{format.dateTime(booking.respondedAt)}</span>
        )}
      </span>
    );
  }
  return (
    <span className="text-stone-600">
      {booking.reminderSentAt
        ? t('noAnswerYet', { sent: format.dateTime(booking.reminderSentAt) })
        : t('noReminderYet')}
    </span>
  );
}

function BookingCustomer({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.details');
  const { customer } = booking;
  if (!customer) return <p className="text-stone-600">{t('noCustomer')}</p>;
  const name = customerName(booking);
  return (
    <div className="space-y-4">
      <Link
        href={`/customer-details/${customer.id}`}
        className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-stone-50"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UsersIcon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-brand-800">{name}</span>
          {customer.phone && (
            <span className="block text-sm text-stone-600 tabular-nums">{formatPhone(customer.phone)}</span>
          )}
        </span>
        <ChevronRightIcon className="size-4 text-stone-400" />
      </Link>
      {customer.phone && (
        // One tap to call or text from the stable.
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="secondary">
            <a href={phoneHref(customer.phone)} aria-label={t('callLabel', { name })}>
              <PhoneIcon className="size-4" />
              {t('call')}
            </a>
          </Button>
          <Button asChild variant="secondary">
            <a href={smsHref(customer.phone)} aria-label={t('textLabel', { name })}>
              <MessageIcon className="size-4" />
              {t('text')}
            </a>
          </Button>
        </div>
      )}
    </div>
  );
}

function BookingPlace({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.details');
  const format = useFormat();
  const address = bookingAddress(booking);
  if (!address) return <p className="text-stone-600">{t('noAddress')}</p>;
  const lines = [booking.address, format.postalAddress(booking.postalNumber, booking.city)].filter(Boolean);
  return (
    <div className="space-y-4">
      <p className="text-stone-900">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </p>
      <Button asChild variant="secondary" fullWidth>
        <a
          href={mapLink(address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('mapsLabel', { address })}
        >
          <MapPinIcon className="size-4" />
          {t('maps')}
        </a>
      </Button>
    </div>
  );
}

/** The horses, each a link to its page with its latest and next visit (completing the visit updates them). */
function BookingHorses({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.details');
  const format = useFormat();
  if (booking.animals.length === 0) return <p className="text-stone-600">{t('noHorses')}</p>;
  return (
    <ul className="-my-1 divide-y divide-stone-100">
      {booking.animals.map((horse) => (
        <li key={horse.id}>
          <Link
            href={`/animal-details/${horse.id}`}
            className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-stone-50"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <HorseshoeIcon className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-brand-800">{horse.name}</span>
              <span className="block text-sm text-stone-600">
                {t('visits', {
                  latest: horse.latestVisit ? format.date(horse.latestVisit) : t('notSet'),
                  next: horse.nextVisit ? format.date(horse.nextVisit) : t('notSet'),
                })}
              </span>
            </span>
            <ChevronRightIcon className="size-4 text-stone-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
