'use client';
// The services planned for a visit (they become invoice lines later): the form's service lines (useFieldArray),
// each with its name, its quantity and a way to remove it, and a picker of the active services
// (services/suggestions) to add one more. The name keeps the row's room; the quantity box is narrow beside it.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { NumberInput } from '@/components/form/number-input';
import { useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/format';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { BOOKING_LIMITS } from '@/lib/validation/booking';
import { NEW_SERVICE_LINE, type BookingFormValues } from './booking-form-values';

interface ServiceLinesProps {
  control: Control<BookingFormValues, unknown, unknown>;
  register: UseFormRegister<BookingFormValues>;
  /** Names of services the caller knows (the booking's own, which may have been deactivated since). */
  known: Record<string, string>;
  label: string;
  error?: string;
}

export function ServiceLines({ control, register, known, label, error }: ServiceLinesProps) {
  const t = useTranslations('bookings.form');
  const errorMessage = useErrorMessage();
  const id = useId();
  const services = useQuery(bookingQueries.services());
  const lines = useFieldArray({ control, name: 'services' });
  const nameOf = (serviceId: string) =>
    services.data?.find((service) => service.id === serviceId)?.service ?? known[serviceId] ?? t('service');

  const available = (services.data ?? []).filter(
    (service) => !lines.fields.some((line) => line.serviceId === service.id),
  );
  const full = lines.fields.length >= BOOKING_LIMITS.servicesMax;

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-3 sm:col-span-2">
      <legend className="sr-only">{label}</legend>
      {lines.fields.length === 0 ? (
        <p className="text-sm text-stone-600">{t('noServices')}</p>
      ) : (
        <ul aria-label={label} className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {lines.fields.map((line, index) => {
            const name = nameOf(line.serviceId);
            return (
              <li key={line.id} className="flex items-center gap-2 py-1.5 pr-1.5 pl-3">
                <span className="min-w-0 flex-1 font-medium break-words text-stone-900">{name}</span>
                <label htmlFor={`${id}-${index}`} className="sr-only">
                  {t('quantityOf', { service: name })}
                </label>
                {/* The box is as wide as its wrapper (the input itself fills its parent). */}
                <div className="w-20 shrink-0">
                  <NumberInput
                    id={`${id}-${index}`}
                    maxLength={3}
                    aria-invalid={error ? true : undefined}
                    className="text-right"
                    {...register(`services.${index}.quantity`)}
                  />
                </div>
                <Button
                  variant="ghost"
                  aria-label={t('removeService', { service: name })}
                  title={t('removeService', { service: name })}
                  onClick={() => lines.remove(index)}
                  className="shrink-0"
                >
                  <CloseIcon className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <label htmlFor={`${id}-add`} className="sr-only">
          {t('addService')}
        </label>
        <Select
          id={`${id}-add`}
          // Not a form field: named so that an error on the services puts the focus here.
          name="services"
          value=""
          disabled={full || services.isPending || available.length === 0}
          onChange={(event) => {
            if (event.target.value) lines.append({ ...NEW_SERVICE_LINE, serviceId: event.target.value });
          }}
          placeholder={
            services.isPending
              ? t('loadingServices')
              : available.length === 0 && !services.isError
                ? t('noMoreServices')
                : t('addService')
          }
          options={available.map((service) => ({
            value: service.id,
            label: `${service.service} · ${formatMoney(service.priceOre)}`,
          }))}
        />
      </div>
      {services.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-800">
          <span>{errorMessage(services.error)}</span>
          <Button variant="link" onClick={() => void services.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
