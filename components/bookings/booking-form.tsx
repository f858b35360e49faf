'use client';
// Add and edit a booking (spec 3, 5) on the record kit's form (draft, leave question, saved state, errors inline):
// when (the end follows the start, an hour by default), the person (while the account has more than one), the
// customer and their horses, where (the first horse's stable or the customer's address, editable), the planned
// services and notes. What came from the address (a slot, a horse) is neither restored from a draft nor kept in
// it. A clash with another visit asks "Book anyway?" (use-clash-question.tsx).
import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { DateInput } from '@/components/form/date-input';
import { FormSection } from '@/components/form/form-section';
import { RecordFormLayout, useRecordForm } from '@/components/record';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { followingEnd } from '@/lib/calendar-dates';
import type { Booking } from '@/lib/client/booking-api';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { toast } from '@/lib/client/toast';
import { BOOKING_LIMITS, type BookingOutput } from '@/lib/validation/booking';
import { AnimalChecklist } from './animal-checklist';
import {
  BOOKING_FIELDS,
  bookingFormValues,
  type BookingField,
  type BookingFormValues,
  type NewBookingPrefill,
  type TIME_FIELDS,
} from './booking-form-values';
import { BOOKINGS } from './booking-resource';
import { BOOKING_ALIASES, useBookingResolver } from './booking-resolver';
import { ServiceLines } from './service-lines';
import { useClashQuestion } from './use-clash-question';
import { useBookingAddress } from './use-booking-address';
import { useDescribeTimes } from './use-booking-move';
import { usePeople } from './use-people';

interface BookingFormProps {
  /** The booking being edited; none for a new one. */
  booking?: Booking;
  /** A new booking's values from the address (a slot's times, a horse with its owner and stable, a customer). */
  prefill?: NewBookingPrefill;
  /** Fields the address filled in: a stored draft does not replace them, nor keeps them. */
  prefilled?: readonly BookingField[];
  /** Names of horses the form may show before it has loaded them (the prefilled horse). */
  knownAnimals?: Record<string, string>;
  cancelHref?: string;
}

export function BookingForm({
  booking,
  prefill,
  prefilled = [],
  knownAnimals = {},
  cancelHref,
}: BookingFormProps) {
  const t = useTranslations('bookings');
  const describe = useDescribeTimes();
  const people = usePeople();
  const form = useForm<BookingFormValues, unknown, BookingOutput>({
    resolver: useBookingResolver(booking),
    defaultValues: bookingFormValues(booking, prefill),
  });
  const { register, control, setValue, getValues, formState } = form;
  const save = bookingQueries.useSave(booking?.id);
  const clash = useClashQuestion(() => void record.onSubmit(), formState.isSubmitting);

  const record = useRecordForm({
    resource: BOOKINGS,
    form,
    editing: booking,
    save: (values) => save.mutateAsync({ ...values, allowClash: clash.allowed() }),
    fields: BOOKING_FIELDS,
    aliases: BOOKING_ALIASES,
    omit: prefilled,
    cancelHref,
    onSaved: (saved, added) => {
      clash.close();
      toast.success(added ? t('form.added', { when: describe(saved) }) : t('form.saved'));
    },
    onError: clash.onError,
  });
  const { field } = record;

  const change = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const followVisit = useBookingAddress(
    { get: (name) => getValues(name), set: (name, value) => setValue(name, value, change) },
    booking ? null : prefill,
  );
  const customerId = useWatch({ control, name: 'customerId' });

  /** A start field: a new start moves the end with it (the visit keeps its length). */
  function startField(name: 'startDate' | 'startTime') {
    const registered = register(name);
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      const previous = { date: getValues('startDate'), time: getValues('startTime') };
      const next = { ...previous, [name === 'startDate' ? 'date' : 'time']: event.target.value };
      if (next.date && next.time) {
        const end = followingEnd(previous, { date: getValues('endDate'), time: getValues('endTime') }, next);
        setValue('endDate', end.date, change);
        setValue('endTime', end.time, change);
      }
      return registered.onChange(event);
    };
    return { ...registered, onChange };
  }
  const timeField = (name: (typeof TIME_FIELDS)[number]) =>
    name === 'startDate' || name === 'startTime' ? startField(name) : register(name);

  return (
    <RecordFormLayout form={record} requiredNote>
      <FormSection title={t('form.sections.when')} description={t('form.sections.whenText')} columns={1}>
        {(['start', 'end'] as const).map((edge) => (
          <div key={edge} className="grid grid-cols-2 gap-3 sm:gap-5">
            <FormField {...field(`${edge}Date`, { required: true })}>
              <DateInput aria-required="true" {...timeField(`${edge}Date`)} />
            </FormField>
            <FormField {...field(`${edge}Time`, { required: true })}>
              <Input type="time" step={300} aria-required="true" {...timeField(`${edge}Time`)} />
            </FormField>
          </div>
        ))}
        {people.length > 1 && (
          <FormField {...field('staffId')}>
            <Select
              {...register('staffId')}
              placeholder={t('form.me')}
              options={people.map((person) => ({ value: person.id, label: person.name }))}
            />
          </FormField>
        )}
      </FormSection>

      <FormSection title={t('form.sections.who')} description={t('form.sections.whoText')}>
        <Controller
          control={control}
          name="customerId"
          render={({ field: { value, onChange, onBlur } }) => (
            <FormField {...field('customerId')} className="sm:col-span-2">
              <OwnerPicker
                label={t('fields.customerId')}
                texts={{
                  placeholder: t('form.chooseCustomer'),
                  dialogLabel: t('form.chooseCustomer'),
                  clear: t('form.removeCustomer'),
                }}
                value={value}
                onChange={(id) => {
                  if (id === value) return;
                  onChange(id);
                  // Another customer's horses are not this one's.
                  setValue('animalIds', [], change);
                  void followVisit();
                }}
                onBlur={onBlur}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="animalIds"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <AnimalChecklist
              customerId={customerId}
              value={value}
              onChange={(next) => {
                onChange(next);
                if (next[0] !== value[0]) void followVisit();
              }}
              onBlur={onBlur}
              inputRef={ref}
              known={{
                ...knownAnimals,
                ...Object.fromEntries((booking?.animals ?? []).map((animal) => [animal.id, animal.name])),
              }}
              label={t('fields.animalIds')}
              error={field('animalIds').error}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('form.sections.where')} description={t('form.sections.whereText')}>
        <FormField {...field('address')} className="sm:col-span-2">
          <Input autoComplete="off" {...register('address')} />
        </FormField>
        <FormField {...field('postalNumber')}>
          <Input inputMode="numeric" autoComplete="off" maxLength={6} {...register('postalNumber')} />
        </FormField>
        <FormField {...field('city')}>
          <Input autoComplete="off" {...register('city')} />
        </FormField>
      </FormSection>

      <FormSection title={t('form.sections.services')} description={t('form.sections.servicesText')}>
        <ServiceLines
          control={control}
          register={register}
          known={Object.fromEntries((booking?.services ?? []).map((s) => [s.serviceId, s.service]))}
          label={t('fields.services')}
          error={field('services').error}
        />
      </FormSection>

      <FormSection title={t('form.sections.notes')} columns={1}>
        <FormField {...field('notes')} hint={t('form.notesHint')}>
          <Textarea rows={4} maxLength={BOOKING_LIMITS.notesMax} {...register('notes')} />
        </FormField>
      </FormSection>

      {clash.dialog}
    </RecordFormLayout>
  );
}
