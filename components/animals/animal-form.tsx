'use client';
// Add and edit an animal (spec 3, 5): the shared schema with translated messages, type → breed pickers, an owner
// picker (a new horse's address follows its owner), a warning when another horse has the microchip number, one
// picture compressed in the browser, server field errors inline, a draft under form_animal-add /
// form_animal-edit-<id> (not the picture), and a question before a dirty form is left.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateInput } from '@/components/form/date-input';
import { FormSection } from '@/components/form/form-section';
import { NumberInput } from '@/components/form/number-input';
import { RecordFormLayout, useRecordForm } from '@/components/record';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { AnimalDetails } from '@/lib/client/animal-api';
import { isApiError } from '@/lib/client/api-client';
import { SERVER_ERROR_TYPE } from '@/lib/client/form-errors';
import { animalQueries } from '@/lib/client/queries/animals';
import { todayInStockholm } from '@/lib/time-zone';
import { toast } from '@/lib/client/toast';
import { ANIMAL_LIMITS, ANIMAL_SEXES, animalInput } from '@/lib/validation/animal';
import {
  ANIMAL_FIELDS,
  animalFormValues,
  type AnimalField,
  type NewAnimalPrefill,
} from './animal-form-values';
import { ANIMALS } from './animal-resource';
import { NextVisitHint, nextVisitProposal } from './next-visit-hint';
import { MicrochipWarning } from './microchip-warning';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { PictureField } from './picture-field';
import { useOwnerAddress } from './use-owner-address';
import { useAnimalCategories } from './use-animal-categories';

const schemaResolver = zodResolver(animalInput);

/**
 * The shared schema, plus: its "address required" rule (an object refinement) only runs once every field is
 * otherwise valid, so an empty address would be reported a submit later. City is required, so a blank address can
 * never pass — say so together with the other errors.
 */
const animalResolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const address = (values as { address?: unknown }).address;
  const blank = typeof address !== 'string' || address.trim() === '';
  if (Object.keys(result.errors).length === 0 || result.errors.address || !blank) return result;
  return {
    values: {},
    errors: { ...result.errors, address: { type: 'custom', message: 'validation.required' } },
  };
};

interface AnimalFormProps {
  animal?: AnimalDetails;
  /** A new animal's owner, from /animal-add?customerId=… (Cancel leads back to the customer). */
  customerId?: string;
  /** A new animal's starting type, owner and address. */
  prefill?: NewAnimalPrefill;
}

