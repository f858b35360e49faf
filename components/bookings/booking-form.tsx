'use client';
// Add and edit a booking (spec 3, 5): when (the end follows the start, an hour by default), the person (while the
// account has more than one), the customer and their horses, where (the first horse's stable or the customer's
// address, editable), the planned services and notes. Errors of the shared schema and the server inline; a clash with
// another visit asks "Book anyway?" and sends again with allowClash. A draft under form_booking-add /
// form_booking-edit-<id> (what came from the address — a slot, a horse — is neither restored nor kept), and a
// question before a dirty form is left.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { DateInput } from '@/components/form/date-input';
import { DraftNotice } from '@/components/form/draft-notice';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { useLeaveConfirmation } from '@/components/form/use-leave-confirmation';
import { RequiredMark } from '@/components/record';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/client/api-client';
import type { Booking } from '@/lib/client/booking-api';
import { followingEnd, type WallTime } from '@/lib/calendar-dates';
import { SERVER_ERROR_TYPE, useErrorText } from '@/lib/client/form-errors';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { toast } from '@/lib/client/toast';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { BOOKING_LIMITS, type BookingOutput } from '@/lib/validation/booking';
import { AnimalChecklist } from './animal-checklist';
import {
  BOOKING_FIELDS,
  animalIdsOf,
  bookingFormValues,
  type BookingField,
  type BookingFormValues,
  type NewBookingPrefill,
} from './booking-form-values';
import { bookingHref } from './booking-names';
import { bookingFieldOf, useBookingResolver } from './booking-resolver';
import { ServiceLines } from './service-lines';
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
  cancelHref: string;
}

