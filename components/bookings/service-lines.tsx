'use client';
// The services planned for a visit (they become invoice lines later): each with its quantity and a way to remove it,
// and a picker of the active services (services/suggestions) to add one more.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { NumberInput } from '@/components/form/number-input';
import { useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/format';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { BOOKING_LIMITS } from '@/lib/validation/booking';
import { joinServiceLines, serviceLinesOf, type ServiceLine } from './booking-form-values';

interface ServiceLinesProps {
  /** "serviceId*quantity" joined by commas (the form's value). */
  value: string;
  onChange: (value: string) => void;
  /** Names of services the caller knows (the booking's own, which may have been deactivated since). */
  known: Record<string, string>;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLSelectElement>;
}

export function ServiceLines({ value, onChange, known, label, error, inputRef }: ServiceLinesProps) {
  const t = useTranslations('bookings.form');
  const errorMessage = useErrorMessage();
  const id = useId();
  const services = useQuery(bookingQueries.services());
  const lines = serviceLinesOf(value);
  const nameOf = (serviceId: string) =>
    services.data?.find((service) => service.id === serviceId)?.service ?? known[serviceId] ?? t('service');

  const set = (next: ServiceLine[]) => onChange(joinServiceLines(next));
  const available = (services.data ?? []).filter((service) => !lines.some((l) => l.serviceId === service.id));
  const full = lines.length >= BOOKING_LIMITS.servicesMax;

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-3 sm:col-span-2">
      <legend className="sr-only">{label}</legend>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600">{t('noServices')}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {lines.map((line, index) => {
            const name = nameOf(line.serviceId);
            return (
              <li key={line.serviceId} className="flex items-center gap-2 py-1.5 pr-1.5 pl-3">
                <span className="min-w-0 flex-1 truncate font-medium text-stone-900">{name}</span>
                <label htmlFor={`${id}-${index}`} className="sr-only">
                  {t('quantityOf', { service: name })}
                </label>
                <NumberInput
                  id={`${id}-${index}`}
                  value={line.quantity}
                  maxLength={3}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) =>
                    set(lines.map((l, i) => (i === index ? { ...l, quantity: event.target.value } : l)))
                  }
                  className="w-20 text-right"
                />
                <Button
                  variant="ghost"
                  aria-label={t('removeService', { service: name })}
                  title={t('removeService', { service: name })}
                  onClick={() => set(lines.filter((_, i) => i !== index))}
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
          ref={inputRef}
          name="services"
          value=""
          disabled={full || services.isPending || available.length === 0}
          onChange={(event) => {
            if (event.target.value) set([...lines, { serviceId: event.target.value, quantity: '1' }]);
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