export function AnimalForm({ animal, customerId, prefill }: AnimalFormProps) {
  const t = useTranslations('animals');
  const tc = useTranslations('common');
  const locale = useLocale();

  const form = useForm({
    resolver: animalResolver,
    defaultValues: animalFormValues(animal, locale, prefill),
  });
  const { register, setError, setValue, control, formState } = form;
  const { isSubmitted } = formState;
  const [picture, setPicture] = useState<Blob | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [compressing, setCompressing] = useState(false);
  const save = animalQueries.useSave(animal?.id);

  /** A refused or failed picture is said at the picture, with the other field messages in place and one toast. */
  const onError = (error: unknown) => {
    const fields = isApiError(error) ? error.fields : undefined;
    if (fields?.picture) {
      setPictureError(fields.picture);
      toast.error(t('picture.uploadFailed'));
      ANIMAL_FIELDS.filter((name) => fields[name]).forEach((name, index) =>
        setError(name, { type: SERVER_ERROR_TYPE, message: fields[name] }, { shouldFocus: index === 0 }),
      );
      return true;
    }
    if (picture && !isApiError(error)) {
      toast.error(t('picture.uploadFailed'));
      return true;
    }
    return false;
  };

  const record = useRecordForm({
    resource: ANIMALS,
    form,
    editing: animal,
    save: async (values): Promise<AnimalDetails> => {
      setPictureError(undefined);
      const saved = await save.mutateAsync({ values, picture });
      // Saved anyway; said once more, since the warning under the field may have gone unread.
      const others = saved.microchipDuplicates;
      if (others.length > 0) {
        const names = others.map((other) => other.name).join(', ');
        toast.warning(t('microchip.saved', { count: others.length, names }));
      }
      return saved;
    },
    fields: ANIMAL_FIELDS,
    dirty: picture !== null,
    onClear: () => setPicture(null),
    onError,
    blocked: compressing,
    cancelHref: !animal && customerId ? `/customer-details/${customerId}` : undefined,
  });
  const { field } = record;
  const required = (name: AnimalField) => field(name, { required: true });

  const [animalTypeId, latestVisit, intervalWeeks, nextVisit, microchip] = useWatch({
    control,
    name: ['animalTypeId', 'latestVisit', 'shoeingIntervalWeeks', 'nextVisit', 'microchipNumber'],
  }) as string[];
  const { types, breeds } = useAnimalCategories(animalTypeId ?? '');

  // A next visit that followed the latest visit + interval keeps following them when either changes.
  const proposal = nextVisitProposal(latestVisit ?? '', intervalWeeks ?? '');
  const lastProposal = useRef(proposal);
  useEffect(() => {
    const previous = lastProposal.current;
    lastProposal.current = proposal;
    if (previous && previous !== proposal && nextVisit === previous) {
      setValue('nextVisit', proposal ?? '', { shouldDirty: true, shouldValidate: isSubmitted });
    }
  }, [proposal, nextVisit, setValue, isSubmitted]);

  const followOwner = useOwnerAddress(
    {
      get: (name) => form.getValues(name),
      set: (name, value) => setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted }),
    },
    prefill,
  );

  const categoryPlaceholder = (status: string, ready: string) =>
    status === 'loading' ? tc('loading') : status === 'error' ? t('form.categoriesError') : ready;

  return (
    <RecordFormLayout form={record} requiredNote>
      <FormSection title={t('sections.horse')}>
        <FormField {...required('name')} className="sm:col-span-2">
          <Input autoComplete="off" aria-required="true" {...register('name')} />
        </FormField>
        <Controller
          control={control}
          name="animalTypeId"
          render={({ field: { value, onChange, ...rest } }) => (
            <FormField {...field('animalTypeId')}>
              <Select
                {...rest}
                value={String(value ?? '')}
                onChange={(event) => {
                  onChange(event.target.value);
                  // Breeds belong to one type: a new type clears the breed.
                  setValue('breedId', '', { shouldDirty: true });
                }}
                placeholder={categoryPlaceholder(types.status, t('form.chooseType'))}
                options={types.options}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="breedId"
          render={({ field: { value, ...rest } }) => (
            <FormField {...field('breedId')}>
              <Select
                {...rest}
                value={String(value ?? '')}
                disabled={!animalTypeId || breeds.status !== 'ready'}
                placeholder={
                  animalTypeId
                    ? categoryPlaceholder(breeds.status, t('form.chooseBreed'))
                    : t('form.chooseTypeFirst')
                }
                options={breeds.options}
              />
            </FormField>
          )}
        />
        <FormField {...field('color')} hint={t('hints.color')}>
          <Input autoComplete="off" {...register('color')} />
        </FormField>
        <FormField {...field('sex')}>
          <Select
            options={ANIMAL_SEXES.map((sex) => ({ value: sex, label: t(`sexes.${sex}`) }))}
            {...register('sex')}
          />
        </FormField>
        <FormField {...field('sizeCm')} hint={t('hints.sizeCm')}>
          <NumberInput decimal unit={t('units.cm')} maxLength={6} {...register('sizeCm')} />
        </FormField>
        <FormField {...field('dateOfBirth')}>
          <DateInput max={todayInStockholm()} {...register('dateOfBirth')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.ownerAndStable')} description={t('sections.ownerAndStableText')}>
        <Controller
          control={control}
          name="customerId"
          render={({ field: { value, onChange, onBlur } }) => (
            <FormField {...field('customerId')} hint={t('hints.customerId')} className="sm:col-span-2">
              <OwnerPicker
                label={t('fields.customerId')}
                value={String(value ?? '')}
                onChange={(id) => {
                  onChange(id);
                  if (!animal) void followOwner(id);
                }}
                onBlur={onBlur}
              />
            </FormField>
          )}
        />
        <FormField {...field('stable')}>
          <Input autoComplete="off" {...register('stable')} />
        </FormField>
        <FormField {...required('address')}>
          <Input autoComplete="off" aria-required="true" {...register('address')} />
        </FormField>
        <FormField {...required('postalCode')} hint={t('hints.postalCode')}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            aria-required="true"
            {...register('postalCode')}
          />
        </FormField>
        <FormField {...required('city')}>
          <Input autoComplete="off" aria-required="true" {...register('city')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.shoeing')} description={t('sections.shoeingText')} columns={3}>
        <FormField {...field('latestVisit')}>
          <DateInput {...register('latestVisit')} />
        </FormField>
        <FormField {...field('shoeingIntervalWeeks')} hint={t('hints.shoeingIntervalWeeks')}>
          <NumberInput unit={t('units.weeks')} maxLength={2} {...register('shoeingIntervalWeeks')} />
        </FormField>
        <FormField
          {...field('nextVisit')}
          hint={
            <NextVisitHint
              latestVisit={latestVisit ?? ''}
              intervalWeeks={intervalWeeks ?? ''}
              nextVisit={nextVisit ?? ''}
              onUse={(date) =>
                setValue('nextVisit', date, { shouldDirty: true, shouldValidate: isSubmitted })
              }
            />
          }
          className="sm:col-span-2 lg:col-span-1"
        >
          <DateInput {...register('nextVisit')} />
        </FormField>
        <FormField
          {...field('shoeingType')}
          hint={t('hints.shoeingType')}
          className="sm:col-span-2 lg:col-span-3"
        >
          <Input autoComplete="off" {...register('shoeingType')} />
        </FormField>
        <FormField
          {...field('specialNeeds')}
          hint={t('hints.specialNeeds')}
          className="sm:col-span-2 lg:col-span-3"
        >
          <Textarea rows={3} maxLength={ANIMAL_LIMITS.specialNeedsMax} {...register('specialNeeds')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.identity')} description={t('sections.identityText')}>
        <div className="space-y-2">
          <FormField {...field('microchipNumber')} hint={t('hints.microchipNumber')}>
            <Input inputMode="numeric" autoComplete="off" maxLength={21} {...register('microchipNumber')} />
          </FormField>
          <MicrochipWarning value={String(microchip ?? '')} animalId={animal?.id} />
        </div>
        <FormField {...field('passportNumber')} hint={t('hints.passportNumber')}>
          <Input autoComplete="off" {...register('passportNumber')} />
        </FormField>
        <FormField {...field('insuranceCompany')} className="sm:col-span-2">
          <Input autoComplete="off" {...register('insuranceCompany')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.picture')} description={t('sections.pictureText')} columns={1}>
        <PictureField
          currentUrl={animal?.pictureUrl ?? null}
          value={picture}
          onChange={(next) => {
            setPicture(next);
            setPictureError(undefined);
          }}
          error={pictureError}
          onBusyChange={setCompressing}
          alt={t('picture.alt', { name: animal?.name ?? t('picture.newAnimal') })}
        />
      </FormSection>
    </RecordFormLayout>
  );
}