export function BookingForm({
  booking,
  prefill,
  prefilled = [],
  knownAnimals = {},
  cancelHref,
}: BookingFormProps) {
  const t = useTranslations('bookings.form');
  const tf = useTranslations('form');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const describe = useDescribeTimes();
  const people = usePeople();

  const form = useForm<BookingFormValues, unknown, BookingOutput>({
    resolver: useBookingResolver(booking),
    defaultValues: bookingFormValues(booking, prefill),
  });
  const { register, control, setValue, getValues, setError, formState } = form;
  const { errors, isDirty, isSubmitting, isSubmitted } = formState;
  const draft = useFormDraft(booking ? `booking-edit-${booking.id}` : 'booking-add', form, {
    omit: prefilled,
  });
  const save = bookingQueries.useSave(booking?.id);
  // Set once saved: the form stays busy while the booking's page opens, and leaving no longer asks.
  const [saved, setSaved] = useState(false);
  /** The server found another visit at this time: the parsed values and its message, until answered. */
  const [clash, setClash] = useState<{ values: BookingOutput; message: string } | null>(null);
  const { dialog, navigateAway } = useLeaveConfirmation(isDirty && !saved);

  const change = { shouldDirty: true, shouldValidate: isSubmitted };
  const followVisit = useBookingAddress(
    { get: (field) => getValues(field), set: (field, value) => setValue(field, value, change) },
    booking
      ? null
      : {
          address: prefill?.address ?? '',
          postalNumber: prefill?.postalNumber ?? '',
          city: prefill?.city ?? '',
        },
  );
  const [customerId] = useWatch({ control, name: ['customerId'] });

  /** A new start moves the end with it (the visit keeps its length). */
  function startChanged(next: WallTime) {
    const previous = { date: getValues('startDate'), time: getValues('startTime') };
    if (!next.date || !next.time) return;
    const end = followingEnd(previous, { date: getValues('endDate'), time: getValues('endTime') }, next);
    setValue('endDate', end.date, change);
    setValue('endTime', end.time, change);
  }

  /** Server field errors inline (the first focused), anything else as a toast. */
  function showErrors(error: unknown) {
    if (!isApiError(error)) {
      toast.error(tc('networkError'));
      return;
    }
    const fields: Partial<Record<BookingField, string>> = {};
    for (const [path, message] of Object.entries(error.fields ?? {})) {
      const field = bookingFieldOf(path);
      if (field) fields[field] ??= message;
    }
    const matched = BOOKING_FIELDS.filter((field) => fields[field]);
    matched.forEach((field, index) =>
      setError(field, { type: SERVER_ERROR_TYPE, message: fields[field] }, { shouldFocus: index === 0 }),
    );
    if (matched.length === 0) toast.error(error.message);
  }

  async function send(values: BookingOutput, allowClash: boolean) {
    try {
      const result = await save.mutateAsync({ ...values, allowClash });
      draft.clearDraft();
      setSaved(true);
      setClash(null);
      toast.success(booking ? t('saved') : t('added', { when: describe(result) }));
      navigateAway(bookingHref(result.id));
    } catch (error) {
      setClash(null);
      if (isApiError(error) && error.code === 'BOOKING_CLASH' && !allowClash) {
        setClash({ values, message: error.message });
        return;
      }
      showErrors(error);
    }
  }

  const onSubmit = form.handleSubmit(
    (values) => send(values, false),
    // The first error in the form's order gets the focus; a control that cannot take it passes it on.
    (invalid) => {
      for (const name of BOOKING_FIELDS.filter((field) => invalid[field])) {
        form.setFocus(name);
        if (document.activeElement?.getAttribute('name') === name) return;
      }
    },
  );

  const field = (name: BookingField, { required = false } = {}) => ({
    label: required ? (
      <>
        {t(`fields.${name}`)}
        <RequiredMark />
      </>
    ) : (
      t(`fields.${name}`)
    ),
    error: errorText(errors[name] as FieldError | undefined),
  });
  const clear = () => draft.clearForm();
  const busy = isSubmitting || save.isPending || saved;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 sm:space-y-6">
      {draft.restored && <DraftNotice onDiscard={clear} />}
      <p className="text-sm text-stone-600">
        <RequiredMark /> {tf('requiredNote')}
      </p>

      <FormSection title={t('sections.when')} description={t('sections.whenText')} columns={1}>
        {(['start', 'end'] as const).map((edge) => (
          <div key={edge} className="grid grid-cols-2 gap-3 sm:gap-5">
            <Controller
              control={control}
              name={`${edge}Date`}
              render={({ field: { onChange, ...rest } }) => (
                <FormField {...field(`${edge}Date`, { required: true })}>
                  <DateInput
                    aria-required="true"
                    {...rest}
                    onChange={(event) => {
                      if (edge === 'start')
                        startChanged({ date: event.target.value, time: getValues('startTime') });
                      onChange(event.target.value);
                    }}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name={`${edge}Time`}
              render={({ field: { onChange, ...rest } }) => (
                <FormField {...field(`${edge}Time`, { required: true })}>
                  <Input
                    type="time"
                    step={300}
                    aria-required="true"
                    {...rest}
                    onChange={(event) => {
                      if (edge === 'start')
                        startChanged({ date: getValues('startDate'), time: event.target.value });
                      onChange(event.target.value);
                    }}
                  />
                </FormField>
              )}
            />
          </div>
        ))}
        {people.length > 1 && (
          <FormField {...field('staffId')}>
            <Select
              {...register('staffId')}
              placeholder={t('me')}
              options={people.map((person) => ({ value: person.id, label: person.name }))}
            />
          </FormField>
        )}
      </FormSection>

      <FormSection title={t('sections.who')} description={t('sections.whoText')}>
        <Controller
          control={control}
          name="customerId"
          render={({ field: { value, onChange, onBlur } }) => (
            <FormField {...field('customerId')} className="sm:col-span-2">
              <OwnerPicker
                label={t('fields.customerId')}
                texts={{
                  placeholder: t('chooseCustomer'),
                  dialogLabel: t('chooseCustomer'),
                  clear: t('removeCustomer'),
                }}
                value={value}
                onChange={(id) => {
                  if (id === value) return;
                  onChange(id);
                  // Another customer's horses are not this one's.
                  setValue('animalIds', '', change);
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
                const first = animalIdsOf(value)[0];
                onChange(next);
                if (animalIdsOf(next)[0] !== first) void followVisit();
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

      <FormSection title={t('sections.where')} description={t('sections.whereText')}>
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

      <FormSection title={t('sections.services')} description={t('sections.servicesText')}>
        <Controller
          control={control}
          name="services"
          render={({ field: { value, onChange, ref } }) => (
            <ServiceLines
              value={value}
              onChange={onChange}
              inputRef={ref}
              known={Object.fromEntries((booking?.services ?? []).map((s) => [s.serviceId, s.service]))}
              label={t('fields.services')}
              error={field('services').error}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('sections.notes')} columns={1}>
        <FormField {...field('notes')} hint={t('notesHint')}>
          <Textarea rows={4} maxLength={BOOKING_LIMITS.notesMax} {...register('notes')} />
        </FormField>
      </FormSection>

      <FormActions>
        <Button type="submit" size="lg" loading={busy}>
          {booking ? tf('save') : t('create')}
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href={cancelHref}>{tf('cancel')}</Link>
        </Button>
        {(isDirty || draft.restored) && (
          <Button size="lg" variant="ghost" onClick={clear} className="sm:mr-auto">
            {booking ? tf('discardChanges') : tf('clear')}
          </Button>
        )}
      </FormActions>

      <ConfirmDialog
        open={clash !== null}
        onOpenChange={(open) => !open && setClash(null)}
        title={t('clash.title')}
        description={clash?.message}
        confirmLabel={t('clash.confirm')}
        cancelLabel={t('clash.cancel')}
        onConfirm={() => clash && void send(clash.values, true)}
        busy={save.isPending}
      />
      {dialog}
    </form>
  );
}
