'use client';
// /invoice (spec 2): the invoice written on a phone at the stable — the customer, the visit's services, done. Today's
// completed visits come first (a tap chooses the customer and ticks the visit's services at the visit's prices);
// otherwise a customer and services are picked by hand. Done creates the invoice and registers it: it has its
// number when its page opens. Due date and date of supply are the server's (payment terms; the visit's day).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { customerName, horseNames } from '@/components/bookings/booking-names';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { useErrorMessage } from '@/components/list/list-states';
import { detailsHref } from '@/components/record';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PageHeader } from '@/components/ui/page-header';
import { CheckIcon } from '@/components/ui/icons';
import { createInvoice, setInvoiceStatus } from '@/lib/client/invoice-api';
import { fetchBooking } from '@/lib/client/booking-api';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { todayQueries } from '@/lib/client/queries/today';
import { toast } from '@/lib/client/toast';
import { useFormat } from '@/lib/client/use-format';
import { todayInStockholm } from '@/lib/time-zone';
import type { InvoiceOutput } from '@/lib/validation/invoice';
import { INVOICES } from './invoice-resource';

/** A ticked service: how many, and the price the visit had (else the service's own). */
type Ticked = Record<string, { quantity: number; price?: number }>;

export function InvoiceQuick() {
  const t = useTranslations('invoices.quick');
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const changed = invoiceQueries.useChanged();
  const today = todayInStockholm();
  const [customerId, setCustomerId] = useState('');
  const [customerLabel, setCustomerLabel] = useState<string>();
  const [bookingId, setBookingId] = useState('');
  const [ticked, setTicked] = useState<Ticked>({});
  const [picking, setPicking] = useState('');
  const visits = useQuery(todayQueries.visits(today));
  const services = useQuery(bookingQueries.services());
  const done = (visits.data ?? []).filter((visit) => visit.status === 'completed' && visit.customer);
  // The chosen customer's visits first.
  const offered = [...done].sort(
    (a, b) => Number(b.customer?.id === customerId) - Number(a.customer?.id === customerId),
  );

  async function pickVisit(id: string) {
    setPicking(id);
    try {
      const visit = await fetchBooking(id);
      setCustomerId(visit.customer?.id ?? '');
      setCustomerLabel(customerName(visit));
      setBookingId(visit.id);
      setTicked(
        Object.fromEntries(
          visit.services.map((s) => [s.serviceId, { quantity: s.quantity, price: s.price }] as const),
        ),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPicking('');
    }
  }

  const create = useMutation({
    mutationFn: async () => {
      const lines = Object.entries(ticked).flatMap(([serviceId, line]) => {
        const service = services.data?.find((s) => s.id === serviceId);
        if (!service) return [];
        return [
          {
            kind: 'service' as const,
            name: service.service,
            serviceId,
            quantity: line.quantity,
            pricePerUnit: line.price ?? service.price,
            vat: service.vatPercent,
            unit: service.unit as 1 | 2,
          },
        ];
      });
      const body = {
        customerId,
        invoiceDate: today,
        bookingId: bookingId || undefined,
        lines,
      } as InvoiceOutput;
      const draft = await createInvoice(body);
      try {
        return { invoice: await setInvoiceStatus(draft.id, { status: 'registered' }), refused: null };
      } catch (error) {
        // The draft is saved: its page opens with the reason (Register is there), so Done never makes two.
        return { invoice: draft, refused: error };
      }
    },
    onSuccess: ({ invoice, refused }) => {
      changed(invoice.id, invoice);
      if (refused) toast.error(errorMessage(refused));
      else toast.success(t('done', { name: invoice.customer.name }));
      router.push(detailsHref(INVOICES, invoice.id));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const count = Object.keys(ticked).length;
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = { ...current };
      if (on) next[id] = { quantity: 1 };
      else delete next[id];
      return next;
    });

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader
        back={{ href: INVOICES.listHref, label: t('back') }}
        title={t('title')}
        description={t('description')}
      />

      {offered.length > 0 && (
        <section aria-labelledby="quick-visits" className="space-y-2">
          <h2 id="quick-visits" className="font-semibold text-stone-900">
            {t('visits')}
          </h2>
          <ul className="space-y-2">
            {offered.map((visit) => (
              <li key={visit.id}>
                <Button
                  variant={bookingId === visit.id ? 'primary' : 'secondary'}
                  size="lg"
                  className="w-full justify-start text-left"
                  aria-pressed={bookingId === visit.id}
                  loading={picking === visit.id}
                  onClick={() => void pickVisit(visit.id)}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold break-words">{customerName(visit)}</span>
                    <span className="block text-sm font-normal break-words">
                      {visit.startTime} · {horseNames(visit)}
                    </span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="quick-customer" className="space-y-2">
        <h2 id="quick-customer" className="font-semibold text-stone-900">
          {t('customer')}
        </h2>
        <OwnerPicker
          label={t('customer')}
          value={customerId}
          valueLabel={customerLabel}
          clearable={false}
          texts={{ placeholder: t('chooseCustomer'), dialogLabel: t('chooseCustomer') }}
          onChange={(id) => {
            setCustomerId(id);
            setCustomerLabel(undefined);
            setBookingId('');
          }}
        />
      </section>

      <section aria-labelledby="quick-services" className="space-y-2">
        <h2 id="quick-services" className="font-semibold text-stone-900">
          {t('services')}
        </h2>
        {services.isPending ? (
          <p className="text-sm text-stone-600">{t('loading')}</p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
            {(services.data ?? []).map((service) => {
              const line = ticked[service.id];
              return (
                <li key={service.id} className="px-3 py-2">
                  <Checkbox
                    checked={Boolean(line)}
                    onChange={(event) => toggle(service.id, event.target.checked)}
                    label={
                      <span className="flex w-full flex-wrap justify-between gap-x-2">
                        <span className="font-medium">
                          {service.service}
                          {line && line.quantity > 1 ? ` × ${line.quantity}` : ''}
                        </span>
                        <span className="text-stone-600 tabular-nums">
                          {format.money(Math.round((line?.price ?? service.price) * 100))}
                        </span>
                      </span>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <Button
        size="lg"
        className="w-full"
        disabled={!customerId || count === 0}
        loading={create.isPending}
        onClick={() => create.mutate()}
      >
        <CheckIcon className="size-4" />
        {t('submit')}
      </Button>
      <p className="text-center text-sm text-stone-600">{t('submitHint')}</p>
    </div>
  );
}
